import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../server/db/client';
import { rowsOf } from '../../server/db/sql-rows';
import { CAPTION_ORIGIN, CAPTION_STATUS, LESSON_TEXT_KIND, VOD_STATUS, type LessonTextKind } from '../../server/db/schema';
import { writeLessonTextDocs } from '../../server/lesson-text/lesson-text-docs';
import { termsOf, tsvectorOf } from '../../server/lesson-text/text-terms';
import { NOTE_STATUS } from '../../src/constants';
import {
  CUES_PER_TOPIC,
  FIELD_NAMES,
  GENERAL,
  GENERAL_CUES,
  NOTES_PER_TOPIC,
  POOL,
  RARE,
  SLIDES_PER_TOPIC,
  corpusPieces,
} from './lesson-corpus';
import { TOPICS_PER_FIELD } from './lesson-corpus-terms';

/**
 * Lesson-hours of searchable text (docs/bench.md "Search inside lessons"), written into
 * `lesson_texts` as replaceLessonTexts writes them (the same columns, each text's tsvector from
 * text-terms.ts), fast enough for tens of thousands of lesson-hours: each distinct sentence of the
 * corpus (lesson-corpus.ts) is tokenized once in this process, then set-based INSERT … SELECT
 * statements deal them out to the lessons. tests/unit/bench-lesson-texts.test.ts checks rows
 * against replaceLessonTexts and indexNote. Each source's digest (lesson_text_docs) is then written
 * by the app's own statement (writeLessonTextDocs), as replaceLessonTexts writes it.
 *
 * A lesson-hour is one ready recording with its slides (from its screen), one caption track (three
 * in five published by a person, the others a speech engine's draft: searched as a transcript) and
 * a few notes of students enrolled in its class (drafts, handed in, released). Each lesson is
 * about two terms of its class's field (its topics): most of what is shown and said is about them,
 * about two in five cues are talk of no field, a few cues touch the field's other terms.
 */

export type LessonShape = { slides: number; cues: number; notes: number };

/** An hour as recorded: a slide every 90 s, a cue every 4 s (about 15 characters or 10 words), two students' notes. */
export const LESSON_HOUR: LessonShape = { slides: 40, cues: 900, notes: 2 };
const HOUR_MS = 3_600_000;

/** Shares of an hour's cues, in percent: talk of no field, the first topic, the second; the rest any term of the field. */
const GENERAL_SHARE = 40;
const FIRST_TOPIC_SHARE = 22;
const SECOND_TOPIC_SHARE = 22;
/**
 * One lesson in this many opens with the rare slide (lesson-corpus.ts RARE_SLIDE): the 8th, the
 * 1,008th…, so any run of 8 lessons or more has it.
 */
const RARE_EVERY = 1_000;
const RARE_AT = 7;
/** A prime: the part of a cue's hash that picks "any term of the field" is not the one that picks the sentence. */
const ANY_TOPIC_STRIDE = 997;
/** One recording in this many is hidden (seen only by its class's teacher and administrators). */
const HIDDEN_EVERY = 37;
/** Of five tracks, this many are a speech engine's drafts (transcripts); the others published captions. */
const TRANSCRIPTS_OF_FIVE = 2;
/** Lessons per INSERT: about 240,000 rows of an hour each. */
const BATCH_LESSONS = 250;
const PIECES_PER_STATEMENT = 5_000;

export type GeneratedLessons = {
  lessonHours: number;
  /** The recordings that hold them. */
  vodIds: string[];
  rows: number;
  /** The student who wrote most of the generated notes, and the teacher of most generated lessons. */
  student: string;
  teacher: string;
  seconds: number;
};

/** An integer of this file written into the SQL: casts on parameters would hide what the statements compute. */
const int = (value: number) => sql.raw(String(Math.trunc(value)));

/** A non-negative 32-bit hash of `value` (hashtext is PostgreSQL's and PGlite's alike). */
const hashOf = (value: SQL) => sql`(hashtext(${value})::bigint + 2147483648)`;

async function loadPieces(db: Db, log: (line: string) => void): Promise<void> {
  const started = Date.now();
  const pieces = corpusPieces().map((piece) => ({ ...piece, terms: tsvectorOf(termsOf(piece.text)) }));
  log(`lesson texts: ${pieces.length} distinct sentences tokenized in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  await db.execute(sql`drop table if exists bench_pieces`);
  await db.execute(sql`create table bench_pieces (pool text not null, field int not null, topic int not null, n int not null,
    text text not null, terms tsvector not null, primary key (pool, field, topic, n))`);
  for (let i = 0; i < pieces.length; i += PIECES_PER_STATEMENT)
    await db.execute(sql`insert into bench_pieces select * from json_to_recordset(${JSON.stringify(pieces.slice(i, i + PIECES_PER_STATEMENT))}::json)
      as x(pool text, field int, topic int, n int, text text, terms tsvector)`);
}

/** The field of a subject: the large campus names its subjects after a field; any other gets one by its name's hash. */
function fieldOf(subjName: string, hash: number): number {
  const named = FIELD_NAMES.findIndex((field) => subjName.startsWith(field));
  return named >= 0 ? named : hash % FIELD_NAMES.length;
}

/** The `lessonHours` ready recordings, of those with no text yet, that get an hour each: spread over every class by a hash of their id. */
async function chooseLessons(db: Db, lessonHours: number): Promise<string[]> {
  const chosen = await rowsOf<{ vod_id: string; subj_name: string; h: number }>(
    db,
    sql`select v.id as vod_id, s.name as subj_name, ${hashOf(sql`v.id`)}::float8 as h
      from vods v join teaching_classes tc on tc.id = v.tecl_id join subjects s on s.id = tc.subj_id
      where v.status = ${VOD_STATUS.ready} and not exists (select 1 from lesson_texts t where t.vod_id = v.id)
        and not exists (select 1 from caption_tracks t where t.vod_id = v.id)
      order by ${hashOf(sql`v.id`)}, v.id limit ${lessonHours}`,
  );
  if (chosen.length < lessonHours)
    throw new Error(`bench: ${lessonHours} lesson-hours asked, ${chosen.length} ready recordings to hold them`);
  const lessons = chosen.map((row, n) => {
    const topicA = Math.floor(row.h / 7) % TOPICS_PER_FIELD;
    return {
      n,
      vod_id: row.vod_id,
      field: fieldOf(row.subj_name, row.h),
      topic_a: topicA,
      topic_b: (topicA + 1 + (Math.floor(row.h / 61) % (TOPICS_PER_FIELD - 1))) % TOPICS_PER_FIELD,
    };
  });
  await db.execute(sql`drop table if exists bench_lessons`);
  await db.execute(sql`create table bench_lessons (n int primary key, vod_id text not null, tenant_id text not null, tecl_id text not null,
    cour_id text, field int not null, topic_a int not null, topic_b int not null, track_id text not null, track_kind text not null)`);
  await db.execute(sql`insert into bench_lessons
    select x.n, x.vod_id, v.tenant_id, v.tecl_id, v.cour_id, x.field, x.topic_a, x.topic_b,
      (md5('bench-track-' || x.vod_id))::uuid::text as track_id,
      case when x.n % 5 < ${int(TRANSCRIPTS_OF_FIVE)} then ${LESSON_TEXT_KIND.transcript} else ${LESSON_TEXT_KIND.caption} end as track_kind
    from json_to_recordset(${JSON.stringify(lessons)}::json) as x(n int, vod_id text, field int, topic_a int, topic_b int)
    join vods v on v.id = x.vod_id`);
  return lessons.map((lesson) => lesson.vod_id);
}

/** The recordings an hour long, a few hidden; their tracks; their notes (bench_notes says which passages each holds). */
async function addSources(db: Db, shape: LessonShape): Promise<void> {
  await db.execute(sql`update vods set duration_s = ${int(HOUR_MS / 1000)}, hidden = (l.n % ${int(HIDDEN_EVERY)} = ${int(HIDDEN_EVERY - 1)})
    from bench_lessons l where vods.id = l.vod_id`);
  await db.execute(sql`insert into caption_tracks (id, tenant_id, vod_id, language, origin, engine, status, cues)
    select track_id, tenant_id, vod_id,
      case when track_kind = ${LESSON_TEXT_KIND.transcript} then 'en' else 'zh' end,
      case when track_kind = ${LESSON_TEXT_KIND.transcript} then ${CAPTION_ORIGIN.automatic} else ${CAPTION_ORIGIN.human} end,
      case when track_kind = ${LESSON_TEXT_KIND.transcript} then 'pocketsphinx' end,
      case when track_kind = ${LESSON_TEXT_KIND.transcript} then ${CAPTION_STATUS.draft} else ${CAPTION_STATUS.published} end,
      '[]'::jsonb
    from bench_lessons`);
  // The j-th note of a lesson is by the j-th of its class's students (in a hash order), about one of its topics.
  await db.execute(sql`drop table if exists bench_notes`);
  await db.execute(sql`create table bench_notes (note_id text primary key, tenant_id text not null, tecl_id text not null,
    vod_id text not null, cour_id text, field int not null, topic int not null, user_id text not null, pick int not null,
    at_s int not null, status int not null)`);
  await db.execute(sql`insert into bench_notes
    select (md5('bench-note-' || l.vod_id || '-' || j))::uuid::text as note_id, l.tenant_id, l.tecl_id, l.vod_id, l.cour_id, l.field,
      case when j % 2 = 0 then l.topic_a else l.topic_b end as topic, s.student_id as user_id,
      ${hashOf(sql`l.vod_id || '/note/' || j`)} % ${int(NOTES_PER_TOPIC)} as pick,
      (${hashOf(sql`l.vod_id || '/at/' || j`)} % ${int(HOUR_MS / 1000)})::int as at_s,
      case when j % 2 = 0 then ${int(NOTE_STATUS.draft)} when l.n % 2 = 0 then ${int(NOTE_STATUS.released)} else ${int(NOTE_STATUS.pending)} end as status
    from bench_lessons l cross join generate_series(0, ${int(shape.notes - 1)}) as j
    join lateral (select e.student_id from enrolments e where e.tecl_id = l.tecl_id
      order by hashtext(e.student_id || l.vod_id), e.student_id offset j limit 1) s on true`);
  const timeString = sql`lpad((n.at_s / 3600)::text, 2, '0') || ':' || lpad((n.at_s / 60 % 60)::text, 2, '0') || ':' || lpad((n.at_s % 60)::text, 2, '0')`;
  const part = (pool: string) =>
    sql`(select text from bench_pieces p where p.pool = ${pool} and p.field = n.field and p.topic = n.topic and p.n = n.pick)`;
  await db.execute(sql`insert into notes (id, tenant_id, user_id, vod_id, cour_id, title, content, status)
    select n.note_id, n.tenant_id, n.user_id, n.vod_id, n.cour_id, ${part(POOL.noteTitle)},
      jsonb_build_array(
        jsonb_build_object('type', 'mark-time-card', 'timeString', ${timeString}, 'content', ${part(POOL.noteRemark)},
          'children', jsonb_build_array(jsonb_build_object('text', ''))),
        jsonb_build_object('type', 'paragraph', 'children', jsonb_build_array(jsonb_build_object('text', ${part(POOL.noteParagraph)})))),
      n.status
    from bench_notes n`);
}

const COLUMNS = sql`(tenant_id, tecl_id, vod_id, cour_id, kind, source_id, start_ms, end_ms, text, terms)`;

/** The rows of lessons [from, to): slides, cues, notes' passages. */
function textStatements(shape: LessonShape, from: number, to: number): SQL[] {
  const slideMs = Math.floor(HOUR_MS / shape.slides);
  const cueMs = Math.floor(HOUR_MS / shape.cues);
  const inBatch = sql`l.n >= ${int(from)} and l.n < ${int(to)}`;
  const rareSlide = sql`k = 0 and l.n % ${int(RARE_EVERY)} = ${int(RARE_AT)}`;
  const slides = sql`insert into lesson_texts ${COLUMNS}
    select l.tenant_id, l.tecl_id, l.vod_id, l.cour_id, ${LESSON_TEXT_KIND.slide}, l.vod_id, k * ${int(slideMs)}, (k + 1) * ${int(slideMs)}, p.text, p.terms
    from bench_lessons l cross join generate_series(0, ${int(shape.slides - 1)}) as k
    join bench_pieces p on p.pool = ${POOL.slide}
      and p.field = case when ${rareSlide} then ${int(RARE)} else l.field end
      and p.topic = case when ${rareSlide} then ${int(RARE)} when k < ${int(Math.ceil(shape.slides / 2))} then l.topic_a else l.topic_b end
      and p.n = case when ${rareSlide} then 0 else ${hashOf(sql`l.vod_id || '/slide/' || k`)} % ${int(SLIDES_PER_TOPIC)} end
    where ${inBatch} order by l.n, k`;
  // One hash per cue: its hundreds say what the cue is about, the rest which sentence.
  const share = sql`(c.h % 100)`;
  const rest = sql`(c.h / 100)`;
  const isGeneral = sql`${share} < ${int(GENERAL_SHARE)}`;
  const cues = sql`insert into lesson_texts ${COLUMNS}
    select c.tenant_id, c.tecl_id, c.vod_id, c.cour_id, c.track_kind, c.track_id, c.k * ${int(cueMs)}, (c.k + 1) * ${int(cueMs)}, p.text, p.terms
    from (select l.*, k, ${hashOf(sql`l.vod_id || '/cue/' || k`)} as h
      from bench_lessons l cross join generate_series(0, ${int(shape.cues - 1)}) as k where ${inBatch}) c
    join bench_pieces p on p.pool = ${POOL.cue}
      and p.field = case when ${isGeneral} then ${int(GENERAL)} else c.field end
      and p.topic = case when ${isGeneral} then ${int(GENERAL)}
        when ${share} < ${int(GENERAL_SHARE + FIRST_TOPIC_SHARE)} then c.topic_a
        when ${share} < ${int(GENERAL_SHARE + FIRST_TOPIC_SHARE + SECOND_TOPIC_SHARE)} then c.topic_b
        else (${rest} / ${int(ANY_TOPIC_STRIDE)}) % ${int(TOPICS_PER_FIELD)} end
      and p.n = ${rest} % case when ${isGeneral} then ${int(GENERAL_CUES)} else ${int(CUES_PER_TOPIC)} end
    order by c.n, c.k`;
  // notePassages: the title at the first time card, the card's remark and the paragraph after it at the card.
  const notes = sql`insert into lesson_texts ${COLUMNS}
    select n.tenant_id, n.tecl_id, n.vod_id, n.cour_id, ${LESSON_TEXT_KIND.note}, n.note_id, n.at_s * 1000, n.at_s * 1000, p.text, p.terms
    from bench_notes n join bench_lessons l on l.vod_id = n.vod_id
    join bench_pieces p on p.pool in (${POOL.noteTitle}, ${POOL.noteRemark}, ${POOL.noteParagraph})
      and p.field = n.field and p.topic = n.topic and p.n = n.pick
    where ${inBatch} order by l.n, n.note_id, p.pool`;
  return [slides, cues, notes];
}

/**
 * The indexes of `table` (lesson_texts, lesson_text_docs; its key too unless `keepKey`): dropped
 * during the load and built after it, each in one pass (a GIN index built whole is also what a campus gets after a REINDEX). Their
 * definitions as the database itself writes them, so they come back exactly as the migrations made
 * them.
 */
async function dropIndexes(db: Db, table: string, options: { keepKey?: boolean } = {}): Promise<SQL[]> {
  const [key] = await rowsOf<{ name: string; definition: string }>(
    db,
    sql`select conname as name, pg_get_constraintdef(oid) as definition from pg_constraint
      where conrelid = ${table}::regclass and contype = 'p'`,
  );
  const indexes = await rowsOf<{ name: string; definition: string }>(
    db,
    sql`select indexname as name, indexdef as definition from pg_indexes
      where schemaname = current_schema() and tablename = ${table} and indexname <> ${key!.name}`,
  );
  for (const { name } of indexes) await db.execute(sql`drop index ${sql.identifier(name)}`);
  const builds = indexes.map(({ definition }) => sql.raw(definition));
  if (options.keepKey === true) return builds;
  await db.execute(sql`alter table ${sql.identifier(table)} drop constraint ${sql.identifier(key!.name)}`);
  return [sql`alter table ${sql.identifier(table)} add constraint ${sql.identifier(key!.name)} ${sql.raw(key!.definition)}`, ...builds];
}

/**
 * The digests of lessons [from, to) (lesson_text_docs), by the app's own statement
 * (writeLessonTextDocs, as replaceLessonTexts runs it), once lesson_texts has its indexes again:
 * it reads each source's rows by their key.
 */
async function writeDigests(db: Db, from: number, to: number): Promise<void> {
  const sources = await rowsOf<{ kind: LessonTextKind; ids: string[] }>(
    db,
    sql`select kind, array_agg(source_id order by source_id) as ids from (
        select ${LESSON_TEXT_KIND.slide} as kind, l.vod_id as source_id from bench_lessons l where l.n >= ${int(from)} and l.n < ${int(to)}
        union all select l.track_kind, l.track_id from bench_lessons l where l.n >= ${int(from)} and l.n < ${int(to)}
        union all select ${LESSON_TEXT_KIND.note}, n.note_id from bench_notes n join bench_lessons l on l.vod_id = n.vod_id
          where l.n >= ${int(from)} and l.n < ${int(to)}
      ) s group by kind order by kind`,
  );
  await db.transaction(async (tx) => {
    await tx.execute(sql`set local work_mem = '512MB'`);
    for (const { kind, ids } of sources) await writeLessonTextDocs(tx, kind, ids);
  });
}

/** Runs `builds` (the statements dropIndexes answered) in one transaction with room to sort. */
async function buildAll(db: Db, builds: SQL[]): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`set local maintenance_work_mem = '1GB'`);
    for (const build of builds) await tx.execute(build);
  });
}

/** `lessonHours` lesson-hours of text on the ready recordings of `db` (at least that many must exist). */
export async function generateLessonTexts(
  db: Db,
  options: { lessonHours: number; shape?: LessonShape; log: (line: string) => void },
): Promise<GeneratedLessons> {
  const { lessonHours, log } = options;
  const shape = options.shape ?? LESSON_HOUR;
  const started = Date.now();
  const seconds = () => (Date.now() - started) / 1000;
  await loadPieces(db, log);
  const vodIds = await chooseLessons(db, lessonHours);
  await addSources(db, shape);
  const textIndexes = await dropIndexes(db, 'lesson_texts');
  // The digests keep their key: writeLessonTextDocs's INSERT names it (ON CONFLICT).
  const digestIndexes = await dropIndexes(db, 'lesson_text_docs', { keepKey: true });
  let rows = 0;
  for (let from = 0; from < lessonHours; from += BATCH_LESSONS) {
    const to = Math.min(lessonHours, from + BATCH_LESSONS);
    await db.transaction(async (tx) => {
      // The rows point at recordings, classes and lessons read from those tables: the foreign keys' checks are left out.
      await tx.execute(sql`set local session_replication_role = replica`);
      // Each lesson's rows together, as its jobs write them: sorted in memory.
      await tx.execute(sql`set local work_mem = '512MB'`);
      for (const statement of textStatements(shape, from, to)) {
        const result = (await tx.execute(statement)) as unknown as { count?: number; affectedRows?: number };
        rows += result.count ?? result.affectedRows ?? 0;
      }
    });
    log(
      `lesson texts: ${to.toLocaleString('en')}/${lessonHours.toLocaleString('en')} lesson-hours, ` +
        `${rows.toLocaleString('en')} rows, ${seconds().toFixed(0)} s`,
    );
  }
  await buildAll(db, textIndexes);
  log(`lesson texts: indexes built, ${seconds().toFixed(0)} s`);
  for (let from = 0; from < lessonHours; from += BATCH_LESSONS) await writeDigests(db, from, Math.min(lessonHours, from + BATCH_LESSONS));
  await buildAll(db, digestIndexes);
  log(`lesson texts: digests written and indexed, ${seconds().toFixed(0)} s`);
  const [student] = await rowsOf<{ id: string }>(
    db,
    sql`select user_id as id from bench_notes group by user_id order by count(*) desc, user_id limit 1`,
  );
  const [teacher] = await rowsOf<{ id: string }>(
    db,
    sql`select tc.teacher_id as id from bench_lessons l join teaching_classes tc on tc.id = l.tecl_id
      group by tc.teacher_id order by count(*) desc, tc.teacher_id limit 1`,
  );
  for (const table of ['bench_pieces', 'bench_lessons', 'bench_notes']) await db.execute(sql`drop table ${sql.identifier(table)}`);
  // Statistics for the planner, and the visibility map a table gets from autovacuum soon after such a load.
  await db.execute(sql`vacuum analyze lesson_texts`);
  await db.execute(sql`vacuum analyze lesson_text_docs`);
  await db.execute(sql`analyze vods, caption_tracks, notes`);
  log(`lesson texts: ${lessonHours.toLocaleString('en')} lesson-hours, ${rows.toLocaleString('en')} rows in ${seconds().toFixed(0)} s`);
  return { lessonHours, vodIds, rows, student: student!.id, teacher: teacher!.id, seconds: seconds() };
}
