CREATE TABLE "lesson_text_docs" (
	"tenant_id" text NOT NULL,
	"tecl_id" text NOT NULL,
	"vod_id" text,
	"cour_id" text,
	"kind" text NOT NULL,
	"source_id" text NOT NULL,
	"lesson_at" timestamp with time zone,
	"terms" "tsvector" NOT NULL,
	"often" "tsvector" NOT NULL,
	CONSTRAINT "lesson_text_docs_kind_source_id_pk" PRIMARY KEY("kind","source_id")
);
--> statement-breakpoint
ALTER TABLE "lesson_text_docs" ADD CONSTRAINT "lesson_text_docs_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lesson_text_docs" ADD CONSTRAINT "lesson_text_docs_tecl_id_teaching_classes_id_fk" FOREIGN KEY ("tecl_id") REFERENCES "public"."teaching_classes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lesson_text_docs" ADD CONSTRAINT "lesson_text_docs_vod_id_vods_id_fk" FOREIGN KEY ("vod_id") REFERENCES "public"."vods"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lesson_text_docs" ADD CONSTRAINT "lesson_text_docs_cour_id_course_sessions_id_fk" FOREIGN KEY ("cour_id") REFERENCES "public"."course_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lesson_text_docs_terms_idx" ON "lesson_text_docs" USING gin ("terms");--> statement-breakpoint
CREATE INDEX "lesson_text_docs_often_idx" ON "lesson_text_docs" USING gin ("often");--> statement-breakpoint
CREATE INDEX "lesson_text_docs_vod_idx" ON "lesson_text_docs" USING btree ("vod_id");--> statement-breakpoint
-- The digests of the pieces already written (docs/search.md "How the search stays fast"): the
-- statement server/lesson-text/lesson-text-docs.ts `digestInsert` runs after every write, over
-- every source at once (tests/api/lesson-text-docs.test.ts compares the two).
INSERT INTO "lesson_text_docs" (tenant_id, tecl_id, vod_id, cour_id, kind, source_id, lesson_at, terms, often)
SELECT s.tenant_id, s.tecl_id, s.vod_id, s.cour_id, s.kind, s.source_id,
  coalesce("course_sessions"."begin_time", "vods"."created_at"),
  array_to_tsvector(s.lexemes || array['#tenant:' || s.tenant_id]), array_to_tsvector(s.often || array['#tenant:' || s.tenant_id])
FROM (
  SELECT l.tenant_id, l.tecl_id, l.vod_id, l.cour_id, l.kind, l.source_id, array_agg(l.lexeme) AS lexemes,
    coalesce(array_agg(l.lexeme) FILTER (WHERE l.pieces >= 3), '{}') AS often
  FROM (
    SELECT t.tenant_id, t.tecl_id, t.vod_id, t.cour_id, t.kind, t.source_id, u.lexeme, count(*) AS pieces
    FROM "lesson_texts" t CROSS JOIN LATERAL unnest(t.terms) AS u
    GROUP BY t.tenant_id, t.tecl_id, t.vod_id, t.cour_id, t.kind, t.source_id, u.lexeme
  ) l
  GROUP BY l.tenant_id, l.tecl_id, l.vod_id, l.cour_id, l.kind, l.source_id
) s
LEFT JOIN "vods" ON "vods"."id" = s.vod_id
LEFT JOIN "course_sessions" ON "course_sessions"."id" = coalesce(s.cour_id, "vods"."cour_id");
