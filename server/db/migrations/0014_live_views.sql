CREATE TABLE "live_views" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"tenant_id" text NOT NULL,
	"user_id" text NOT NULL,
	"cour_id" text NOT NULL,
	"first_seen_at" timestamp with time zone NOT NULL,
	"last_seen_at" timestamp with time zone NOT NULL,
	"watched_s" double precision DEFAULT 0 NOT NULL,
	"hidden_at" timestamp with time zone,
	CONSTRAINT "live_views_user_cour_uq" UNIQUE("user_id","cour_id"),
	CONSTRAINT "live_views_watched_ck" CHECK ("live_views"."watched_s" >= 0),
	CONSTRAINT "live_views_seen_ck" CHECK ("live_views"."last_seen_at" >= "live_views"."first_seen_at")
);
--> statement-breakpoint
ALTER TABLE "live_views" ADD CONSTRAINT "live_views_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_views" ADD CONSTRAINT "live_views_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_views" ADD CONSTRAINT "live_views_cour_id_course_sessions_id_fk" FOREIGN KEY ("cour_id") REFERENCES "public"."course_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "live_views_user_seen_idx" ON "live_views" USING btree ("user_id","last_seen_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "live_views_cour_seen_idx" ON "live_views" USING btree ("cour_id","last_seen_at" DESC NULLS LAST);