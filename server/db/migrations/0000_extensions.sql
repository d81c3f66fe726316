-- Trigram search on names (subjects, classes, sessions, classrooms). Runs before the tables so
-- their gin_trgm_ops indexes can be created. PGlite loads pg_trgm in server/db/client.ts.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
