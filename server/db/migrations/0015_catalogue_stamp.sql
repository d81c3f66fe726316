-- The catalogue caches' stamp (docs/search.md "Caches"): one row, bumped in the writing
-- transaction by any statement that can change what search and the lists answer. A process
-- reads it before each catalogue call and drops its caches when it moved, so a new enrolment,
-- a class's visibility or a new recording shows at once in every process sharing the database.
-- Deferred row triggers: the row is locked at commit only, so a writer never holds it while it
-- waits for other locks (no deadlock), and a transaction-local flag bumps it once per transaction
-- (a bulk insert costs one update). Column lists keep the frequent counters (hot score, view and
-- recording counts) out.
CREATE TABLE "catalogue_stamp" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL CHECK ("id" = 1),
	"stamp" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
INSERT INTO "catalogue_stamp" ("id", "stamp") VALUES (1, 0);
--> statement-breakpoint
CREATE FUNCTION catalogue_stamp_bump() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF coalesce(current_setting('lectern.catalogue_stamped', true), '') = '' THEN
    UPDATE catalogue_stamp SET stamp = stamp + 1 WHERE id = 1;
    PERFORM set_config('lectern.catalogue_stamped', 'yes', true);
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER enrolments_catalogue_stamp AFTER INSERT OR UPDATE OR DELETE ON enrolments
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION catalogue_stamp_bump();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER user_roles_catalogue_stamp AFTER INSERT OR UPDATE OR DELETE ON user_roles
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION catalogue_stamp_bump();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER role_resources_catalogue_stamp AFTER INSERT OR UPDATE OR DELETE ON role_resources
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION catalogue_stamp_bump();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER resources_catalogue_stamp AFTER INSERT OR UPDATE OR DELETE ON resources
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION catalogue_stamp_bump();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER search_texts_catalogue_stamp AFTER INSERT OR UPDATE OR DELETE ON search_texts
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION catalogue_stamp_bump();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER organisations_catalogue_stamp AFTER INSERT OR UPDATE OR DELETE ON organisations
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION catalogue_stamp_bump();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER teaching_class_tags_catalogue_stamp AFTER INSERT OR UPDATE OR DELETE ON teaching_class_tags
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION catalogue_stamp_bump();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER teaching_classes_catalogue_stamp
  AFTER INSERT OR DELETE OR UPDATE OF id, tenant_id, subj_id, teacher_id, acte_id, orga_id, visibility ON teaching_classes
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION catalogue_stamp_bump();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER course_sessions_catalogue_stamp
  AFTER INSERT OR DELETE OR UPDATE OF id, tenant_id, tecl_id, clro_id, begin_time, end_time, is_live ON course_sessions
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION catalogue_stamp_bump();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER vods_catalogue_stamp
  AFTER INSERT OR DELETE OR UPDATE OF id, tenant_id, tecl_id, cour_id, status, created_at ON vods
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION catalogue_stamp_bump();
