CREATE TABLE "lti_context_classes" (
	"tenant_id" text NOT NULL,
	"issuer" text NOT NULL,
	"deployment_id" text NOT NULL,
	"context_id" text NOT NULL,
	"tecl_id" text NOT NULL,
	"context_title" text,
	"bound_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "lti_context_classes_tenant_id_issuer_deployment_id_context_id_pk" PRIMARY KEY("tenant_id","issuer","deployment_id","context_id")
);
--> statement-breakpoint
CREATE TABLE "lti_launches" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"code_hash" text NOT NULL,
	"tenant_id" text NOT NULL,
	"user_id" text NOT NULL,
	"landing" jsonb NOT NULL,
	"frame_origins" text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"code_expires_at" timestamp with time zone NOT NULL,
	"code_used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "lti_login_states" (
	"state_hash" text PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"platform_id" text NOT NULL,
	"nonce" text NOT NULL,
	"deployment_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "lti_users" (
	"tenant_id" text NOT NULL,
	"issuer" text NOT NULL,
	"subject" text NOT NULL,
	"user_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_launch_at" timestamp with time zone NOT NULL,
	CONSTRAINT "lti_users_tenant_id_issuer_subject_pk" PRIMARY KEY("tenant_id","issuer","subject")
);
--> statement-breakpoint
ALTER TABLE "lti_context_classes" ADD CONSTRAINT "lti_context_classes_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lti_context_classes" ADD CONSTRAINT "lti_context_classes_tecl_id_teaching_classes_id_fk" FOREIGN KEY ("tecl_id") REFERENCES "public"."teaching_classes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lti_context_classes" ADD CONSTRAINT "lti_context_classes_bound_by_users_id_fk" FOREIGN KEY ("bound_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lti_launches" ADD CONSTRAINT "lti_launches_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lti_launches" ADD CONSTRAINT "lti_launches_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lti_login_states" ADD CONSTRAINT "lti_login_states_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lti_login_states" ADD CONSTRAINT "lti_login_states_platform_id_lti_platforms_id_fk" FOREIGN KEY ("platform_id") REFERENCES "public"."lti_platforms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lti_users" ADD CONSTRAINT "lti_users_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lti_users" ADD CONSTRAINT "lti_users_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lti_context_classes_tecl_idx" ON "lti_context_classes" USING btree ("tecl_id");--> statement-breakpoint
CREATE UNIQUE INDEX "lti_launches_code_idx" ON "lti_launches" USING btree ("code_hash");--> statement-breakpoint
CREATE INDEX "lti_launches_created_idx" ON "lti_launches" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "lti_login_states_expires_idx" ON "lti_login_states" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "lti_users_user_idx" ON "lti_users" USING btree ("user_id");