CREATE TABLE "lti_course_grades" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"tenant_id" text NOT NULL,
	"issuer" text NOT NULL,
	"deployment_id" text NOT NULL,
	"context_id" text NOT NULL,
	"platform_id" text NOT NULL,
	"line_items_url" text NOT NULL,
	"scopes" text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lti_grade_items" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"tenant_id" text NOT NULL,
	"course_id" text NOT NULL,
	"tecl_id" text NOT NULL,
	"vod_id" text,
	"resource_id" text NOT NULL,
	"label" text NOT NULL,
	"line_item_url" text,
	"status" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"failure" text,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lti_grade_scores" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"tenant_id" text NOT NULL,
	"item_id" text NOT NULL,
	"user_id" text NOT NULL,
	"subject" text NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"posted_version" integer DEFAULT 0 NOT NULL,
	"posted_score" real,
	"posted_at" timestamp with time zone,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "lti_course_grades" ADD CONSTRAINT "lti_course_grades_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lti_course_grades" ADD CONSTRAINT "lti_course_grades_platform_id_lti_platforms_id_fk" FOREIGN KEY ("platform_id") REFERENCES "public"."lti_platforms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lti_grade_items" ADD CONSTRAINT "lti_grade_items_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lti_grade_items" ADD CONSTRAINT "lti_grade_items_course_id_lti_course_grades_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."lti_course_grades"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lti_grade_items" ADD CONSTRAINT "lti_grade_items_tecl_id_teaching_classes_id_fk" FOREIGN KEY ("tecl_id") REFERENCES "public"."teaching_classes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lti_grade_items" ADD CONSTRAINT "lti_grade_items_vod_id_vods_id_fk" FOREIGN KEY ("vod_id") REFERENCES "public"."vods"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lti_grade_items" ADD CONSTRAINT "lti_grade_items_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lti_grade_scores" ADD CONSTRAINT "lti_grade_scores_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lti_grade_scores" ADD CONSTRAINT "lti_grade_scores_item_id_lti_grade_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."lti_grade_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lti_grade_scores" ADD CONSTRAINT "lti_grade_scores_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "lti_course_grades_course_idx" ON "lti_course_grades" USING btree ("tenant_id","issuer","deployment_id","context_id");--> statement-breakpoint
CREATE UNIQUE INDEX "lti_grade_items_resource_idx" ON "lti_grade_items" USING btree ("course_id","resource_id");--> statement-breakpoint
CREATE INDEX "lti_grade_items_tecl_idx" ON "lti_grade_items" USING btree ("tecl_id");--> statement-breakpoint
CREATE UNIQUE INDEX "lti_grade_scores_item_user_idx" ON "lti_grade_scores" USING btree ("item_id","user_id");--> statement-breakpoint
CREATE INDEX "lti_grade_scores_unposted_idx" ON "lti_grade_scores" USING btree ("item_id") WHERE "lti_grade_scores"."version" > "lti_grade_scores"."posted_version";