import { and, eq, sum } from 'drizzle-orm';
import { editorImages } from '../db/schema';
import type { Quota } from './user-quota';

/** Bytes of editor pictures (screenshots) a user keeps: USER_PICTURE_QUOTA_BYTES. */
export const pictureQuota = (limit: number): Quota => ({
  name: 'editor pictures',
  unit: 'bytes',
  limit,
  setting: 'USER_PICTURE_QUOTA_BYTES',
  async used(db, owner) {
    const [row] = await db
      .select({ bytes: sum(editorImages.sizeBytes) })
      .from(editorImages)
      .where(and(eq(editorImages.userId, owner.userId), eq(editorImages.tenantId, owner.tenantId)));
    return Number(row?.bytes ?? 0);
  },
});
