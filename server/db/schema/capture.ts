import { index, integer, pgTable, real, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { classrooms, courseSessions } from './catalogue';
import { createdAt, idColumn, ts } from './columns';
import { vods, type RoadType } from './recordings';
import { tenants } from './tenancy';

/**
 * Lecture capture (docs/capture.md): the roads a classroom's encoders send, one row per road
 * type of a room. A push road is reached by an encoder with its secret stream key (null once
 * revoked); a pull road names the encoder's own RTSP address, which the ingest reads while a
 * lesson is on. The signal columns are what the ingest last saw of the road's feed.
 */
export const CAPTURE_MODE = { push: 'push', pull: 'pull' } as const;
export type CaptureMode = (typeof CAPTURE_MODE)[keyof typeof CAPTURE_MODE];

export const captureRoads = pgTable(
  'capture_roads',
  {
    id: idColumn(),
    tenantId: text('tenant_id')
      .notNull()
      .references(() => tenants.id),
    clroId: text('clro_id')
      .notNull()
      .references(() => classrooms.id, { onDelete: 'cascade' }),
    roadType: integer('road_type').$type<RoadType>().notNull(),
    mode: text('mode').$type<CaptureMode>().notNull(),
    /** A push road's secret: the stream key its encoder sends; null when revoked. Never logged. */
    streamKey: text('stream_key'),
    keyIssuedAt: ts('key_issued_at'),
    /** A pull road's RTSP address (may carry the encoder's own credentials: administrators only). */
    pullUrl: text('pull_url'),
    /** When the ingest last had a picture from this road, and since when without a break. */
    signalSeenAt: ts('signal_seen_at'),
    signalSince: ts('signal_since'),
    videoWidth: integer('video_width'),
    videoHeight: integer('video_height'),
    frameRate: real('frame_rate'),
    bitrateKbps: integer('bitrate_kbps'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('capture_roads_room_type_idx').on(t.clroId, t.roadType),
    uniqueIndex('capture_roads_stream_key_idx').on(t.streamKey),
    index('capture_roads_tenant_idx').on(t.tenantId),
  ],
);

/**
 * A lesson lecture capture took (docs/capture.md "Recordings"): written when its first road goes on
 * air, so a server restarted mid-lesson still knows to make its recording. `recordedThrough` is the
 * end of what the recording holds (the job runs again when a lesson that ran over stops later);
 * `vodId` the recording once made.
 */
export const CAPTURE_STATUS = { capturing: 'capturing', recording: 'recording', recorded: 'recorded', failed: 'failed' } as const;
export type CaptureStatus = (typeof CAPTURE_STATUS)[keyof typeof CAPTURE_STATUS];

export const lessonCaptures = pgTable(
  'lesson_captures',
  {
    courId: text('cour_id')
      .primaryKey()
      .references(() => courseSessions.id, { onDelete: 'cascade' }),
    tenantId: text('tenant_id')
      .notNull()
      .references(() => tenants.id),
    status: text('status').$type<CaptureStatus>().notNull().default(CAPTURE_STATUS.capturing),
    firstFeedAt: ts('first_feed_at').notNull(),
    lastFeedAt: ts('last_feed_at').notNull(),
    recordedThrough: ts('recorded_through'),
    vodId: text('vod_id').references(() => vods.id, { onDelete: 'set null' }),
    error: text('error'),
  },
  (t) => [index('lesson_captures_status_idx').on(t.status)],
);

/**
 * A broadcast lesson whose classroom sent nothing CAPTURE_NO_SIGNAL_ALERT_MS after its begin
 * (docs/capture.md "No signal"): its administrators and teacher were told, once.
 */
export const captureAlerts = pgTable('capture_alerts', {
  courId: text('cour_id')
    .primaryKey()
    .references(() => courseSessions.id, { onDelete: 'cascade' }),
  tenantId: text('tenant_id')
    .notNull()
    .references(() => tenants.id),
  alertedAt: ts('alerted_at').notNull(),
});
