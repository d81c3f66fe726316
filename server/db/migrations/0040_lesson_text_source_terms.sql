-- The search inside lessons asks one source's pieces for a keyword through one GIN index of
-- (source_id, terms); btree_gin gives text a GIN operator class (trusted: no superuser needed).
-- PGlite loads btree_gin in server/db/pglite-thread.mjs. Nothing searched the pieces' terms alone.
CREATE EXTENSION IF NOT EXISTS btree_gin;--> statement-breakpoint
DROP INDEX "lesson_texts_terms_idx";--> statement-breakpoint
CREATE INDEX "lesson_texts_source_terms_idx" ON "lesson_texts" USING gin ("source_id","terms");
