CREATE TABLE "capture_roads" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"tenant_id" text NOT NULL,
	"clro_id" text NOT NULL,
	"road_type" integer NOT NULL,
	"mode" text NOT NULL,
	"stream_key" text,
	"key_issued_at" timestamp with time zone,
	"pull_url" text,
	"signal_seen_at" timestamp with time zone,
	"signal_since" timestamp with time zone,
	"video_width" integer,
	"video_height" integer,
	"frame_rate" real,
	"bitrate_kbps" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "capture_roads" ADD CONSTRAINT "capture_roads_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "capture_roads" ADD CONSTRAINT "capture_roads_clro_id_classrooms_id_fk" FOREIGN KEY ("clro_id") REFERENCES "public"."classrooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "capture_roads_room_type_idx" ON "capture_roads" USING btree ("clro_id","road_type");--> statement-breakpoint
CREATE UNIQUE INDEX "capture_roads_stream_key_idx" ON "capture_roads" USING btree ("stream_key");--> statement-breakpoint
CREATE INDEX "capture_roads_tenant_idx" ON "capture_roads" USING btree ("tenant_id");