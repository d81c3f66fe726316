CREATE TABLE "watch_minutes" (
	"tenant_id" text NOT NULL,
	"vod_id" text NOT NULL,
	"user_id" text NOT NULL,
	"minute" integer NOT NULL,
	"plays" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "watch_minutes_vod_id_user_id_minute_pk" PRIMARY KEY("vod_id","user_id","minute"),
	CONSTRAINT "watch_minutes_minute_ck" CHECK ("watch_minutes"."minute" >= 0),
	CONSTRAINT "watch_minutes_plays_ck" CHECK ("watch_minutes"."plays" >= 1)
);
--> statement-breakpoint
ALTER TABLE "watch_minutes" ADD CONSTRAINT "watch_minutes_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "watch_minutes" ADD CONSTRAINT "watch_minutes_vod_id_vods_id_fk" FOREIGN KEY ("vod_id") REFERENCES "public"."vods"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "watch_minutes" ADD CONSTRAINT "watch_minutes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "watch_minutes_user_idx" ON "watch_minutes" USING btree ("user_id");