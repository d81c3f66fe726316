CREATE TABLE "lesson_live_totals" (
	"cour_id" text PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"viewers" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "lesson_live_totals_viewers_ck" CHECK ("lesson_live_totals"."viewers" >= 0)
);
--> statement-breakpoint
CREATE TABLE "vod_viewing_totals" (
	"vod_id" text PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"viewers" integer DEFAULT 0 NOT NULL,
	"percent_sum" double precision DEFAULT 0 NOT NULL,
	"quarter_1" integer DEFAULT 0 NOT NULL,
	"quarter_2" integer DEFAULT 0 NOT NULL,
	"quarter_3" integer DEFAULT 0 NOT NULL,
	"quarter_4" integer DEFAULT 0 NOT NULL,
	"finished" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "vod_viewing_totals_viewers_ck" CHECK ("vod_viewing_totals"."viewers" >= 0)
);
--> statement-breakpoint
ALTER TABLE "lesson_live_totals" ADD CONSTRAINT "lesson_live_totals_cour_id_course_sessions_id_fk" FOREIGN KEY ("cour_id") REFERENCES "public"."course_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lesson_live_totals" ADD CONSTRAINT "lesson_live_totals_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vod_viewing_totals" ADD CONSTRAINT "vod_viewing_totals_vod_id_vods_id_fk" FOREIGN KEY ("vod_id") REFERENCES "public"."vods"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vod_viewing_totals" ADD CONSTRAINT "vod_viewing_totals_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lesson_live_totals_tenant_idx" ON "lesson_live_totals" USING btree ("tenant_id");--> statement-breakpoint
CREATE INDEX "vod_viewing_totals_tenant_viewers_idx" ON "vod_viewing_totals" USING btree ("tenant_id","viewers" DESC NULLS LAST);--> statement-breakpoint
-- Keeps vod_viewing_totals equal to what watch_records says (schema/viewing-totals.ts): each
-- insert, change of watch_percent or delete of a watch record moves its recording's row by the
-- difference. One row per recording: concurrent saves on one recording queue on it briefly.
-- `p_count` is 1 to count a record, -1 to take one away. Taking away only updates: when a
-- recording is deleted, its totals row and its watch records both go by cascade, in either order.
CREATE FUNCTION vod_viewing_totals_apply(p_vod text, p_tenant text, p_count int, p_percent float8, p_quarter int) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF p_count > 0 THEN
    INSERT INTO vod_viewing_totals AS t (vod_id, tenant_id, viewers, percent_sum, quarter_1, quarter_2, quarter_3, quarter_4, finished)
    VALUES (p_vod, p_tenant, p_count, p_percent,
      (p_quarter = 1)::int * p_count, (p_quarter = 2)::int * p_count, (p_quarter = 3)::int * p_count, (p_quarter = 4)::int * p_count, (p_quarter = 5)::int * p_count)
    ON CONFLICT (vod_id) DO UPDATE SET
      viewers = t.viewers + excluded.viewers,
      percent_sum = t.percent_sum + excluded.percent_sum,
      quarter_1 = t.quarter_1 + excluded.quarter_1,
      quarter_2 = t.quarter_2 + excluded.quarter_2,
      quarter_3 = t.quarter_3 + excluded.quarter_3,
      quarter_4 = t.quarter_4 + excluded.quarter_4,
      finished = t.finished + excluded.finished;
  ELSE
    UPDATE vod_viewing_totals t SET
      viewers = t.viewers + p_count,
      percent_sum = t.percent_sum + p_percent,
      quarter_1 = t.quarter_1 + (p_quarter = 1)::int * p_count,
      quarter_2 = t.quarter_2 + (p_quarter = 2)::int * p_count,
      quarter_3 = t.quarter_3 + (p_quarter = 3)::int * p_count,
      quarter_4 = t.quarter_4 + (p_quarter = 4)::int * p_count,
      finished = t.finished + (p_quarter = 5)::int * p_count
    WHERE t.vod_id = p_vod;
  END IF;
END;
$$;
--> statement-breakpoint
CREATE FUNCTION watch_records_viewing_totals() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM vod_viewing_totals_apply(OLD.vod_id, OLD.tenant_id, -1, -OLD.watch_percent, width_bucket(OLD.watch_percent, 0, 1, 4));
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    PERFORM vod_viewing_totals_apply(NEW.vod_id, NEW.tenant_id, 1, NEW.watch_percent, width_bucket(NEW.watch_percent, 0, 1, 4));
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER watch_records_viewing_totals_insert_delete AFTER INSERT OR DELETE ON watch_records
  FOR EACH ROW EXECUTE FUNCTION watch_records_viewing_totals();
--> statement-breakpoint
-- A save that keeps the same percent (a pause, a seek back) touches nothing.
CREATE TRIGGER watch_records_viewing_totals_update AFTER UPDATE OF watch_percent, vod_id ON watch_records
  FOR EACH ROW WHEN (OLD.watch_percent IS DISTINCT FROM NEW.watch_percent OR OLD.vod_id IS DISTINCT FROM NEW.vod_id)
  EXECUTE FUNCTION watch_records_viewing_totals();
--> statement-breakpoint
CREATE FUNCTION live_views_viewing_totals() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO lesson_live_totals AS t (cour_id, tenant_id, viewers) VALUES (NEW.cour_id, NEW.tenant_id, 1)
    ON CONFLICT (cour_id) DO UPDATE SET viewers = t.viewers + 1;
  ELSE
    UPDATE lesson_live_totals SET viewers = viewers - 1 WHERE cour_id = OLD.cour_id;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER live_views_viewing_totals AFTER INSERT OR DELETE ON live_views
  FOR EACH ROW EXECUTE FUNCTION live_views_viewing_totals();
--> statement-breakpoint
INSERT INTO vod_viewing_totals (vod_id, tenant_id, viewers, percent_sum, quarter_1, quarter_2, quarter_3, quarter_4, finished)
SELECT vod_id, tenant_id, count(*), sum(watch_percent),
  count(*) FILTER (WHERE width_bucket(watch_percent, 0, 1, 4) = 1),
  count(*) FILTER (WHERE width_bucket(watch_percent, 0, 1, 4) = 2),
  count(*) FILTER (WHERE width_bucket(watch_percent, 0, 1, 4) = 3),
  count(*) FILTER (WHERE width_bucket(watch_percent, 0, 1, 4) = 4),
  count(*) FILTER (WHERE width_bucket(watch_percent, 0, 1, 4) = 5)
FROM watch_records GROUP BY vod_id, tenant_id;
--> statement-breakpoint
INSERT INTO lesson_live_totals (cour_id, tenant_id, viewers)
SELECT cour_id, tenant_id, count(*) FROM live_views GROUP BY cour_id, tenant_id;
