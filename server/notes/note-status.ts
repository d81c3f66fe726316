import { and, eq } from 'drizzle-orm';
import { noteStatusChange, type NoteStatus } from '../../src/notes/note-status-rules';
import type { Note } from '../../src/schemas/notes';
import { noteActor, readableBy } from '../access';
import type { AccessClaims } from '../auth/token-signer';
import type { Db } from '../db/client';
import { notes } from '../db/schema';
import { ApiError } from '../errors';
import { sendNoteReleased } from '../messages/course-events';
import { noteSummaries, type SummaryRow } from './note-readers';
import { getNote } from './notes-store';

/**
 * Moves a note one step of the status table (src/notes/note-status-rules.ts, docs/notes.md
 * "Status"). The note must be one the caller may read (else 404, as ids reveal nothing); a change
 * the caller could never make is 403, one they may make but not from the status now is 409 /
 * 40912. One conditional UPDATE (status still what the rules judged), so of two changes racing
 * exactly one wins and the other is judged again against the status it lost to.
 */
export async function changeNoteStatus(db: Db, claims: AccessClaims, id: string, target: NoteStatus, now: Date): Promise<Note> {
  const note = await statusFacts(db, claims, id);
  const action = allowedAction(claims, note, target);
  const [changed] = await db
    .update(notes)
    .set({ status: target, updatedAt: now })
    .where(and(eq(notes.id, id), eq(notes.tenantId, claims.tid), eq(notes.status, note.status)))
    .returning({ id: notes.id });
  if (!changed) {
    allowedAction(claims, await statusFacts(db, claims, id), target);
    throw new ApiError('noteTransition', 'the note changed meanwhile; try again');
  }
  // The change stands whatever happens to the message: it tells the class, it is not the release.
  if (action === 'release') await sendNoteReleased(db, id).catch(() => 0);
  return getNote(db, claims, id);
}

type StatusFacts = Pick<SummaryRow, 'status' | 'authorId' | 'teacherId' | 'vodId'>;

/** What the rules need to know of a note the caller may read; 404 for any other. */
async function statusFacts(db: Db, claims: AccessClaims, id: string): Promise<StatusFacts> {
  const [row] = await noteSummaries(db).where(and(readableBy(claims), eq(notes.id, id)));
  if (!row) throw new ApiError('notFound', `no note ${id}`);
  return row;
}

/** The action that moves the note to `target` for the caller, or the envelope error saying why not. */
function allowedAction(claims: AccessClaims, note: StatusFacts, target: NoteStatus) {
  const decision = noteStatusChange({
    status: note.status,
    target,
    ...noteActor(claims, note),
    hasRecording: note.vodId !== null,
  });
  if (decision.outcome === 'forbidden') throw new ApiError('forbidden', decision.message);
  if (decision.outcome === 'wrongStatus') throw new ApiError('noteTransition', decision.message);
  return decision.action;
}
