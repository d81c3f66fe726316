CREATE TABLE "personal_resource_attachments" (
	"resource_id" text NOT NULL,
	"vod_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "personal_resource_attachments_resource_id_vod_id_pk" PRIMARY KEY("resource_id","vod_id")
);
--> statement-breakpoint
ALTER TABLE "personal_resources" ALTER COLUMN "duration_s" SET DATA TYPE real;--> statement-breakpoint
ALTER TABLE "personal_resources" ALTER COLUMN "hls_path" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "personal_resources" ADD COLUMN "kind" text DEFAULT 'upload' NOT NULL;--> statement-breakpoint
ALTER TABLE "personal_resources" ADD COLUMN "status" text DEFAULT 'ready' NOT NULL;--> statement-breakpoint
ALTER TABLE "personal_resources" ADD COLUMN "reason" text;--> statement-breakpoint
ALTER TABLE "personal_resources" ADD COLUMN "source_vod_id" text;--> statement-breakpoint
ALTER TABLE "personal_resources" ADD COLUMN "clip_in_s" real;--> statement-breakpoint
ALTER TABLE "personal_resources" ADD COLUMN "clip_out_s" real;--> statement-breakpoint
ALTER TABLE "personal_resource_attachments" ADD CONSTRAINT "personal_resource_attachments_resource_id_personal_resources_id_fk" FOREIGN KEY ("resource_id") REFERENCES "public"."personal_resources"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "personal_resource_attachments" ADD CONSTRAINT "personal_resource_attachments_vod_id_vods_id_fk" FOREIGN KEY ("vod_id") REFERENCES "public"."vods"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "personal_resource_attachments_vod_idx" ON "personal_resource_attachments" USING btree ("vod_id");--> statement-breakpoint
ALTER TABLE "personal_resources" ADD CONSTRAINT "personal_resources_source_vod_id_vods_id_fk" FOREIGN KEY ("source_vod_id") REFERENCES "public"."vods"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "personal_resources_status_idx" ON "personal_resources" USING btree ("status");