import { and, eq, ne, sum } from 'drizzle-orm';
import { UPLOAD_STATUS, uploadFiles } from '../db/schema';
import type { Quota } from './user-quota';

/**
 * Bytes of uploaded videos a user keeps: UPLOAD_QUOTA_BYTES. An unfinished upload counts with
 * its declared size from its first chunk on, so parallel uploads cannot pass the limit together;
 * a failed one counts nothing (its merged file is removed).
 */
export const uploadQuota = (limit: number): Quota => ({
  name: 'uploaded videos',
  unit: 'bytes',
  limit,
  setting: 'UPLOAD_QUOTA_BYTES',
  async used(db, owner) {
    const [row] = await db
      .select({ bytes: sum(uploadFiles.sizeBytes) })
      .from(uploadFiles)
      .where(
        and(eq(uploadFiles.userId, owner.userId), eq(uploadFiles.tenantId, owner.tenantId), ne(uploadFiles.status, UPLOAD_STATUS.failed)),
      );
    return Number(row?.bytes ?? 0);
  },
});
