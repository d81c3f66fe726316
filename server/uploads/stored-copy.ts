import { randomUUID } from 'node:crypto';
import { copyFile, link, mkdir, rename, rm, stat } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { and, desc, eq, inArray, isNotNull } from 'drizzle-orm';
import { MD5_IDENTIFIER } from '../../src/schemas/upload';
import type { Db } from '../db/client';
import { UPLOAD_STATUS, uploadFiles } from '../db/schema';

/**
 * The same file sent again (docs/uploads.md "Identifier": SPEC §9 allows duplicate uploads): to
 * another lesson, another class, or as a resource once more. Its content is named by the
 * identifier the browser computes (`<md5>-<size>`), so when the uploader's merged copy of that
 * content is still kept, the new upload takes it instead of its chunks: a hard link (a copy where
 * the file system refuses links), so no space is spent and deleting either upload leaves the
 * other's file whole. Only the uploader's own copies are reused: whether another user holds a
 * file is never told, and a copy is never handed to someone who only knows its hash.
 */
export type StoredCopy = { id: string; storagePath: string; md5: string };

type Content = { tenantId: string; userId: string; uniqueIdentifier: string; sizeBytes: number };

/** Merged and kept under DATA_DIR/uploads/sources (an attachment's file moves to the media root). */
const KEPT = [UPLOAD_STATUS.queued, UPLOAD_STATUS.transcoding, UPLOAD_STATUS.success];

const exists = (file: string) =>
  stat(file).then(
    (info) => info.isFile(),
    () => false,
  );

/**
 * The newest kept copy of this content among the uploader's uploads, whose file is on disk; null
 * for identifiers that do not name content (resumable.js's default `<size>-<name>`).
 */
export async function findStoredCopy(db: Db, root: string, content: Content): Promise<StoredCopy | null> {
  if (!MD5_IDENTIFIER.test(content.uniqueIdentifier)) return null;
  const rows = await db
    .select({ id: uploadFiles.id, storagePath: uploadFiles.storagePath, md5: uploadFiles.md5 })
    .from(uploadFiles)
    .where(
      and(
        eq(uploadFiles.tenantId, content.tenantId),
        eq(uploadFiles.userId, content.userId),
        eq(uploadFiles.uniqueIdentifier, content.uniqueIdentifier),
        eq(uploadFiles.sizeBytes, content.sizeBytes),
        inArray(uploadFiles.status, KEPT),
        isNotNull(uploadFiles.storagePath),
        isNotNull(uploadFiles.md5),
      ),
    )
    .orderBy(desc(uploadFiles.createdAt));
  for (const row of rows)
    if (row.storagePath !== null && row.md5 !== null && (await exists(join(root, row.storagePath))))
      return { id: row.id, storagePath: row.storagePath, md5: row.md5 };
  return null;
}

/** Makes `root/target` the same bytes as the copy. */
export async function linkStoredCopy(root: string, copy: StoredCopy, target: string): Promise<void> {
  const destination = join(root, target);
  await mkdir(dirname(destination), { recursive: true });
  await linkOrCopy(join(root, copy.storagePath), destination);
}

/**
 * A second name for a file: a hard link (no space spent; removing either name leaves the other
 * whole), or a copy where the file system refuses links (another device). An existing `to` is
 * kept: a job run again finds its earlier link. A copy appears whole or not at all.
 */
export async function linkOrCopy(from: string, to: string): Promise<void> {
  try {
    await link(from, to);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'EEXIST') return;
    if (code !== 'EXDEV' && code !== 'EPERM' && code !== 'ENOTSUP') throw error;
    const temp = join(dirname(to), `.copy.${randomUUID()}.tmp`);
    try {
      await copyFile(from, temp);
      await rename(temp, to);
    } finally {
      await rm(temp, { force: true });
    }
  }
}
