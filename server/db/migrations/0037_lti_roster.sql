CREATE TABLE "lti_course_rosters" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"tenant_id" text NOT NULL,
	"issuer" text NOT NULL,
	"deployment_id" text NOT NULL,
	"context_id" text NOT NULL,
	"platform_id" text NOT NULL,
	"memberships_url" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lti_roster_enrolments" (
	"tenant_id" text NOT NULL,
	"tecl_id" text NOT NULL,
	"student_id" text NOT NULL,
	"issuer" text NOT NULL,
	"deployment_id" text NOT NULL,
	"context_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lti_roster_enrolments_pk" PRIMARY KEY("tecl_id","student_id","issuer","deployment_id","context_id")
);
--> statement-breakpoint
CREATE TABLE "lti_roster_syncs" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"tenant_id" text NOT NULL,
	"roster_id" text NOT NULL,
	"trigger" text NOT NULL,
	"requested_by" text,
	"status" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"failure" text,
	"added_count" integer DEFAULT 0 NOT NULL,
	"removed_count" integer DEFAULT 0 NOT NULL,
	"added_names" text[] DEFAULT '{}'::text[] NOT NULL,
	"removed_names" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "lti_course_rosters" ADD CONSTRAINT "lti_course_rosters_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lti_course_rosters" ADD CONSTRAINT "lti_course_rosters_platform_id_lti_platforms_id_fk" FOREIGN KEY ("platform_id") REFERENCES "public"."lti_platforms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lti_roster_enrolments" ADD CONSTRAINT "lti_roster_enrolments_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lti_roster_enrolments" ADD CONSTRAINT "lti_roster_enrolments_tecl_id_teaching_classes_id_fk" FOREIGN KEY ("tecl_id") REFERENCES "public"."teaching_classes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lti_roster_enrolments" ADD CONSTRAINT "lti_roster_enrolments_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lti_roster_enrolments" ADD CONSTRAINT "lti_roster_enrolments_enrolment_fk" FOREIGN KEY ("tecl_id","student_id") REFERENCES "public"."enrolments"("tecl_id","student_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lti_roster_enrolments" ADD CONSTRAINT "lti_roster_enrolments_course_fk" FOREIGN KEY ("tenant_id","issuer","deployment_id","context_id") REFERENCES "public"."lti_context_classes"("tenant_id","issuer","deployment_id","context_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lti_roster_syncs" ADD CONSTRAINT "lti_roster_syncs_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lti_roster_syncs" ADD CONSTRAINT "lti_roster_syncs_roster_id_lti_course_rosters_id_fk" FOREIGN KEY ("roster_id") REFERENCES "public"."lti_course_rosters"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lti_roster_syncs" ADD CONSTRAINT "lti_roster_syncs_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "lti_course_rosters_course_idx" ON "lti_course_rosters" USING btree ("tenant_id","issuer","deployment_id","context_id");--> statement-breakpoint
CREATE INDEX "lti_roster_enrolments_course_idx" ON "lti_roster_enrolments" USING btree ("tenant_id","issuer","deployment_id","context_id");--> statement-breakpoint
CREATE UNIQUE INDEX "lti_roster_syncs_one_pending_idx" ON "lti_roster_syncs" USING btree ("roster_id") WHERE "lti_roster_syncs"."status" in ('queued', 'running', 'retrying');--> statement-breakpoint
CREATE INDEX "lti_roster_syncs_roster_created_idx" ON "lti_roster_syncs" USING btree ("roster_id","created_at");