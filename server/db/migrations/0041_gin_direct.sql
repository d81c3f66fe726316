-- Every GIN index written directly, without a pending list (server/db/schema/columns.ts GIN_DIRECT,
-- docs/search.md): set on the index in place, then what is queued already is merged, no rebuild.
ALTER INDEX "classrooms_name_trgm_idx" SET (fastupdate = off);--> statement-breakpoint
ALTER INDEX "course_sessions_name_trgm_idx" SET (fastupdate = off);--> statement-breakpoint
ALTER INDEX "subjects_name_trgm_idx" SET (fastupdate = off);--> statement-breakpoint
ALTER INDEX "subjects_name_en_trgm_idx" SET (fastupdate = off);--> statement-breakpoint
ALTER INDEX "teaching_classes_name_trgm_idx" SET (fastupdate = off);--> statement-breakpoint
ALTER INDEX "teaching_classes_course_no_trgm_idx" SET (fastupdate = off);--> statement-breakpoint
ALTER INDEX "search_texts_text_trgm_idx" SET (fastupdate = off);--> statement-breakpoint
ALTER INDEX "lesson_text_docs_terms_idx" SET (fastupdate = off);--> statement-breakpoint
ALTER INDEX "lesson_text_docs_often_idx" SET (fastupdate = off);--> statement-breakpoint
ALTER INDEX "lesson_texts_source_terms_idx" SET (fastupdate = off);--> statement-breakpoint
SELECT gin_clean_pending_list('"classrooms_name_trgm_idx"'::regclass);--> statement-breakpoint
SELECT gin_clean_pending_list('"course_sessions_name_trgm_idx"'::regclass);--> statement-breakpoint
SELECT gin_clean_pending_list('"subjects_name_trgm_idx"'::regclass);--> statement-breakpoint
SELECT gin_clean_pending_list('"subjects_name_en_trgm_idx"'::regclass);--> statement-breakpoint
SELECT gin_clean_pending_list('"teaching_classes_name_trgm_idx"'::regclass);--> statement-breakpoint
SELECT gin_clean_pending_list('"teaching_classes_course_no_trgm_idx"'::regclass);--> statement-breakpoint
SELECT gin_clean_pending_list('"search_texts_text_trgm_idx"'::regclass);--> statement-breakpoint
SELECT gin_clean_pending_list('"lesson_text_docs_terms_idx"'::regclass);--> statement-breakpoint
SELECT gin_clean_pending_list('"lesson_text_docs_often_idx"'::regclass);--> statement-breakpoint
SELECT gin_clean_pending_list('"lesson_texts_source_terms_idx"'::regclass);
