ALTER TABLE "upload_chunks" DISABLE ROW LEVEL SECURITY;--> statement-breakpoint
DROP TABLE "upload_chunks" CASCADE;--> statement-breakpoint
DROP INDEX "upload_files_user_identifier_idx";--> statement-breakpoint
ALTER TABLE "upload_files" ADD COLUMN "chunk_bytes" integer NOT NULL;--> statement-breakpoint
ALTER TABLE "upload_files" ADD COLUMN "target" text NOT NULL;--> statement-breakpoint
ALTER TABLE "upload_files" ADD COLUMN "cour_id" text;--> statement-breakpoint
ALTER TABLE "upload_files" ADD COLUMN "md5" text;--> statement-breakpoint
ALTER TABLE "upload_files" ADD COLUMN "duration_s" real;--> statement-breakpoint
ALTER TABLE "upload_files" ADD COLUMN "storage_path" text;--> statement-breakpoint
ALTER TABLE "upload_files" ADD CONSTRAINT "upload_files_cour_id_course_sessions_id_fk" FOREIGN KEY ("cour_id") REFERENCES "public"."course_sessions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "upload_files_owner_identifier_uq" ON "upload_files" USING btree ("tenant_id","user_id","unique_identifier") WHERE "upload_files"."status" <> 'failed';--> statement-breakpoint
CREATE INDEX "upload_files_status_updated_idx" ON "upload_files" USING btree ("status","updated_at");