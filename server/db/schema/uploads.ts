import { sql } from 'drizzle-orm';
import { bigint, boolean, index, integer, pgTable, primaryKey, real, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { ResourceKind, ResourceState } from '../../../src/schemas/media-library';
import type { UploadState, UploadTarget } from '../../../src/schemas/upload';
import { UNFINISHED_STATES } from '../../../src/uploads/upload-status-rules';
import { createdAt, idColumn, ts } from './columns';
import { courseSessions, teachingClasses } from './catalogue';
import { vods } from './recordings';
import { tenants, users } from './tenancy';

/**
 * Resumable uploads (docs/uploads.md): a file announced by its identifier, sent to one target (a
 * lesson's recording, a personal resource, a class's attachment). Its chunks live on disk
 * (DATA_DIR/uploads/chunks/<id>) until merged into DATA_DIR/uploads/sources/<id>. One unfinished
 * upload per user, identifier and target (the partial unique index): a second client sending the
 * same file to the same place joins it. The same file sent to another place, or again after it
 * finished, is a new row, which reuses the bytes already stored (docs/uploads.md "Identifier").
 */
export const UPLOAD_STATUS = {
  uploading: 'uploading',
  merging: 'merging',
  /** Merged and probed: waiting for the transcoder. */
  queued: 'queued',
  transcoding: 'transcoding',
  /** Made; the publish job records it as a recording, a resource or an attachment. */
  publishing: 'publishing',
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
    /** Transcoding progress, 0–100, while `transcoding`. */
    progress: integer('progress'),
    /** The merged file's key in the media store: sources/<upload id>/<file name>. */
    storagePath: text('storage_path'),
    /**
     * The HLS folder of the transcode that finished, uploads/<upload id>/<attempt>: each run writes
     * under an attempt of its own, so a job run twice never mixes two runs' files. Null before, and
     * on uploads made before attempts, whose folder is uploads/<upload id>.
     */
    mediaPath: text('media_path'),
    createdAt: createdAt(),
    /** Moved by every chunk: the abandoned-upload sweep counts from here. */
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    // One unfinished upload per file and target: a second client sending the same file to the
    // same place joins it; the same file to another place, or again once finished, is another row.
    uniqueIndex('upload_files_owner_identifier_target_uq')
      .on(t.tenantId, t.userId, t.uniqueIdentifier, t.target, sql`coalesce(${t.teclId}, '')`, sql`coalesce(${t.courId}, '')`)
      .where(sql`${t.status} in (${sql.raw(UNFINISHED_STATES.map((state) => `'${state}'`).join(', '))})`),
    // Finding the stored copy of a file (its identifier) the same user sent before.
    index('upload_files_owner_identifier_idx').on(t.tenantId, t.userId, t.uniqueIdentifier),
    index('upload_files_status_updated_idx').on(t.status, t.updatedAt),
    index('upload_files_tenant_created_idx').on(t.tenantId, t.createdAt.desc()),
  ],
);

/**
 * A teacher's own video (docs/uploads.md "Personal resources"): an upload with target `resource`
 * (kind `upload`, ready once transcoded) or a clip cut from a recording (kind `clip`, `processing`
 * until the clip job has made it). Paths are relative to the media root (DATA_DIR/media); a clip
 * has none while it is processing.
 */
export const RESOURCE_STATUS = {
  processing: 'processing',
  ready: 'ready',
  failed: 'failed',
} as const satisfies Record<ResourceState, ResourceState>;

export const personalResources = pgTable(
  'personal_resources',
  {
    id: idColumn(),
    tenantId: text('tenant_id')
      .notNull()
      .references(() => tenants.id),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    uploadId: text('upload_id').references(() => uploadFiles.id, { onDelete: 'set null' }),
    kind: text('kind').$type<ResourceKind>().notNull().default('upload'),
    status: text('status').$type<ResourceState>().notNull().default(RESOURCE_STATUS.ready),
    /** Why its job failed, readable by its owner. */
    reason: text('reason'),
    title: text('title').notNull(),
    durationS: real('duration_s').notNull().default(0),
    hlsPath: text('hls_path'),
    posterPath: text('poster_path'),
    /** WebVTT thumbnail track for the seek bar. */
    thumbnailsPath: text('thumbnails_path'),
    /** The files are gone: listed with the invalid marker. */
    invalid: boolean('invalid').notNull().default(false),
    /** A clip: the recording it was cut from, and the cut in seconds of that recording. */
    sourceVodId: text('source_vod_id').references(() => vods.id, { onDelete: 'set null' }),
    clipInS: real('clip_in_s'),
    clipOutS: real('clip_out_s'),
    createdAt: createdAt(),
  },
  (t) => [
    index('personal_resources_user_created_idx').on(t.userId, t.createdAt.desc()),
    index('personal_resources_status_idx').on(t.status),
  ],
);

/**
 * The recordings made from a personal resource (POST /v1/media/resources/attach). The recording
 * has its own folder (its files hard-linked from the resource's), so either may be deleted alone.
 */
export const personalResourceAttachments = pgTable(
  'personal_resource_attachments',
  {
    resourceId: text('resource_id')
      .notNull()
      .references(() => personalResources.id, { onDelete: 'cascade' }),
    vodId: text('vod_id')
      .notNull()
      .references(() => vods.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.resourceId, t.vodId] }), index('personal_resource_attachments_vod_idx').on(t.vodId)],
);
