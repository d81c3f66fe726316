ALTER TABLE "vods" ADD COLUMN "hidden" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- A hidden recording is no class's ready recording for the catalogue (docs/admin.md "Publishing
-- or hiding a recording"): the recorded counters count published ones only.
CREATE OR REPLACE FUNCTION tecl_recorded_stats_refresh(changed text[]) RETURNS void LANGUAGE sql AS $$
  UPDATE teaching_classes t
  SET ready_vod_count = s.n, last_recorded_at = s.last
  FROM (
    SELECT c.id, coalesce(x.n, 0) AS n, x.last
    FROM unnest(changed) AS c(id)
    LEFT JOIN LATERAL (
      SELECT count(*)::int AS n, max(v.created_at) AS last FROM vods v WHERE v.tecl_id = c.id AND v.status = 'ready' AND NOT v.hidden
    ) x ON true
  ) s
  WHERE t.id = s.id;
$$;
--> statement-breakpoint
-- Hiding or publishing changes what search and the lists answer: it moves the catalogue stamp.
DROP TRIGGER vods_catalogue_stamp ON vods;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER vods_catalogue_stamp
  AFTER INSERT OR DELETE OR UPDATE OF id, tenant_id, tecl_id, cour_id, status, hidden, created_at ON vods
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION catalogue_stamp_bump();
