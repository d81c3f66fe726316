ALTER TABLE "teaching_classes" ADD COLUMN "ready_vod_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "teaching_classes" ADD COLUMN "last_recorded_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "teaching_classes_tenant_recorded_idx" ON "teaching_classes" USING btree ("tenant_id","last_recorded_at" DESC NULLS LAST) WHERE "teaching_classes"."ready_vod_count" > 0;--> statement-breakpoint
-- Keeps teaching_classes.ready_vod_count and last_recorded_at equal to what vods says, whoever
-- writes vods (seed, upload, transcoder): one statement-level trigger per event, recomputing only
-- the classes the statement touched.
CREATE FUNCTION tecl_recorded_stats_refresh(changed text[]) RETURNS void LANGUAGE sql AS $$
  UPDATE teaching_classes t
  SET ready_vod_count = s.n, last_recorded_at = s.last
  FROM (
    SELECT c.id, coalesce(x.n, 0) AS n, x.last
    FROM unnest(changed) AS c(id)
    LEFT JOIN LATERAL (
      SELECT count(*)::int AS n, max(v.created_at) AS last FROM vods v WHERE v.tecl_id = c.id AND v.status = 'ready'
    ) x ON true
  ) s
  WHERE t.id = s.id;
$$;
--> statement-breakpoint
CREATE FUNCTION vods_recorded_stats() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM tecl_recorded_stats_refresh(array(SELECT DISTINCT tecl_id FROM new_rows));
  ELSIF TG_OP = 'UPDATE' THEN
    PERFORM tecl_recorded_stats_refresh(array(SELECT tecl_id FROM new_rows UNION SELECT tecl_id FROM old_rows));
  ELSE
    PERFORM tecl_recorded_stats_refresh(array(SELECT DISTINCT tecl_id FROM old_rows));
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER vods_recorded_stats_insert AFTER INSERT ON vods REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION vods_recorded_stats();
--> statement-breakpoint
CREATE TRIGGER vods_recorded_stats_update AFTER UPDATE ON vods REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION vods_recorded_stats();
--> statement-breakpoint
CREATE TRIGGER vods_recorded_stats_delete AFTER DELETE ON vods REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION vods_recorded_stats();
--> statement-breakpoint
UPDATE teaching_classes t
SET ready_vod_count = s.n, last_recorded_at = s.last
FROM (SELECT tecl_id, count(*)::int AS n, max(created_at) AS last FROM vods WHERE status = 'ready' GROUP BY tecl_id) s
WHERE t.id = s.tecl_id;
