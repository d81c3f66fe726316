import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import { NOTE_STATUS, SIGN } from '../../src/constants';
import type { Note, NoteCreateBody, NoteDocument, NoteList, NoteSummary, NoteUpdateBody } from '../../src/schemas/notes';
import type { AccessClaims } from '../auth/token-signer';
import type { Db } from '../db/client';
import { notes, vods } from '../db/schema';
import { ApiError } from '../errors';
import { readyVod } from '../playback/ready-vod';
import type { NoteQuotas } from '../quotas/note-quota';
import { ownerOf, withinQuotas } from '../quotas/user-quota';
import { grantedSigns } from '../rbac/resource-tree';
import { assertOwnPictures } from './note-pictures';

/**
 * The caller's own notes (docs/notes.md). Every query is bound to the caller and their tenant:
 * someone else's note is "not found", never "forbidden", so ids reveal nothing.
 */
export async function assertMayTakeNotes(db: Db, claims: AccessClaims): Promise<void> {
  if (!(await grantedSigns(db, claims.tid, claims.sub)).has(SIGN.notes)) throw new ApiError('forbidden', 'no permission to keep notes');
}

const mine = (claims: AccessClaims): SQL => and(eq(notes.userId, claims.sub), eq(notes.tenantId, claims.tid))!;

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
};

type SummaryRow = Omit<NoteSummary, 'createdAt' | 'updatedAt'> & { createdAt: Date; updatedAt: Date };

const summaryOf = (row: SummaryRow): NoteSummary => ({
  ...row,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

export async function listNotes(
  db: Db,
  claims: AccessClaims,
  query: { vodId?: string; pageIndex: number; pageSize: number },
): Promise<NoteList> {
  const where = query.vodId === undefined ? mine(claims) : and(mine(claims), eq(notes.vodId, query.vodId));
  const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(notes).where(where);
  const rows = await db
    .select(summaryColumns)
    .from(notes)
    .leftJoin(vods, eq(vods.id, notes.vodId))
    .where(where)
    .orderBy(desc(notes.updatedAt), desc(notes.id))
    .limit(query.pageSize)
    .offset((query.pageIndex - 1) * query.pageSize);
  return { records: rows.map(summaryOf), total };
}

export async function getNote(db: Db, claims: AccessClaims, id: string): Promise<Note> {
  const [row] = await db
    .select({ ...summaryColumns, content: notes.content })
    .from(notes)
    .leftJoin(vods, eq(vods.id, notes.vodId))
    .where(and(mine(claims), eq(notes.id, id)));
  if (!row) throw new ApiError('notFound', `no note ${id}`);
  return { ...summaryOf(row), content: row.content as NoteDocument };
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
      .returning({ id: notes.id }),
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
      .where(and(mine(claims), eq(notes.id, id), eq(notes.revision, body.revision), eq(notes.status, NOTE_STATUS.draft)))
      .returning({ id: notes.id }),
  );
  if (saved) return getNote(db, claims, id);
  const current = await getNote(db, claims, id);
  if (current.status !== NOTE_STATUS.draft) throw new ApiError('noteLocked');
  throw new ApiError('noteChanged', `this note was changed in another window (revision ${current.revision})`);
}

export async function deleteNote(db: Db, claims: AccessClaims, id: string): Promise<void> {
  const gone = await db
    .delete(notes)
    .where(and(mine(claims), eq(notes.id, id)))
    .returning({ id: notes.id });
  if (gone.length === 0) throw new ApiError('notFound', `no note ${id}`);
}
