import { bigint, index, integer, pgTable, text, unique } from 'drizzle-orm/pg-core';
import { createdAt, idColumn, ts } from './columns';
import { teachingClasses } from './catalogue';
import { vods } from './recordings';
import { tenants, users } from './tenancy';

/**
 * Resumable uploads (DESIGN.md §6): a file announced by its sampled-MD5 identifier and the chunks
 * stored so far. Duplicate uploads are allowed (SPEC §9), so the identifier is not unique.
 */

export const UPLOAD_STATUS = {
  uploading: 'uploading',
  merging: 'merging',
  transcoding: 'transcoding',
  success: 'success',
  failed: 'failed',
} as const;
export type UploadStatus = (typeof UPLOAD_STATUS)[keyof typeof UPLOAD_STATUS];

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
    /** resumable.js uniqueIdentifier: the sampled content hash. */
    uniqueIdentifier: text('unique_identifier').notNull(),
    fileName: text('file_name').notNull(),
    sizeBytes: bigint('size_bytes', { mode: 'number' }).notNull(),
    totalChunks: integer('total_chunks').notNull(),
    status: text('status').$type<UploadStatus>().notNull().default(UPLOAD_STATUS.uploading),
    /** The class the upload is for, when given as an upload parameter. */
    teclId: text('tecl_id').references(() => teachingClasses.id, { onDelete: 'set null' }),
    /** The recording created once transcoding succeeds. */
    vodId: text('vod_id').references(() => vods.id, { onDelete: 'set null' }),
    error: text('error'),
    createdAt: createdAt(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('upload_files_user_identifier_idx').on(t.userId, t.uniqueIdentifier),
    index('upload_files_tenant_created_idx').on(t.tenantId, t.createdAt.desc()),
  ],
);

export const uploadChunks = pgTable(
  'upload_chunks',
  {
    id: idColumn(),
    uploadFileId: text('upload_file_id')
      .notNull()
      .references(() => uploadFiles.id, { onDelete: 'cascade' }),
    /** 1-based, as resumable.js numbers them. */
    chunkNumber: integer('chunk_number').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    /** Relative to the media root. */
    storedPath: text('stored_path').notNull(),
    createdAt: createdAt(),
  },
  (t) => [unique('upload_chunks_file_number_uq').on(t.uploadFileId, t.chunkNumber)],
);
