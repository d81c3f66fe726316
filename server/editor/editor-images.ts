import { randomUUID } from 'node:crypto';
import { and, desc, eq, or, type SQL } from 'drizzle-orm';
import type { EditorImage, EditorUploadQuery } from '../../src/schemas/editor';
import type { AccessClaims } from '../auth/token-signer';
import type { Db } from '../db/client';
import { editorImages } from '../db/schema';
import { ApiError } from '../errors';
import { mediaKey, type MediaStore } from '../storage';
import { readyVod } from '../playback/ready-vod';
import { ownerOf, usedWithRoom, withinQuotas, type Quota } from '../quotas/user-quota';
import type { ReceivedPicture } from './picture-intake';

const imageUrl = (id: string) => `/v1/editor/image/${encodeURIComponent(id)}`;

type Row = typeof editorImages.$inferSelect;

const describe = (row: Row): EditorImage => ({
  id: row.id,
  url: imageUrl(row.id),
  fileName: row.fileName,
  mimeType: row.mimeType,
  sizeBytes: row.sizeBytes,
  vodId: row.vodId,
  positionS: row.positionS,
  createdAt: row.createdAt.toISOString(),
});

/** A name safe to show and to offer as a download name: no folders, no control characters. */
const cleanName = (name: string, extension: string) => {
  const base = name
    .split(/[\\/]/)
    .pop()!
    .replace(/\p{Cc}/gu, '')
    .trim()
    .slice(0, 120);
  return base === '' ? `picture.${extension}` : base;
};

/**
 * Before an upload is read: its recording must be one the caller may watch, and the caller's
 * picture quota must not be full. Answers what the caller keeps now (for the stream budget).
 */
export async function prepareUpload(db: Db, claims: AccessClaims, query: EditorUploadQuery, quota: Quota): Promise<number> {
  if (query.vodId !== undefined) await readyVod(db, claims, query.vodId);
  return usedWithRoom(db, ownerOf(claims), quota);
}

/**
 * Keeps the pictures of one upload (already streamed to temporary files), all or none: rows and
 * files are committed together, within the caller's quota checked exactly under their lock.
 */
export async function storePictures(
  db: Db,
  media: MediaStore,
  claims: AccessClaims,
  query: EditorUploadQuery,
  pictures: ReceivedPicture[],
  quota: Quota,
): Promise<EditorImage[]> {
  if (pictures.length === 0) throw new ApiError('badRequest', 'file: at least one picture is required');
  const planned = pictures.map((picture) => {
    const id = randomUUID();
    return { id, picture, storagePath: mediaKey('editor', claims.tid, `${id}.${picture.type.extension}`) };
  });
  const placed: string[] = [];
  try {
    return await withinQuotas(db, ownerOf(claims), [quota], async (tx) => {
      const rows = await tx
        .insert(editorImages)
        .values(
          planned.map(({ id, picture, storagePath }) => ({
            id,
            tenantId: claims.tid,
            userId: claims.sub,
            vodId: query.vodId ?? null,
            positionS: query.positionS ?? null,
            fileName: cleanName(picture.fileName, picture.type.extension),
            mimeType: picture.type.mimeType,
            sizeBytes: picture.sizeBytes,
            storagePath,
          })),
        )
        .returning();
      // Inside the transaction: a failed move (or quota check after it) rolls the rows back.
      for (const { picture, storagePath } of planned) {
        await media.putFile(storagePath, picture.tempPath);
        placed.push(storagePath);
      }
      return rows.map(describe);
    });
  } catch (error) {
    await Promise.all(placed.map((key) => media.delete(key)));
    throw error;
  }
}

/** The caller's screenshots of one recording, newest first (the player's tray). */
export async function screenshotsOf(db: Db, claims: AccessClaims, vodId: string): Promise<EditorImage[]> {
  const rows = await db
    .select()
    .from(editorImages)
    .where(and(eq(editorImages.userId, claims.sub), eq(editorImages.tenantId, claims.tid), eq(editorImages.vodId, vodId)))
    .orderBy(desc(editorImages.createdAt));
  return rows.map(describe);
}

/**
 * One picture, for its owner, or for a reader of a note its owner shared that shows it
 * (`sharedIn`, docs/notes.md "Who reads a note"): anyone else is told it does not exist.
 */
export async function readablePicture(db: Db, claims: AccessClaims, id: string, sharedIn: (imageId: string) => SQL): Promise<Row> {
  const [row] = await db
    .select()
    .from(editorImages)
    .where(and(eq(editorImages.id, id), eq(editorImages.tenantId, claims.tid), or(eq(editorImages.userId, claims.sub), sharedIn(id))));
  if (!row) throw new ApiError('notFound', `no picture ${id}`);
  return row;
}
