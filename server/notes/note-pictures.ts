import { and, eq, inArray } from 'drizzle-orm';
import type { NoteDocument } from '../../src/schemas/notes';
import type { AccessClaims } from '../auth/token-signer';
import type { Db } from '../db/client';
import { editorImages } from '../db/schema';
import { ApiError } from '../errors';

/** The pictures a note shows, each once. */
export const pictureIdsOf = (content: NoteDocument): string[] => [
  ...new Set(content.flatMap((block) => (block.type === 'image' ? [block.imageId] : []))),
];

/**
 * A note may only show the author's own uploads: a note is opened by its author alone today,
 * but released notes are meant for the class (SPEC §3), and must not become a way to pass
 * someone else's picture around.
 */
export async function assertOwnPictures(db: Db, claims: AccessClaims, content: NoteDocument): Promise<void> {
  const ids = pictureIdsOf(content);
  if (ids.length === 0) return;
  const found = await db
    .select({ id: editorImages.id })
    .from(editorImages)
    .where(and(inArray(editorImages.id, ids), eq(editorImages.userId, claims.sub), eq(editorImages.tenantId, claims.tid)));
  const known = new Set(found.map((row) => row.id));
  const missing = ids.filter((id) => !known.has(id));
  if (missing.length > 0) throw new ApiError('badRequest', `content: no picture ${missing.join(', ')} among your uploads`);
}
