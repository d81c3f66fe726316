CREATE TABLE "lesson_captures" (
	"cour_id" text PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"status" text DEFAULT 'capturing' NOT NULL,
	"first_feed_at" timestamp with time zone NOT NULL,
	"last_feed_at" timestamp with time zone NOT NULL,
	"recorded_through" timestamp with time zone,
	"vod_id" text,
	"error" text
);
--> statement-breakpoint
ALTER TABLE "teaching_classes" ADD COLUMN "capture_review" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "vods" ADD COLUMN "thumbnails_path" text;--> statement-breakpoint
ALTER TABLE "lesson_captures" ADD CONSTRAINT "lesson_captures_cour_id_course_sessions_id_fk" FOREIGN KEY ("cour_id") REFERENCES "public"."course_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lesson_captures" ADD CONSTRAINT "lesson_captures_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lesson_captures" ADD CONSTRAINT "lesson_captures_vod_id_vods_id_fk" FOREIGN KEY ("vod_id") REFERENCES "public"."vods"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lesson_captures_status_idx" ON "lesson_captures" USING btree ("status");