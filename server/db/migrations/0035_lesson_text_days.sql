CREATE INDEX "lesson_text_docs_tenant_at_idx" ON "lesson_text_docs" USING btree ("tenant_id","lesson_at" DESC NULLS LAST);--> statement-breakpoint
-- Each digest names its tenant and its lesson's day (docs/search.md "How the search stays fast"):
-- a search for a word said in most lessons asks the GIN index for the latest days' digests alone. The statement
-- server/lesson-text/lesson-text-docs.ts `digestInsert` writes it with every digest from now on.
UPDATE "lesson_text_docs" SET
  terms = terms || array_to_tsvector(array['#day:' || tenant_id || ':' || to_char(lesson_at AT TIME ZONE 'UTC', 'YYYY-MM-DD')]),
  often = often || array_to_tsvector(array['#day:' || tenant_id || ':' || to_char(lesson_at AT TIME ZONE 'UTC', 'YYYY-MM-DD')])
WHERE lesson_at IS NOT NULL;
