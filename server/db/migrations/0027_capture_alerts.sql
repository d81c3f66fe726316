CREATE TABLE "capture_alerts" (
	"cour_id" text PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"alerted_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "capture_alerts" ADD CONSTRAINT "capture_alerts_cour_id_course_sessions_id_fk" FOREIGN KEY ("cour_id") REFERENCES "public"."course_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "capture_alerts" ADD CONSTRAINT "capture_alerts_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;