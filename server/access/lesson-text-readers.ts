import { sql, type SQL } from 'drizzle-orm';
import type { AccessClaims } from '../auth/token-signer';
import { CAPTION_ORIGIN, CAPTION_STATUS, LESSON_TEXT_KIND, captionTracks, lessonTextDocs, lessonTexts, notes } from '../db/schema';
import { readableBy } from './note-readers';
import { publishedReady, readySeenBy } from './recording-visibility';
import { visibleClasses } from './visible-classes';

/**
 * Who reads a piece of a lesson's text (docs/search.md "Inside lessons: who finds what",
 * docs/player-texts.md), decided from its source as it is at that moment, in the statement that
 * reads it: a row of `lesson_texts` carries no permission of its own, nor does its source's digest
 * in `lesson_text_docs`. Each condition is on the row's kind, source and recording, joined to its
 * class (`teaching_classes`) and, left, to its recording (`vods`); the tenant is the query's own
 * condition. Every piece of a source shares those columns with its digest, so the one rule read on
 * either table decides alike.
 */

/** The columns a rule reads: a piece's (`lesson_texts`, the default) or a source digest's (`lesson_text_docs`). */
export const PIECE_COLUMNS = { kind: lessonTexts.kind, sourceId: lessonTexts.sourceId, vodId: lessonTexts.vodId } as const;
export const DIGEST_COLUMNS = { kind: lessonTextDocs.kind, sourceId: lessonTextDocs.sourceId, vodId: lessonTextDocs.vodId } as const;
type Columns = typeof PIECE_COLUMNS | typeof DIGEST_COLUMNS;

/*
 * The track's and the note's EXISTS end in OFFSET 0 to stay what they say, a look-up of one row
 * by its key: without it PostgreSQL may turn each into a hashed set of every readable track or
 * note of the tenant, built on every call (25 ms at the bench's 10,000 lesson-hours) for the
 * hundred or so sources a search decides.
 */

/**
 * A caption track's cues are read as captions once it is published; a speech engine's draft as a
 * transcript (never shown as captions until a person publishes it); a person's draft not at all.
 */
const trackRead = (of: Columns) => sql`exists (select 1 from ${captionTracks} where ${captionTracks.id} = ${of.sourceId}
  and (${captionTracks.status} = ${CAPTION_STATUS.published} or ${captionTracks.origin} = ${CAPTION_ORIGIN.automatic}) offset 0)`;

/**
 * The rule per kind: what the recording's slides and tracks need (written once: the planner works
 * through each copy of it), a track's own state besides, and what a note needs.
 */
const byKind = (of: Columns, recording: SQL, note: SQL): SQL => sql`(case
  when ${of.kind} = ${LESSON_TEXT_KIND.note} then ${note}
  when ${of.kind} in (${LESSON_TEXT_KIND.slide}, ${LESSON_TEXT_KIND.caption}, ${LESSON_TEXT_KIND.transcript})
    then ${recording} and (${of.kind} = ${LESSON_TEXT_KIND.slide} or ${trackRead(of)})
  else false end)`;

/**
 * A signed-in caller: slides and tracks of a recording they may watch (its class visible to them,
 * ready, hidden only for those who manage the class); notes exactly as the note may be read (its
 * author; handed in, the class's teacher; released, the class's students), on a recording they may
 * watch or on a lesson without one yet.
 */
export function lessonTextsReadableBy(claims: AccessClaims, of: Columns = PIECE_COLUMNS): SQL {
  const visible = visibleClasses(claims) ?? sql`true`;
  const recording = sql`${visible} and ${of.vodId} is not null and ${readySeenBy(claims)}`;
  const note = sql`exists (select 1 from ${notes} where ${notes.id} = ${of.sourceId} and ${readableBy(claims)} offset 0)
    and (${of.vodId} is null or ${readySeenBy(claims)})`;
  return byKind(of, recording, note);
}

/**
 * Whoever holds a recording's share link (no account; docs/playback.md "Share links"): what anyone
 * who may watch it reads of the recording alone, its slides, published captions and transcripts,
 * while it is published and ready. Never a note: a note is read by people, and a link names none.
 */
export function lessonTextsReadableThroughShare(vodId: string, of: Columns = PIECE_COLUMNS): SQL {
  const recording = sql`${of.vodId} = ${vodId} and ${publishedReady()}`;
  return byKind(of, recording, sql`false`);
}
