import { and, eq, exists, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import { NOTE_STATUS } from '../../src/constants';
import { noteActions } from '../../src/notes/note-status-rules';
import type { NoteSummary } from '../../src/schemas/notes';
import type { AccessClaims } from '../auth/token-signer';
import type { Db } from '../db/client';
import { courseSessions, editorImages, enrolments, notes, teachingClasses, users, vods } from '../db/schema';
import { isAdministrator } from '../media-library/caller';

/**
 * Who reads a note (docs/notes.md "Who reads a note"): its author; for a note handed in
 * (pending) or released, the teacher of its recording's class and the tenant's administrators;
 * for a released note, the class's enrolled students as well. Never someone else's draft, never
 * across tenants. The conditions read `notes` alone (the class through subqueries), so counting
 * needs no joins.
 */
export const ownedBy = (claims: AccessClaims): SQL => and(eq(notes.userId, claims.sub), eq(notes.tenantId, claims.tid))!;

const handedIn = inArray(notes.status, [NOTE_STATUS.pending, NOTE_STATUS.released]);

/** The note's recording belongs to a class for which `condition` holds. */
const ofClassWhere = (condition: SQL) =>
  exists(
    sql`(select 1 from ${vods} join ${teachingClasses} on ${teachingClasses.id} = ${vods.teclId} where ${vods.id} = ${notes.vodId} and ${condition})`,
  );

const enrolledInClass = (claims: AccessClaims) =>
  exists(
    sql`(select 1 from ${vods} join ${enrolments} on ${enrolments.teclId} = ${vods.teclId} where ${vods.id} = ${notes.vodId} and ${enrolments.studentId} = ${claims.sub})`,
  );

/** The note's recording belongs to class `teclId`. */
export const ofClass = (teclId: string) => ofClassWhere(eq(teachingClasses.id, teclId));

/** Other people's notes the caller may read. */
export function sharedWith(claims: AccessClaims): SQL {
  const readable = isAdministrator(claims)
    ? handedIn
    : or(
        and(handedIn, ofClassWhere(eq(teachingClasses.teacherId, claims.sub))),
        and(eq(notes.status, NOTE_STATUS.released), enrolledInClass(claims)),
      );
  return and(eq(notes.tenantId, claims.tid), ne(notes.userId, claims.sub), readable)!;
}

/**
 * The picture row of `editorImages` shows in a note its owner shared with the caller, so a
 * released note's pictures reach the class with its text (GET /v1/editor/image/{id}).
 */
export const pictureSharedWith =
  (claims: AccessClaims) =>
  (imageId: string): SQL =>
    sql`exists (select 1 from ${notes} where ${sharedWith(claims)} and ${notes.userId} = ${editorImages.userId}
      and ${notes.content} @> ${JSON.stringify([{ type: 'image', imageId }])}::jsonb)`;

/** The caller's own notes and the ones shared with them. */
export const readableBy = (claims: AccessClaims): SQL => or(ownedBy(claims), sharedWith(claims))!;

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
  const mine = authorId === claims.sub;
  return {
    ...rest,
    createdAt: createdAt.toISOString(),
    updatedAt: updatedAt.toISOString(),
    courBeginTime: courBeginTime?.toISOString() ?? null,
    mine,
    actions: noteActions({
      status: row.status,
      isAuthor: mine,
      teachesClass: teacherId === claims.sub,
      isAdministrator: isAdministrator(claims),
      hasRecording: row.vodId !== null,
    }),
  };
}
