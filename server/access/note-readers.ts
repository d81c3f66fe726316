import { and, eq, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import { NOTE_STATUS } from '../../src/constants';
import type { NoteActor } from '../../src/notes/note-status-rules';
import type { AccessClaims } from '../auth/token-signer';
import { editorImages, enrolments, notes, teachingClasses, vods } from '../db/schema';
import { teachesClass } from './class-roles';
import { isAdministrator } from './roles';

/**
 * Who reads a note (docs/notes.md "Who reads a note"): its author; for a note handed in
 * (pending) or released, the teacher of its recording's class and the tenant's administrators;
 * for a released note, the class's enrolled students as well. Never someone else's draft, never
 * across tenants. The conditions read `notes` alone (the class through subqueries), so counting
 * needs no joins. Who may change a note's status is the table of src/notes/note-status-rules.ts,
 * shared with the browser; noteActor gives it the caller's part.
 */
export const ownedBy = (claims: AccessClaims): SQL => and(eq(notes.userId, claims.sub), eq(notes.tenantId, claims.tid))!;

const handedIn = inArray(notes.status, [NOTE_STATUS.pending, NOTE_STATUS.released]);

/*
 * The recordings of the classes the caller teaches, and of those they are enrolled in: each an
 * uncorrelated set, which PostgreSQL reads once per statement and tests by hashing, where a
 * correlated EXISTS ran its join again for every note weighed (the search inside lessons weighs
 * a thousand notes for a common word, docs/search.md "How the search stays fast"). A note
 * without a recording is in neither.
 */
const taughtByCaller = (claims: AccessClaims) =>
  sql`${notes.vodId} in (select ${vods.id} from ${vods} join ${teachingClasses} on ${teachingClasses.id} = ${vods.teclId}
    where ${teachingClasses.teacherId} = ${claims.sub})`;

const enrolledInClass = (claims: AccessClaims) =>
  sql`${notes.vodId} in (select ${vods.id} from ${vods} join ${enrolments} on ${enrolments.teclId} = ${vods.teclId}
    where ${enrolments.studentId} = ${claims.sub})`;

/** Other people's notes the caller may read. */
export function sharedWith(claims: AccessClaims): SQL {
  const readable = isAdministrator(claims)
    ? handedIn
    : or(and(handedIn, taughtByCaller(claims)), and(eq(notes.status, NOTE_STATUS.released), enrolledInClass(claims)));
  return and(eq(notes.tenantId, claims.tid), ne(notes.userId, claims.sub), readable)!;
}

/** The caller's own notes and the ones shared with them. */
export const readableBy = (claims: AccessClaims): SQL => or(ownedBy(claims), sharedWith(claims))!;

/**
 * The picture row of `editorImages` shows in a note its owner shared with the caller, so a
 * released note's pictures reach the class with its text (GET /v1/editor/image/{id}).
 */
export const pictureSharedWith =
  (claims: AccessClaims) =>
  (imageId: string): SQL =>
    sql`exists (select 1 from ${notes} where ${sharedWith(claims)} and ${notes.userId} = ${editorImages.userId}
      and ${notes.content} @> ${JSON.stringify([{ type: 'image', imageId }])}::jsonb)`;

/** The caller as the status rules see them, for a note by `authorId` on a recording of the class taught by `teacherId`. */
export const noteActor = (claims: AccessClaims, note: { authorId: string; teacherId: string | null }): NoteActor => ({
  isAuthor: note.authorId === claims.sub,
  teachesClass: note.teacherId !== null && teachesClass(claims, note.teacherId),
  isAdministrator: isAdministrator(claims),
});
