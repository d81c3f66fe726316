import { uploadMediaDir } from '../uploads/transcode-upload';
import { eq } from 'drizzle-orm';
import type { PersonalResource } from '../../src/schemas/media-library';
import type { AccessClaims } from '../auth/token-signer';
import type { Db } from '../db/client';
import { personalResources, uploadFiles } from '../db/schema';
import type { MediaStore } from '../storage';
import { resourceOf } from './caller';
import { sourcePrefix } from '../uploads/chunk-files';
import { clipMediaDir, resourceFolder } from './resource-paths';
import { describeResources } from './resources';

/**
 * Renaming and deleting a personal resource (docs/uploads.md "Personal resources"). Deleting
 * removes the row and its media (a clip's every attempt); the upload it came from goes too (its
 * merged source in the store and its row, so its bytes leave the uploader's quota and the same
 * file may be sent again).
 * Recordings made from it by attaching keep playing: each has its own folder
 * (server/media-library/attach.ts). A clip still being cut is dropped: its job finds no row and
 * removes what it made.
 */
export type LibrarySettings = { media: MediaStore };

export async function renameResource(
  db: Db,
  settings: LibrarySettings,
  claims: AccessClaims,
  body: { id: string; title: string },
): Promise<PersonalResource> {
  await resourceOf(db, claims, body.id);
  const [row] = await db.update(personalResources).set({ title: body.title }).where(eq(personalResources.id, body.id)).returning();
  const [described] = await describeResources(db, settings.media, [row!]);
  return described!;
}

export async function deleteResource(db: Db, settings: LibrarySettings, claims: AccessClaims, id: string): Promise<{ id: string }> {
  const row = await resourceOf(db, claims, id);
  const source = await db.transaction(async (tx) => {
    await tx.delete(personalResources).where(eq(personalResources.id, id));
    if (row.uploadId === null) return null;
    const [upload] = await tx
      .delete(uploadFiles)
      .where(eq(uploadFiles.id, row.uploadId))
      .returning({ storagePath: uploadFiles.storagePath });
    return upload === undefined ? null : { uploadId: row.uploadId, storagePath: upload.storagePath };
  });
  // A clip's folder holds each attempt of its job (clip-job.ts), the one its row names among them;
  // an upload's, each attempt of its transcode (transcode-upload.ts).
  const folders = new Set([
    resourceFolder(row),
    row.kind === 'clip' ? clipMediaDir(row.id) : null,
    row.uploadId === null ? null : uploadMediaDir(row.uploadId),
  ]);
  for (const folder of folders) if (folder !== null) await settings.media.deletePrefix(folder);
  // The upload's merged file, and the folder of its own it lives in (uploads/chunk-files.ts).
  if (source?.storagePath) await settings.media.delete(source.storagePath);
  if (source !== null) await settings.media.deletePrefix(sourcePrefix(source.uploadId));
  return { id };
}
