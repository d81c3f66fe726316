import { bigint, boolean, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, idColumn } from './columns';
import { courseSessions, teachingClasses } from './catalogue';
import { tenants } from './tenancy';

/**
 * Recordings (vod) of course sessions, their roads (feeds) and the course resources offered for
 * download. Paths are relative to the media root (DATA_DIR/media), served under /media/.
 */

export const VOD_STATUS = { ready: 'ready', processing: 'processing', failed: 'failed' } as const;
export type VodStatus = (typeof VOD_STATUS)[keyof typeof VOD_STATUS];

export const vods = pgTable(
  'vods',
  {
    id: idColumn(),
    tenantId: text('tenant_id')
      .notNull()
      .references(() => tenants.id),
    courId: text('cour_id').references(() => courseSessions.id, { onDelete: 'set null' }),
    teclId: text('tecl_id')
      .notNull()
      .references(() => teachingClasses.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    durationS: integer('duration_s').notNull().default(0),
    /** Poster picture URL (e.g. /media/demo/clip-1/poster.jpg). */
    posterUrl: text('poster_url'),
    /** Seek-bar pictures (a WebVTT track of sprite tiles), relative to the media root; recordings lecture capture made have them. */
    thumbnailsPath: text('thumbnails_path'),
    status: text('status').$type<VodStatus>().notNull().default(VOD_STATUS.processing),
    viewCount: integer('view_count').notNull().default(0),
    /**
     * Hidden from students (docs/admin.md "Publishing or hiding a recording"): only the class's
     * teacher and the tenant's administrators see it; no list, search or counter counts it.
     */
    hidden: boolean('hidden').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    index('vods_tenant_created_idx').on(t.tenantId, t.createdAt.desc()),
    index('vods_tecl_idx').on(t.teclId),
    index('vods_cour_idx').on(t.courId),
  ],
);

/** road_type values (DESIGN.md §3 "road"). */
export const ROAD_TYPE = { teacherCamera: 1, screen: 2, studentCamera: 3 } as const;
export type RoadType = (typeof ROAD_TYPE)[keyof typeof ROAD_TYPE];

export const vodRoads = pgTable(
  'vod_roads',
  {
    id: idColumn(),
    tenantId: text('tenant_id')
      .notNull()
      .references(() => tenants.id),
    vodId: text('vod_id')
      .notNull()
      .references(() => vods.id, { onDelete: 'cascade' }),
    roadType: integer('road_type').$type<RoadType>().notNull(),
    name: text('name').notNull(),
    /** HLS master playlist, relative to the media root (e.g. demo/clip-1/road-1/master.m3u8). */
    hlsPath: text('hls_path').notNull(),
    /** The road shown first in the player. */
    isMain: boolean('is_main').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [index('vod_roads_vod_idx').on(t.vodId)],
);

/** Files offered with a class, a session or a recording (GET /v1/resource/downLoad). */
export const courseResources = pgTable(
  'course_resources',
  {
    id: idColumn(),
    tenantId: text('tenant_id')
      .notNull()
      .references(() => tenants.id),
    teclId: text('tecl_id')
      .notNull()
      .references(() => teachingClasses.id, { onDelete: 'cascade' }),
    courId: text('cour_id').references(() => courseSessions.id, { onDelete: 'set null' }),
    vodId: text('vod_id').references(() => vods.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    fileName: text('file_name').notNull(),
    /** Relative to the media root (e.g. resources/1/linear-algebra-syllabus.md). */
    storagePath: text('storage_path').notNull(),
    sizeBytes: bigint('size_bytes', { mode: 'number' }).notNull(),
    mimeType: text('mime_type').notNull(),
    speaker: text('speaker').notNull().default(''),
    thumbnailUrl: text('thumbnail_url'),
    /** The file is gone or withdrawn: listed with the invalid marker, not downloadable. */
    invalid: boolean('invalid').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    index('course_resources_tenant_created_idx').on(t.tenantId, t.createdAt.desc()),
    index('course_resources_tecl_idx').on(t.teclId),
    index('course_resources_vod_idx').on(t.vodId),
    index('course_resources_cour_idx').on(t.courId),
  ],
);
