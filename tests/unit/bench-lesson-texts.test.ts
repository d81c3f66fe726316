import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateLessonTexts, type GeneratedLessons } from '../../scripts/bench/lesson-texts-generate';
import { openPglite, type Database } from '../../server/db/client';
import { rowsOf } from '../../server/db/sql-rows';
import { seedDemo } from '../../server/db/seed';
import { replaceLessonTexts } from '../../server/lesson-text/lesson-text-index';
import { indexNote } from '../../server/lesson-text/note-index';
import { VOD_STATUS, vods, type LessonTextKind } from '../../server/db/schema';

/**
 * The bench's generated lesson texts (scripts/bench/lesson-texts-generate.ts, docs/bench.md "Search
 * inside lessons") are what the app itself writes: for a recording's slides, a caption track and a
 * note, the rows the generator wrote equal those replaceLessonTexts (and, for the note, indexNote
 * from the note's own content) writes in their place, and so does each source's digest
 * (lesson_text_docs).
 */
type Row = {
  id: string;
  tenant_id: string;
  tecl_id: string;
  vod_id: string | null;
  cour_id: string | null;
  kind: LessonTextKind;
  source_id: string;
  start_ms: number;
  end_ms: number;
  text: string;
  terms: string;
};

let database: Database;
let generated: GeneratedLessons;
const SHAPE = { slides: 3, cues: 12, notes: 2 };

beforeAll(async () => {
  database = await openPglite(undefined);
  await seedDemo(database.db, { media: null });
  // The demo's recordings all have texts already: three new ones, on a lesson of a class with students, get the hours.
  const [lesson] = await rowsOf<{ tecl_id: string; cour_id: string }>(
    database.db,
    sql`select cs.tecl_id, cs.id as cour_id from course_sessions cs
      where exists (select 1 from enrolments e where e.tecl_id = cs.tecl_id) order by cs.id limit 1`,
  );
  await database.db.insert(vods).values(
    [1, 2, 3].map((n) => ({
      tenantId: '1',
      teclId: lesson!.tecl_id,
      courId: lesson!.cour_id,
      title: `bench ${n}`,
      status: VOD_STATUS.ready,
    })),
  );
  generated = await generateLessonTexts(database.db, { lessonHours: 3, shape: SHAPE, log: () => {} });
  // Seeding the demo campus on PGlite takes a while, much longer on a busy machine.
}, 300_000);

afterAll(async () => {
  await database?.close();
});

const rowsOfSource = (kind: LessonTextKind, sourceId: string) =>
  rowsOf<Row>(
    database.db,
    sql`select id, tenant_id, tecl_id, vod_id, cour_id, kind, source_id, start_ms, end_ms, text, terms::text as terms
      from lesson_texts where kind = ${kind} and source_id = ${sourceId} order by start_ms, text`,
  );
const withoutIds = (rows: Row[]) => rows.map(({ id: _id, ...row }) => row);

/** A source's digest (lesson_text_docs) as text, null without one. */
async function digestOf(kind: LessonTextKind, sourceId: string): Promise<Record<string, unknown> | null> {
  const [row] = await rowsOf<Record<string, unknown>>(
    database.db,
    sql`select tenant_id, tecl_id, vod_id, cour_id, kind, source_id, lesson_at, terms::text as terms, often::text as often
      from lesson_text_docs where kind = ${kind} and source_id = ${sourceId}`,
  );
  return row ?? null;
}

/** The source's rows, then the same pieces written again by replaceLessonTexts: both sets of rows. */
async function rewritten(kind: LessonTextKind, sourceId: string): Promise<{ before: Row[]; after: Row[] }> {
  const before = await rowsOfSource(kind, sourceId);
  const digest = await digestOf(kind, sourceId);
  const [first] = before;
  await replaceLessonTexts(
    database.db,
    { tenantId: first!.tenant_id, teclId: first!.tecl_id, vodId: first!.vod_id, courId: first!.cour_id, kind, sourceId },
    before.map((row) => ({ startMs: row.start_ms, endMs: row.end_ms, text: row.text })),
  );
  // The generator's digest is the one the app writes with the rows.
  expect(digest).not.toBeNull();
  expect(await digestOf(kind, sourceId)).toEqual(digest);
  return { before, after: await rowsOfSource(kind, sourceId) };
}

describe('generated lesson texts', () => {
  it('gives each lesson-hour its slides, cues and notes', async () => {
    const [counts] = await rowsOf<{ slides: number; cues: number; notes: number }>(
      database.db,
      sql`select count(*) filter (where kind = 'slide')::int as slides,
        count(*) filter (where kind in ('caption', 'transcript'))::int as cues,
        count(distinct source_id) filter (where kind = 'note')::int as notes
      from lesson_texts where vod_id in ${generated.vodIds}`,
    );
    expect(counts).toEqual({ slides: 3 * SHAPE.slides, cues: 3 * SHAPE.cues, notes: 3 * SHAPE.notes });
    expect(generated.rows).toBe(3 * (SHAPE.slides + SHAPE.cues + SHAPE.notes * 3));
  });

  it("writes a recording's slides as replaceLessonTexts does", async () => {
    const [{ vod_id: vodId } = { vod_id: '' }] = await rowsOf<{ vod_id: string }>(
      database.db,
      sql`select vod_id from lesson_texts where kind = 'slide' and vod_id in ${generated.vodIds} limit 1`,
    );
    const { before, after } = await rewritten('slide', vodId);
    expect(before).toHaveLength(SHAPE.slides);
    expect(before[0]!.text).toContain('\n');
    expect(withoutIds(after)).toEqual(withoutIds(before));
    for (const row of before) expect(row.id).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("writes a track's cues as replaceLessonTexts does, as captions or as a transcript by the track", async () => {
    const tracks = await rowsOf<{ id: string; kind: LessonTextKind }>(
      database.db,
      sql`select t.id, case when t.status = 'published' then 'caption' else 'transcript' end as kind
        from caption_tracks t where t.vod_id in ${generated.vodIds} order by t.id`,
    );
    expect(tracks).toHaveLength(3);
    for (const track of tracks) {
      const { before, after } = await rewritten(track.kind, track.id);
      expect(before).toHaveLength(SHAPE.cues);
      expect(withoutIds(after)).toEqual(withoutIds(before));
    }
  });

  it("writes a note's passages as indexNote does from the note's own content", async () => {
    const notes = await rowsOf<{ id: string }>(database.db, sql`select id from notes where vod_id in ${generated.vodIds} order by id`);
    expect(notes).toHaveLength(3 * SHAPE.notes);
    for (const { id } of notes) {
      const before = await rowsOfSource('note', id);
      const digest = await digestOf('note', id);
      await indexNote(database.db, id);
      expect(before).toHaveLength(3);
      expect(withoutIds(await rowsOfSource('note', id))).toEqual(withoutIds(before));
      expect(digest).not.toBeNull();
      expect(await digestOf('note', id)).toEqual(digest);
    }
  });

  it('gives every generated source its digest, and the digests their indexes back', async () => {
    const [missing] = await rowsOf<{ n: number }>(
      database.db,
      sql`select count(*)::int as n from (select distinct kind, source_id from lesson_texts where vod_id in ${generated.vodIds}) s
        where not exists (select 1 from lesson_text_docs d where d.kind = s.kind and d.source_id = s.source_id)`,
    );
    expect(missing!.n).toBe(0);
    const indexes = await rowsOf<{ name: string }>(
      database.db,
      sql`select indexname as name from pg_indexes where tablename = 'lesson_text_docs' order by indexname`,
    );
    expect(indexes.map((row) => row.name)).toEqual([
      'lesson_text_docs_kind_source_id_pk',
      'lesson_text_docs_often_idx',
      'lesson_text_docs_tenant_at_idx',
      'lesson_text_docs_terms_idx',
      'lesson_text_docs_vod_idx',
    ]);
  });
});
