-- What "search my notes" matches (docs/notes.md "Finding notes"): the title, then one line per
-- block holding its text runs joined as typed and a time card's remark. Only `text` and
-- `content` values are read, so a JSON key or element type ("paragraph") never matches. Lax paths
-- make any jsonb shape yield text rather than an error, so no insert can fail here.
CREATE FUNCTION note_search_text(title text, content jsonb) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE RETURNS NULL ON NULL INPUT AS $$
  SELECT concat_ws(E'\n', title, (
    SELECT string_agg(nullif(concat_ws(E'\n',
        (SELECT nullif(string_agg(run #>> '{}', ''), '') FROM jsonb_path_query(block, 'lax $.children[*].text') AS run),
        nullif(block ->> 'content', '')), ''), E'\n')
    FROM jsonb_path_query(content, 'lax $[*]') AS block))
$$;
--> statement-breakpoint
ALTER TABLE "notes" ADD COLUMN "search_text" text GENERATED ALWAYS AS (note_search_text("title", "content")) STORED;
