ALTER TABLE "messages" ADD COLUMN "kind" text DEFAULT 'system' NOT NULL;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "topic" text;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "params" jsonb;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "tecl_id" text;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "cour_id" text;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "vod_id" text;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_tecl_id_teaching_classes_id_fk" FOREIGN KEY ("tecl_id") REFERENCES "public"."teaching_classes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_cour_id_course_sessions_id_fk" FOREIGN KEY ("cour_id") REFERENCES "public"."course_sessions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_vod_id_vods_id_fk" FOREIGN KEY ("vod_id") REFERENCES "public"."vods"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "messages_user_unread_idx" ON "messages" USING btree ("user_id") WHERE not "messages"."is_read";--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_kind_ck" CHECK ("messages"."kind" in ('course', 'system'));