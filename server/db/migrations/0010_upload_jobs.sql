CREATE TABLE "personal_resources" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"tenant_id" text NOT NULL,
	"user_id" text NOT NULL,
	"upload_id" text,
	"title" text NOT NULL,
	"duration_s" integer DEFAULT 0 NOT NULL,
	"hls_path" text NOT NULL,
	"poster_path" text,
	"thumbnails_path" text,
	"invalid" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "upload_files" ADD COLUMN "progress" integer;--> statement-breakpoint
ALTER TABLE "personal_resources" ADD CONSTRAINT "personal_resources_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "personal_resources" ADD CONSTRAINT "personal_resources_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "personal_resources" ADD CONSTRAINT "personal_resources_upload_id_upload_files_id_fk" FOREIGN KEY ("upload_id") REFERENCES "public"."upload_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "personal_resources_user_created_idx" ON "personal_resources" USING btree ("user_id","created_at" DESC NULLS LAST);