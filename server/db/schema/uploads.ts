import { sql } from 'drizzle-orm';
import { bigint, index, integer, pgTable, real, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { UploadState, UploadTarget } from '../../../src/schemas/upload';
import { createdAt, idColumn, ts } from './columns';
import { courseSessions, teachingClasses } from './catalogue';
import { vods } from './recordings';
import { tenants, users } from './tenancy';

/**
 * Resumable uploads (docs/uploads.md): a file announced by its identifier. Its chunks live on
 * disk (DATA_DIR/uploads/chunks/<id>) until merged into DATA_DIR/uploads/sources/<id>. One
 * unfinished or kept file per user and identifier (the partial unique index): a second client
 * sending the same file joins it, a finished one is skipped; a failed one may be sent again.
 */
export const UPLOAD_STATUS = {
  uploading: 'uploading',
  merging: 'merging',
  /** Merged and probed: waiting for the transcoder. */
  queued: 'queued',
  transcoding: 'transcoding',
  success: 'success',
  failed: 'failed',
} as const satisfies Record<UploadState, UploadState>;

export const uploadFiles = pgTable(
  'upload_files',
  {
    id: idColumn(),
    tenantId: text('tenant_id')
      .notNull()
      .references(() => tenants.id),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** resumable.js uniqueIdentifier (docs/uploads.md "Identifier"). */
    uniqueIdentifier: text('unique_identifier').notNull(),
    fileName: text('file_name').notNull(),
    sizeBytes: bigint('size_bytes', { mode: 'number' }).notNull(),
    chunkBytes: integer('chunk_bytes').notNull(),
    totalChunks: integer('total_chunks').notNull(),
    status: text('status').$type<UploadState>().notNull().default(UPLOAD_STATUS.uploading),
    target: text('target').$type<UploadTarget>().notNull(),
    /** The lesson a recording is for. */
    teclId: text('tecl_id').references(() => teachingClasses.id, { onDelete: 'set null' }),
    courId: text('cour_id').references(() => courseSessions.id, { onDelete: 'set null' }),
    /** The recording created once transcoding succeeds. */
    vodId: text('vod_id').references(() => vods.id, { onDelete: 'set null' }),
    /** Why it failed, shown to the uploader. */
    error: text('error'),
    /** MD5 of the merged file. */
    md5: text('md5'),
    durationS: real('duration_s'),
    /** The merged file, relative to DATA_DIR/uploads. */
    storagePath: text('storage_path'),
    createdAt: createdAt(),
    /** Moved by every chunk: the abandoned-upload sweep counts from here. */
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('upload_files_owner_identifier_uq')
      .on(t.tenantId, t.userId, t.uniqueIdentifier)
      .where(sql`${t.status} <> 'failed'`),
    index('upload_files_status_updated_idx').on(t.status, t.updatedAt),
    index('upload_files_tenant_created_idx').on(t.tenantId, t.createdAt.desc()),
  ],
);
