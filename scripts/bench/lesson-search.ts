import { availableParallelism, loadavg } from 'node:os';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../../server/db/sql-rows';
import { LESSON_HITS_COUNTED } from '../../src/schemas/lesson-search';
import { openLargePostgres } from './databases';
import { benchLessonMedia, type MediaFigures, type Timed } from './lesson-media';
import { callers, callsOf, timeSearches, type Latencies, type SearchTimings } from './lesson-search-calls';
import { generateLessonTexts, LESSON_HOUR } from './lesson-texts-generate';

/**
 * `npm run bench -- lesson-search` (docs/bench.md "Search inside lessons", issue 31's figures):
 * on PostgreSQL, the large data set with LESSON_SEARCH_HOURS lesson-hours (10,000 unless set) of
 * slides, captions, transcripts and notes generated into it (lesson-texts-generate.ts), the
 * search's p50 and p95 one call at a time and 8 in flight beside a bare indexed lookup
 * (lesson-search-calls.ts), the size of `lesson_texts` per lesson-hour, then reading slides and
 * hearing speech as multiples of real time beside ffmpeg decoding the same media (lesson-media.ts).
 */

/** Issue 31's scale; a smaller one (LESSON_SEARCH_HOURS) is for working on the section and leaves docs/bench.md alone. */
export const ISSUE_LESSON_HOURS = 10_000;
/** Issue 31: the search's p95, one at a time and with 8 in flight, on PostgreSQL. */
const TARGET_P95_MS = 100;

type Sizes = { heap: number; indexes: number; terms: number; total: number; digests: number };
export type LessonSearchFigures = {
  lessonHours: number;
  rows: number;
  generatedS: number;
  loadAverage: number;
  postgres: string;
  sizes: Sizes;
  timings: SearchTimings;
  media: MediaFigures;
};

function lessonHoursAsked(): number {
  const text = process.env.LESSON_SEARCH_HOURS;
  if (text === undefined || text === '') return ISSUE_LESSON_HOURS;
  const hours = Number(text);
  if (!Number.isInteger(hours) || hours < 1) throw new Error(`LESSON_SEARCH_HOURS must be a whole number of lesson-hours, not "${text}"`);
  return hours;
}

export async function benchLessonSearch(log: (line: string) => void): Promise<LessonSearchFigures> {
  const lessonHours = lessonHoursAsked();
  log(`lesson search: the large data set on PostgreSQL, then ${lessonHours.toLocaleString('en')} lesson-hours of text`);
  const { database, dispose } = await openLargePostgres();
  try {
    const { db } = database;
    const generated = await generateLessonTexts(db, { lessonHours, log });
    const [sizes] = await rowsOf<Sizes>(
      db,
      sql`select pg_relation_size('lesson_texts')::float8 as heap, pg_indexes_size('lesson_texts')::float8 as indexes,
        pg_relation_size('lesson_texts_source_terms_idx')::float8 as terms, pg_total_relation_size('lesson_texts')::float8 as total,
        pg_total_relation_size('lesson_text_docs')::float8 as digests`,
    );
    const [server] = await rowsOf<{ version: string }>(db, sql`select current_setting('server_version') as version`);
    const loadAverage = loadavg()[0]!;
    const timings = await timeSearches(db, callsOf(await callers(db, generated.student, generated.teacher)), log);
    log(`lesson search: EXPLAIN (ANALYZE, BUFFERS) of the slowest call, ${timings.slowestPlan}`);
    await dispose();
    const media = await benchLessonMedia(log);
    return {
      lessonHours,
      rows: generated.rows,
      generatedS: generated.seconds,
      loadAverage,
      postgres: server!.version,
      sizes: sizes!,
      timings,
      media,
    };
  } catch (error) {
    await dispose().catch(() => {});
    throw error;
  }
}

const ms = (value: number) => value.toFixed(1);
const met = (ok: boolean) => (ok ? 'met' : 'not met');
const megabytes = (bytes: number) => bytes / 1024 / 1024;

function searchRow(label: string, app: Latencies, bare: Latencies): string {
  return (
    `| ${label} | ${ms(app.p50)} / **${ms(app.p95)}** (${app.calls} calls, ${app.perSecond.toFixed(1)}/s) | ` +
    `≤ ${TARGET_P95_MS}: ${met(app.p95 <= TARGET_P95_MS)} | ${ms(bare.p50)} / ${ms(bare.p95)} (${(app.p95 / bare.p95).toFixed(0)}×) |`
  );
}

/** The work's time as multiples of the media's own length: wall (this machine's cores) and CPU (one core). */
const realTime = (run: Timed, mediaS: number) => `${(run.wallS / mediaS).toFixed(3)} × (CPU ${(run.cpuS / mediaS).toFixed(3)} ×)`;
const perHour = (run: Timed, mediaS: number) =>
  `${((run.wallS / mediaS) * 60).toFixed(1)} min (CPU ${((run.cpuS / mediaS) * 60).toFixed(1)} min)`;

function mediaRows({ ocr, speech }: MediaFigures): string[] {
  const ocrRow =
    typeof ocr === 'string'
      ? `| slide reading | failed: ${ocr} | | |`
      : `| slide reading (readSlides, ${ocr.videoS / 60} min of 720p25 H.264, ${ocr.slides} slides found, ${ocr.titlesRead} of 6 titles read as drawn) | ` +
        `${realTime(ocr.read, ocr.videoS)} | ${perHour(ocr.read, ocr.videoS)} | decoding alone ${realTime(ocr.decode, ocr.videoS)} |`;
  if (typeof speech === 'string') return [ocrRow, `| speech to text | failed: ${speech} | | |`];
  const both: Timed = { wallS: speech.extract.wallS + speech.engine.wallS, cpuS: speech.extract.cpuS + speech.engine.cpuS };
  return [
    ocrRow,
    `| speech to text (extractSpeechAudio + pocketsphinx, ${speech.audioS.toFixed(0)} s of espeak-ng English, ${speech.cues} cues) | ` +
      `${realTime(both, speech.audioS)} | ${perHour(both, speech.audioS)} | decoding the sound alone ${realTime(speech.decode, speech.audioS)}; the engine alone ${realTime(speech.engine, speech.audioS)} |`,
  ];
}

export function formatLessonSearch(figures: LessonSearchFigures): string {
  const { lessonHours, rows, sizes, timings } = figures;
  const perHourMb = megabytes(sizes.total) / lessonHours;
  const toast = sizes.total - sizes.heap - sizes.indexes;
  const lines = [
    `Run of ${new Date().toISOString().slice(0, 10)} on ${availableParallelism()} cores, Node ${process.version}, PostgreSQL ${figures.postgres}, ` +
      `load average ${figures.loadAverage.toFixed(1)} when the searches began: ${lessonHours.toLocaleString('en')} lesson-hours ` +
      `(${LESSON_HOUR.slides} slides, ${LESSON_HOUR.cues} cues, ${LESSON_HOUR.notes} notes each; ${rows.toLocaleString('en')} rows, ` +
      `generated in ${figures.generatedS.toFixed(0)} s) on the large data set; searchMoments in-process, a page of 10 lessons; ` +
      'the bare lookup reads one `lesson_texts` row by its key through the same client.',
    '',
    '| figure | p50 / p95, ms | target | bare lookup p50 / p95, ms (search p95 ÷ bare p95) |',
    '|---|---|---|---|',
    searchRow('search, one at a time', timings.one, timings.bareOne),
    searchRow('search, 8 in flight', timings.inFlight, timings.bareInFlight),
    '',
    `Index size: **${perHourMb.toFixed(2)} MB per lesson-hour** (\`lesson_texts\` in all ${(megabytes(sizes.total) / 1024).toFixed(2)} GB: ` +
      `table ${(megabytes(sizes.heap) / lessonHours).toFixed(2)}, indexes ${(megabytes(sizes.indexes) / lessonHours).toFixed(2)} ` +
      `of which the GIN of sources and terms ${(megabytes(sizes.terms) / lessonHours).toFixed(2)}, TOAST ${(megabytes(toast) / lessonHours).toFixed(2)} MB per lesson-hour; ` +
      `the sources' digests, \`lesson_text_docs\` with its indexes, ${(megabytes(sizes.digests) / lessonHours).toFixed(2)} MB more).`,
    '',
    '| work | × real time, wall (CPU per core) | per lesson-hour, wall (CPU) | baseline in the same run |',
    '|---|---|---|---|',
    ...mediaRows(figures.media),
    '',
    "Per keyword and caller, one at a time (pieces: rows of the caller's tenant holding the keyword, whoever may read them; " +
      `lessons found: the answer's \`total\`, which counts up to ${LESSON_HITS_COUNTED}, "+" past it):`,
    '',
    '| keyword | stands for | caller | pieces | lessons found | p50 / p95, ms |',
    '|---|---|---|---|---|---|',
    ...timings.perCall.map(
      ({ call, matches, lessons, capped, p50, p95 }) =>
        `| ${call.keyword} | ${call.what} | ${call.caller.name} | ${matches.toLocaleString('en')} | ${lessons.toLocaleString('en')}${capped ? '+' : ''} | ${ms(p50)} / ${ms(p95)} |`,
    ),
  ];
  return lines.join('\n');
}
