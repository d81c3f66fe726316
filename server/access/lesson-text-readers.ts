import { sql, type SQL } from 'drizzle-orm';
import type { AccessClaims } from '../auth/token-signer';
import { CAPTION_ORIGIN, CAPTION_STATUS, LESSON_TEXT_KIND, captionTracks, lessonTexts, notes } from '../db/schema';
import { readableBy } from './note-readers';
import { publishedReady, readySeenBy } from './recording-visibility';
import { visibleClasses } from './visible-classes';

/**
 * Who reads a piece of a lesson's text (docs/search.md "Inside lessons: who finds what",
 * docs/player-texts.md), decided from its source as it is at that moment, in the statement that
 * reads it: a row of `lesson_texts` carries no permission of its own. Each condition is on
 * `lesson_texts` joined to its class (`teaching_classes`) and, left, to its recording (`vods`);
 * the tenant is the query's own condition.
 */

/**
 * A caption track's cues are read as captions once it is published; a speech engine's draft as a
 * transcript (never shown as captions until a person publishes it); a person's draft not at all.
 */
const trackRead = sql`exists (select 1 from ${captionTracks} where ${captionTracks.id} = ${lessonTexts.sourceId}
  and (${captionTracks.status} = ${CAPTION_STATUS.published} or ${captionTracks.origin} = ${CAPTION_ORIGIN.automatic}))`;

/** The rule per kind: what the recording's slides and tracks need, and what a note needs. */
const byKind = (recording: SQL, note: SQL): SQL => sql`(case ${lessonTexts.kind}
  when ${LESSON_TEXT_KIND.slide} then ${recording}
  when ${LESSON_TEXT_KIND.caption} then ${recording} and ${trackRead}
  when ${LESSON_TEXT_KIND.transcript} then ${recording} and ${trackRead}
  when ${LESSON_TEXT_KIND.note} then ${note}
  else false end)`;

/**
 * A signed-in caller: slides and tracks of a recording they may watch (its class visible to them,
 * ready, hidden only for those who manage the class); notes exactly as the note may be read (its
 * author; handed in, the class's teacher; released, the class's students), on a recording they may
 * watch or on a lesson without one yet.
 */
export function lessonTextsReadableBy(claims: AccessClaims): SQL {
  const visible = visibleClasses(claims) ?? sql`true`;
  const recording = sql`${visible} and ${lessonTexts.vodId} is not null and ${readySeenBy(claims)}`;
  const note = sql`exists (select 1 from ${notes} where ${notes.id} = ${lessonTexts.sourceId} and ${readableBy(claims)})
    and (${lessonTexts.vodId} is null or ${readySeenBy(claims)})`;
  return byKind(recording, note);
}

/**
 * Whoever holds a recording's share link (no account; docs/playback.md "Share links"): what anyone
 * who may watch it reads of the recording alone, its slides, published captions and transcripts,
 * while it is published and ready. Never a note: a note is read by people, and a link names none.
 */
export function lessonTextsReadableThroughShare(vodId: string): SQL {
  const recording = sql`${lessonTexts.vodId} = ${vodId} and ${publishedReady()}`;
  return byKind(recording, sql`false`);
}
