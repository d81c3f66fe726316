import { eq, sql, type SQL } from 'drizzle-orm';
import { noteActions } from '../../src/notes/note-status-rules';
import type { NoteSummary } from '../../src/schemas/notes';
import type { AccessClaims } from '../auth/token-signer';
import type { Db } from '../db/client';
import { noteActor } from '../access';
import { courseSessions, notes, teachingClasses, users, vods } from '../db/schema';

/**
 * Notes as listed: who reads which is the rule of server/access/note-readers.ts (docs/notes.md
 * "Who reads a note"), which every query here is bound by.
 */

/** The note's recording belongs to class `teclId`. */
export const ofClass = (teclId: string): SQL => sql`${notes.vodId} in (select ${vods.id} from ${vods} where ${vods.teclId} = ${teclId})`;

const summaryColumns = {
  id: notes.id,
  title: notes.title,
  vodId: notes.vodId,
  courId: notes.courId,
  teclId: vods.teclId,
  status: notes.status,
  revision: notes.revision,
  createdAt: notes.createdAt,
  updatedAt: notes.updatedAt,
  teclName: teachingClasses.teclName,
  courName: courseSessions.courName,
  courBeginTime: courseSessions.courBeginTime,
  vodTitle: vods.title,
  authorName: users.name,
  authorId: notes.userId,
  teacherId: teachingClasses.teacherId,
};

/** Notes with what they belong to (recording, class, lesson) and their author, as listed. */
export const noteSummaries = (db: Db) =>
  db
    .select(summaryColumns)
    .from(notes)
    .innerJoin(users, eq(users.id, notes.userId))
    .leftJoin(vods, eq(vods.id, notes.vodId))
    .leftJoin(teachingClasses, eq(teachingClasses.id, vods.teclId))
    .leftJoin(courseSessions, eq(courseSessions.id, notes.courId));

export type SummaryRow = Awaited<ReturnType<typeof noteSummaries>>[number];

/** The wire form, with what the caller may do to the note's status now. */
export function summaryOf(claims: AccessClaims, row: SummaryRow): NoteSummary {
  const { authorId, teacherId, createdAt, updatedAt, courBeginTime, ...rest } = row;
  const actor = noteActor(claims, { authorId, teacherId });
  return {
    ...rest,
    createdAt: createdAt.toISOString(),
    updatedAt: updatedAt.toISOString(),
    courBeginTime: courBeginTime?.toISOString() ?? null,
    mine: actor.isAuthor,
    actions: noteActions({ ...actor, status: row.status, hasRecording: row.vodId !== null }),
  };
}
