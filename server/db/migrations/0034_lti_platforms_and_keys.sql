CREATE TABLE "lti_platforms" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"tenant_id" text NOT NULL,
	"name" text NOT NULL,
	"issuer" text NOT NULL,
	"client_id" text NOT NULL,
	"deployment_ids" text[] NOT NULL,
	"key_set_url" text NOT NULL,
	"auth_url" text NOT NULL,
	"token_url" text NOT NULL,
	"token_audience" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lti_tool_keys" (
	"kid" text PRIMARY KEY NOT NULL,
	"state" text NOT NULL,
	"private_key" text NOT NULL,
	"public_jwk" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"current_since" timestamp with time zone,
	"retired_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "lti_platforms" ADD CONSTRAINT "lti_platforms_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "lti_platforms_tenant_issuer_client_idx" ON "lti_platforms" USING btree ("tenant_id","issuer","client_id");--> statement-breakpoint
CREATE UNIQUE INDEX "lti_tool_keys_one_current_idx" ON "lti_tool_keys" USING btree ("state") WHERE "lti_tool_keys"."state" = 'current';--> statement-breakpoint
CREATE UNIQUE INDEX "lti_tool_keys_one_next_idx" ON "lti_tool_keys" USING btree ("state") WHERE "lti_tool_keys"."state" = 'next';--> statement-breakpoint
CREATE INDEX "lti_tool_keys_retired_idx" ON "lti_tool_keys" USING btree ("retired_at");