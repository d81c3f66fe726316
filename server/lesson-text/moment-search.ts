import { sql, type SQL } from 'drizzle-orm';
import { MOMENTS_PER_LESSON, type LessonHit, type LessonSearchQuery, type MomentKind } from '../../src/schemas/lesson-search';
import { readableBy, readySeenBy, visibleClasses } from '../access';
import type { AccessClaims } from '../auth/token-signer';
import type { Db } from '../db/client';
import {
  CAPTION_STATUS,
  CAPTION_ORIGIN,
  LESSON_TEXT_KIND,
  captionTracks,
  courseSessions,
  lessonTexts,
  notes,
  subjects,
  teachingClasses,
  users,
  vods,
} from '../db/schema';
import { instantOf, rowsOf } from '../db/sql-rows';
import { emptyPage, pageLimits, type Paged } from '../catalogue/paging';
import { marksOf, parseTextQuery, type TextQuery } from './text-terms';

/**
 * GET /v1/lesson/search (docs/search.md "Inside lessons"): the moments whose slide, caption,
 * transcript or note holds every word of the keyword, grouped by lesson (a recording, or a
 * lesson without one for a note written live), the lessons ordered by their best moment, each
 * with its best MOMENTS_PER_LESSON.
 *
 * Who reads what is decided here, from each piece's source as it is now: slides and cues of a
 * recording the caller may watch (its class visible to them, the recording ready and, when
 * hidden, theirs to manage), captions only once published (a speech engine's draft is searchable
 * as a transcript), notes only as the note itself may be read (its author; released, its class;
 * handed in, its teacher), all within the caller's tenant.
 */

/** Characters of context around the first mark; a cue or a slide shorter than this is shown whole. */
const SNIPPET_BEFORE = 40;
const SNIPPET_LENGTH = 160;

type Row = {
  lesson_key: string;
  total: number;
  kind: string;
  start_ms: number;
  end_ms: number;
  text: string;
  vod_id: string | null;
  cour_id: string | null;
  tecl_id: string;
  title: string;
  subj_name: string;
  teac_name: string;
  cour_begin_time: string | Date | null;
  poster_url: string | null;
};

/** Who may read a piece, by its kind and source. */
function readable(claims: AccessClaims): SQL {
  const visible = visibleClasses(claims) ?? sql`true`;
  const track = sql`exists (select 1 from ${captionTracks} where ${captionTracks.id} = ${lessonTexts.sourceId}
    and (${captionTracks.status} = ${CAPTION_STATUS.published} or ${captionTracks.origin} = ${CAPTION_ORIGIN.automatic}))`;
  const note = sql`exists (select 1 from ${notes} where ${notes.id} = ${lessonTexts.sourceId} and ${readableBy(claims)})`;
  const recording = sql`(${lessonTexts.vodId} is not null and ${readySeenBy(claims)})`;
  return sql`(case ${lessonTexts.kind}
    when ${LESSON_TEXT_KIND.slide} then ${visible} and ${recording}
    when ${LESSON_TEXT_KIND.caption} then ${visible} and ${recording} and ${track}
    when ${LESSON_TEXT_KIND.transcript} then ${visible} and ${recording} and ${track}
    when ${LESSON_TEXT_KIND.note} then ${note} and (${lessonTexts.vodId} is null or ${readySeenBy(claims)})
    else false end)`;
}

/** A short stretch of `text` around its first mark, with the marks inside it moved to match. */
export function snippetOf(text: string, query: TextQuery): { snippet: string; marks: { start: number; end: number }[] } {
  const marks = marksOf(text, query);
  if (text.length <= SNIPPET_LENGTH) return { snippet: text, marks };
  const from = Math.max(0, Math.min((marks[0]?.start ?? 0) - SNIPPET_BEFORE, text.length - SNIPPET_LENGTH));
  const to = Math.min(text.length, from + SNIPPET_LENGTH);
  const lead = from > 0 ? '…' : '';
  const shifted = marks
    .filter((mark) => mark.start >= from && mark.end <= to)
    .map((mark) => ({ start: mark.start - from + lead.length, end: mark.end - from + lead.length }));
  return { snippet: `${lead}${text.slice(from, to)}${to < text.length ? '…' : ''}`, marks: shifted };
}

export async function searchMoments(db: Db, claims: AccessClaims, query: LessonSearchQuery): Promise<Paged<LessonHit>> {
  const parsed = parseTextQuery(query.keyword);
  if (parsed === null) return emptyPage(query);
  const { limit, offset } = pageLimits(query);
  const rows = await rowsOf<Row>(
    db,
    sql`with hits as (
      select ${lessonTexts.kind} as kind, ${lessonTexts.startMs} as start_ms, ${lessonTexts.endMs} as end_ms, ${lessonTexts.text} as text,
        ${lessonTexts.vodId} as vod_id, ${lessonTexts.courId} as cour_id, ${lessonTexts.teclId} as tecl_id,
        coalesce(${lessonTexts.vodId}, 'lesson:' || ${lessonTexts.courId}, 'class:' || ${lessonTexts.teclId}) as lesson_key,
        ts_rank_cd(${lessonTexts.terms}, ${parsed.tsquery}::tsquery)::float8 as rank
      from ${lessonTexts}
      join ${teachingClasses} on ${teachingClasses.id} = ${lessonTexts.teclId}
      left join ${vods} on ${vods.id} = ${lessonTexts.vodId}
      where ${lessonTexts.tenantId} = ${claims.tid} and ${lessonTexts.terms} @@ ${parsed.tsquery}::tsquery and ${readable(claims)}
    ), ranked as (
      select hits.*, row_number() over (partition by lesson_key order by rank desc, start_ms) as nth,
        max(rank) over (partition by lesson_key) as best
      from hits
    ), page as (
      select lesson_key, best, (count(*) over ())::int as total from ranked where nth = 1
      order by best desc, lesson_key limit ${limit} offset ${offset}
    )
    select ranked.lesson_key, page.total, ranked.kind, ranked.start_ms, ranked.end_ms, ranked.text,
      ranked.vod_id, ranked.cour_id, ranked.tecl_id,
      coalesce(${vods.title}, ${courseSessions.courName}, ${teachingClasses.teclName}) as title,
      ${subjects.subjName} as subj_name, ${users.name} as teac_name,
      ${courseSessions.courBeginTime} as cour_begin_time, ${vods.posterUrl} as poster_url
    from ranked join page on page.lesson_key = ranked.lesson_key
    join ${teachingClasses} on ${teachingClasses.id} = ranked.tecl_id
    join ${subjects} on ${subjects.id} = ${teachingClasses.subjId}
    join ${users} on ${users.id} = ${teachingClasses.teacherId}
    left join ${vods} on ${vods.id} = ranked.vod_id
    left join ${courseSessions} on ${courseSessions.id} = coalesce(ranked.cour_id, ${vods.courId})
    where ranked.nth <= ${MOMENTS_PER_LESSON}
    order by page.best desc, ranked.lesson_key, ranked.nth`,
  );
  const lessons = new Map<string, LessonHit>();
  for (const row of rows) {
    const lesson = lessons.get(row.lesson_key) ?? {
      vodId: row.vod_id,
      courId: row.cour_id,
      teclId: row.tecl_id,
      title: row.title,
      subjName: row.subj_name,
      teacName: row.teac_name,
      courBeginTime: instantOf(row.cour_begin_time),
      posterUrl: row.poster_url,
      moments: [],
    };
    lesson.moments.push({
      kind: row.kind as MomentKind,
      atS: row.start_ms / 1000,
      endS: row.end_ms / 1000,
      ...snippetOf(row.text, parsed),
    });
    lessons.set(row.lesson_key, lesson);
  }
  return {
    records: [...lessons.values()],
    total: rows[0]?.total ?? 0,
    pageIndex: query['page.pageIndex'],
    pageSize: query['page.pageSize'],
  };
}
