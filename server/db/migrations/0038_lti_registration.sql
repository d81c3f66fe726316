CREATE TABLE "lti_registration_invites" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"tenant_id" text NOT NULL,
	"token_hash" text NOT NULL,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"platform_id" text
);
--> statement-breakpoint
ALTER TABLE "lti_registration_invites" ADD CONSTRAINT "lti_registration_invites_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lti_registration_invites" ADD CONSTRAINT "lti_registration_invites_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lti_registration_invites" ADD CONSTRAINT "lti_registration_invites_platform_id_lti_platforms_id_fk" FOREIGN KEY ("platform_id") REFERENCES "public"."lti_platforms"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "lti_registration_invites_token_idx" ON "lti_registration_invites" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "lti_registration_invites_tenant_idx" ON "lti_registration_invites" USING btree ("tenant_id","created_at");