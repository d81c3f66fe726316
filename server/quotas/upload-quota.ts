import { sql } from 'drizzle-orm';
import { MD5_IDENTIFIER } from '../../src/schemas/upload';
import { rowsOf } from '../db/sql-rows';
import { UPLOAD_STATUS, uploadFiles } from '../db/schema';
import type { Quota } from './user-quota';

/**
 * Bytes of uploaded videos a user keeps: UPLOAD_QUOTA_BYTES. An unfinished upload counts with
 * its declared size from its first chunk on, so parallel uploads cannot pass the limit together;
 * a failed one counts nothing (its merged file is removed). The same content sent to several
 * places (one `<md5>-<size>` identifier, docs/uploads.md "Identifier") counts once: its bytes are
 * stored once (server/uploads/stored-copy.ts).
 */
export const uploadQuota = (limit: number): Quota => ({
  name: 'uploaded videos',
  unit: 'bytes',
  limit,
  setting: 'UPLOAD_QUOTA_BYTES',
  refusal: 'uploadQuotaFull',
  async used(db, owner) {
    const [row] = await rowsOf<{ bytes: number | null }>(
      db,
      sql`select sum(size_bytes)::float8 as bytes from (
            select distinct on (case when ${uploadFiles.uniqueIdentifier} ~ ${MD5_IDENTIFIER.source} then ${uploadFiles.uniqueIdentifier} else ${uploadFiles.id} end)
                   ${uploadFiles.sizeBytes} as size_bytes
              from ${uploadFiles}
             where ${uploadFiles.userId} = ${owner.userId} and ${uploadFiles.tenantId} = ${owner.tenantId}
               and ${uploadFiles.status} <> ${UPLOAD_STATUS.failed}
          ) as kept`,
    );
    return Number(row?.bytes ?? 0);
  },
});
