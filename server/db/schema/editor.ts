import { bigint, index, pgTable, real, text } from 'drizzle-orm/pg-core';
import { createdAt, idColumn } from './columns';
import { vods } from './recordings';
import { tenants, users } from './tenancy';

/**
 * Pictures uploaded through the editor upload endpoint (SPEC §7): player screenshots, offered
 * to the notes, and pictures pasted into notes. A screenshot remembers the recording and the
 * moment it was taken. Files live under the media root at `storagePath`, served only through
 * GET /v1/editor/image/{id} to their owner.
 */
export const editorImages = pgTable(
  'editor_images',
  {
    id: idColumn(),
    tenantId: text('tenant_id')
      .notNull()
      .references(() => tenants.id),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    vodId: text('vod_id').references(() => vods.id, { onDelete: 'set null' }),
    /** Where in the recording the screenshot was taken, in seconds. */
    positionS: real('position_s'),
    fileName: text('file_name').notNull(),
    mimeType: text('mime_type').notNull(),
    sizeBytes: bigint('size_bytes', { mode: 'number' }).notNull(),
    /** Relative to the media root (editor/<tenant>/<id>.<ext>). */
    storagePath: text('storage_path').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('editor_images_user_vod_idx').on(t.userId, t.vodId, t.createdAt.desc())],
);
