import { randomUUID } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { and, desc, eq } from 'drizzle-orm';
import type { EditorImage, EditorUploadQuery } from '../../src/schemas/editor';
import type { AccessClaims } from '../auth/token-signer';
import type { Db } from '../db/client';
import { editorImages } from '../db/schema';
import { ApiError } from '../http/errors';
import { readyVod } from '../playback/ready-vod';
import { sniffImage } from './image-type';

export type IncomingPicture = { fileName: string; bytes: Buffer };

const imageUrl = (id: string) => `/v1/editor/image/${encodeURIComponent(id)}`;

type Row = typeof editorImages.$inferSelect;

const describe = (row: Row): EditorImage => ({
  id: row.id, url: imageUrl(row.id), fileName: row.fileName, mimeType: row.mimeType, sizeBytes: row.sizeBytes,
  vodId: row.vodId, positionS: row.positionS, createdAt: row.createdAt.toISOString(),
});

/** A name safe to show and to offer as a download name: no folders, no control characters. */
const cleanName = (name: string, extension: string) => {
  const base = name.split(/[\\/]/).pop()!.replace(/\p{Cc}/gu, '').trim().slice(0, 120);
  return base === '' ? `picture.${extension}` : base;
};

/**
 * Keeps the pictures of one upload, all or none: each is checked to be an image by its bytes,
 * written under the media root, and recorded for its owner. A screenshot's recording must be
 * one the caller may watch.
 */
export async function storePictures(db: Db, mediaDir: string, claims: AccessClaims, query: EditorUploadQuery, pictures: IncomingPicture[]): Promise<EditorImage[]> {
  if (pictures.length === 0) throw new ApiError('badRequest', 'file: at least one picture is required');
  if (query.vodId !== undefined) await readyVod(db, claims, query.vodId);
  const planned = pictures.map((picture) => {
    const type = sniffImage(picture.bytes);
    if (type === null) throw new ApiError('unsupportedMediaType', `${picture.fileName || 'file'}: only PNG, JPEG, GIF and WebP pictures are accepted`);
    const id = randomUUID();
    return { id, type, picture, storagePath: join('editor', claims.tid, `${id}.${type.extension}`) };
  });
  try {
    for (const { picture, storagePath } of planned) {
      await mkdir(dirname(join(mediaDir, storagePath)), { recursive: true });
      await writeFile(join(mediaDir, storagePath), picture.bytes);
    }
    const rows = await db.insert(editorImages).values(planned.map(({ id, type, picture, storagePath }) => ({
      id, tenantId: claims.tid, userId: claims.sub, vodId: query.vodId ?? null, positionS: query.positionS ?? null,
      fileName: cleanName(picture.fileName, type.extension), mimeType: type.mimeType, sizeBytes: picture.bytes.length, storagePath,
    }))).returning();
    return rows.map(describe);
  } catch (error) {
    await Promise.all(planned.map(({ storagePath }) => rm(join(mediaDir, storagePath), { force: true })));
    throw error;
  }
}

/** The caller's screenshots of one recording, newest first (the player's tray). */
export async function screenshotsOf(db: Db, claims: AccessClaims, vodId: string): Promise<EditorImage[]> {
  const rows = await db.select().from(editorImages)
    .where(and(eq(editorImages.userId, claims.sub), eq(editorImages.tenantId, claims.tid), eq(editorImages.vodId, vodId)))
    .orderBy(desc(editorImages.createdAt));
  return rows.map(describe);
}

/** One picture, for its owner only: anyone else is told it does not exist. */
export async function ownPicture(db: Db, claims: AccessClaims, id: string): Promise<Row> {
  const [row] = await db.select().from(editorImages)
    .where(and(eq(editorImages.id, id), eq(editorImages.tenantId, claims.tid), eq(editorImages.userId, claims.sub)));
  if (!row) throw new ApiError('notFound', `no picture ${id}`);
  return row;
}
