CREATE TABLE "lesson_text_runs" (
	"vod_id" text NOT NULL,
	"kind" text NOT NULL,
	"state" text NOT NULL,
	"progress" real DEFAULT 0 NOT NULL,
	"detail" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lesson_text_runs_vod_id_kind_pk" PRIMARY KEY("vod_id","kind")
);
--> statement-breakpoint
ALTER TABLE "lesson_text_runs" ADD CONSTRAINT "lesson_text_runs_vod_id_vods_id_fk" FOREIGN KEY ("vod_id") REFERENCES "public"."vods"("id") ON DELETE cascade ON UPDATE no action;