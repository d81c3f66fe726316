CREATE TABLE "caption_tracks" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"tenant_id" text NOT NULL,
	"vod_id" text NOT NULL,
	"language" text NOT NULL,
	"origin" text NOT NULL,
	"engine" text,
	"status" text DEFAULT 'draft' NOT NULL,
	"cues" jsonb NOT NULL,
	"revision" integer DEFAULT 1 NOT NULL,
	"edited_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lesson_texts" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"tenant_id" text NOT NULL,
	"tecl_id" text NOT NULL,
	"vod_id" text,
	"cour_id" text,
	"kind" text NOT NULL,
	"source_id" text NOT NULL,
	"start_ms" integer NOT NULL,
	"end_ms" integer NOT NULL,
	"text" text NOT NULL,
	"terms" "tsvector" NOT NULL
);
--> statement-breakpoint
ALTER TABLE "caption_tracks" ADD CONSTRAINT "caption_tracks_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "caption_tracks" ADD CONSTRAINT "caption_tracks_vod_id_vods_id_fk" FOREIGN KEY ("vod_id") REFERENCES "public"."vods"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "caption_tracks" ADD CONSTRAINT "caption_tracks_edited_by_users_id_fk" FOREIGN KEY ("edited_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lesson_texts" ADD CONSTRAINT "lesson_texts_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lesson_texts" ADD CONSTRAINT "lesson_texts_tecl_id_teaching_classes_id_fk" FOREIGN KEY ("tecl_id") REFERENCES "public"."teaching_classes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lesson_texts" ADD CONSTRAINT "lesson_texts_vod_id_vods_id_fk" FOREIGN KEY ("vod_id") REFERENCES "public"."vods"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lesson_texts" ADD CONSTRAINT "lesson_texts_cour_id_course_sessions_id_fk" FOREIGN KEY ("cour_id") REFERENCES "public"."course_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "caption_tracks_vod_idx" ON "caption_tracks" USING btree ("vod_id");--> statement-breakpoint
CREATE INDEX "lesson_texts_terms_idx" ON "lesson_texts" USING gin ("terms");--> statement-breakpoint
CREATE INDEX "lesson_texts_source_idx" ON "lesson_texts" USING btree ("source_id");--> statement-breakpoint
CREATE INDEX "lesson_texts_vod_idx" ON "lesson_texts" USING btree ("vod_id","kind","start_ms");