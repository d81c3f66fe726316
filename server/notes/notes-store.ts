import { and, count, desc, eq, ilike, sql, type SQL } from 'drizzle-orm';
import { NOTE_STATUS } from '../../src/constants';
import type { Note, NoteCreateBody, NoteDocument, NoteList, NoteListQuery, NoteUpdateBody } from '../../src/schemas/notes';
import { ownedBy, readableBy, sharedWith } from '../access';
import type { AccessClaims } from '../auth/token-signer';
import type { Db } from '../db/client';
import { LESSON_TEXT_KIND, notes } from '../db/schema';
import { containing } from '../db/like-pattern';
import { ApiError } from '../errors';
import { dropLessonTexts } from '../lesson-text/lesson-text-index';
import { indexNote } from '../lesson-text/note-index';
import { readyVod } from '../playback/ready-vod';
import type { NoteQuotas } from '../quotas/note-quota';
import { ownerOf, withinQuotas } from '../quotas/user-quota';
import { assertOwnPictures } from './note-pictures';
import { noteSummaries, ofClass, summaryOf } from './note-readers';

/**
 * Notes (docs/notes.md): the caller writes, edits and deletes their own, and reads those shared
 * with them (server/access/note-readers.ts). Every query is bound to the caller and their tenant:
 * a note they may not read is "not found", never "forbidden", so ids reveal nothing.
 */

/** A search or filter of the list, beside the scope. */
function listFilters(query: NoteListQuery): (SQL | undefined)[] {
  return [
    query.vodId === undefined ? undefined : eq(notes.vodId, query.vodId),
    query.teclId === undefined ? undefined : ofClass(query.teclId),
    query.q === undefined ? undefined : ilike(notes.searchText, containing(query.q)),
  ];
}

/** The caller's own notes (`mine`) or the ones shared with them (`shared`), newest change first. */
export async function listNotes(db: Db, claims: AccessClaims, query: NoteListQuery): Promise<NoteList> {
  const where = and(query.scope === 'shared' ? sharedWith(claims) : ownedBy(claims), ...listFilters(query));
  const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(notes).where(where);
  const rows = await noteSummaries(db)
    .where(where)
    .orderBy(desc(notes.updatedAt), desc(notes.id))
    .limit(query.pageSize)
    .offset((query.pageIndex - 1) * query.pageSize);
  return { records: rows.map((row) => summaryOf(claims, row)), total };
}

/** A note the caller may read (docs/notes.md "Who reads a note"); any other id is 404, so ids reveal nothing. */
export async function getNote(db: Db, claims: AccessClaims, id: string): Promise<Note> {
  const where = and(readableBy(claims), eq(notes.id, id));
  const [row] = await noteSummaries(db).where(where);
  const [stored] = await db.select({ content: notes.content }).from(notes).where(where);
  if (!row || !stored) throw new ApiError('notFound', `no note ${id}`);
  return { ...summaryOf(claims, row), content: stored.content as NoteDocument };
}

/** The caller's own note: what editing and deleting reach. */
async function ownNote(db: Db, claims: AccessClaims, id: string): Promise<Note> {
  const note = await getNote(db, claims, id);
  if (!note.mine) throw new ApiError('notFound', `no note ${id}`);
  return note;
}

/** Notes count against the author's quotas (number and bytes, server/quotas/note-quota.ts). */
export async function createNote(db: Db, claims: AccessClaims, body: NoteCreateBody, quotas: NoteQuotas, now: Date): Promise<Note> {
  const vod = await readyVod(db, claims, body.vodId);
  await assertOwnPictures(db, claims, body.content);
  const [row] = await withinQuotas(db, ownerOf(claims), [quotas.count, quotas.bytes], (tx) =>
    tx
      .insert(notes)
      .values({
        tenantId: claims.tid,
        userId: claims.sub,
        vodId: body.vodId,
        courId: vod.courId,
        title: body.title,
        content: body.content,
        status: NOTE_STATUS.draft,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: notes.id })
      .then(async (rows) => {
        await indexNote(tx, rows[0]!.id);
        return rows;
      }),
  );
  return getNote(db, claims, row!.id);
}

/**
 * Saves a draft if nobody saved it since `revision`: one conditional UPDATE, so two windows
 * racing cannot both win. The loser is told whether the note moved on, left draft, or is gone.
 * A save that grows the author's notes past their byte quota is refused.
 */
export async function updateNote(
  db: Db,
  claims: AccessClaims,
  id: string,
  body: NoteUpdateBody,
  quotas: NoteQuotas,
  now: Date,
): Promise<Note> {
  if (body.content !== undefined) await assertOwnPictures(db, claims, body.content);
  const [saved] = await withinQuotas(db, ownerOf(claims), [quotas.bytes], (tx) =>
    tx
      .update(notes)
      .set({
        ...(body.title === undefined ? {} : { title: body.title }),
        ...(body.content === undefined ? {} : { content: body.content }),
        revision: sql`${notes.revision} + 1`,
        updatedAt: now,
      })

      .where(and(ownedBy(claims), eq(notes.id, id), eq(notes.revision, body.revision), eq(notes.status, NOTE_STATUS.draft)))
      .returning({ id: notes.id })
      .then(async (rows) => {
        if (rows.length > 0) await indexNote(tx, id);
        return rows;
      }),
  );
  if (saved) return getNote(db, claims, id);
  const current = await ownNote(db, claims, id);
  if (current.status !== NOTE_STATUS.draft) throw new ApiError('noteLocked');
  throw new ApiError('noteChanged', `this note was changed in another window (revision ${current.revision})`);
}

export async function deleteNote(db: Db, claims: AccessClaims, id: string): Promise<void> {
  const gone = await db
    .delete(notes)
    .where(and(ownedBy(claims), eq(notes.id, id)))
    .returning({ id: notes.id });
  if (gone.length === 0) throw new ApiError('notFound', `no note ${id}`);
  await dropLessonTexts(db, LESSON_TEXT_KIND.note, id);
}
