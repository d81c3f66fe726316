import { z } from 'zod';
import { pagedResultSchema, pageQuerySchema } from './envelope';
import { idText, plainText, queryInt } from './text';

/**
 * Lecture capture settings (docs/api.md "Lecture capture settings"), for the tenant's
 * administrators: each classroom's roads and how its encoders reach the server. A `push` road is
 * sent by the encoder to `pushUrl` with its secret `streamKey`; a `pull` road is read by the
 * server from the encoder's own `pullUrl`. Paths under /v1/admin/capture/rooms.
 */

/** 1 the teacher's camera, 2 the screen, 3 the students' camera (ROAD_TYPE of the recordings). */
export const CAPTURE_ROAD_TYPES = [1, 2, 3] as const;
export type CaptureRoadType = (typeof CAPTURE_ROAD_TYPES)[number];
export const CAPTURE_MODES = ['push', 'pull'] as const;

/** Longest encoder address; an RTSP address with a user, a password and a path fits easily. */
export const PULL_URL_MAX = 2048;
/** Longest text filter, as the other admin lists' search boxes. */
const KEYWORD_MAX = 100;
export const CAPTURE_PAGE_SIZE_MAX = 100;

/**
 * An address the server can read a pull road from: rtsp:// or rtsps:// (an encoder serving RTSP),
 * or srt:// (an encoder listening for SRT callers), with a host. It may carry
 * the encoder's own user name and password (many encoders ask for them), which is why pull
 * addresses are only shown in the single-room answer. The server refuses any other address with
 * `capturePullAddressInvalid`; a form may check with the same function before sending.
 */
const PULL_PROTOCOLS = ['rtsp:', 'rtsps:', 'srt:'];

export function isPullAddress(value: string): boolean {
  if (/\s/.test(value) || !URL.canParse(value)) return false;
  const url = new URL(value);
  return PULL_PROTOCOLS.includes(url.protocol) && url.hostname !== '';
}

const roadTypeSchema = z.union([z.literal(1), z.literal(2), z.literal(3)]);
const isoInstant = z.string().describe('an instant, ISO 8601 with zone');

/**
 * What the ingest last saw of a road's feed. `receiving`: a picture arrived within the last 10 s
 * (CAPTURE_SIGNAL_FRESH_MS); `since`: when the unbroken feed began, while receiving;
 * `lastSeen`: the last picture, even long ago; the rest: the picture as last seen.
 */
export const captureSignalSchema = z.object({
  receiving: z.boolean(),
  since: isoInstant.nullable(),
  lastSeen: isoInstant.nullable(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  frameRate: z.number().nullable(),
  bitrateKbps: z.number().int().nullable(),
});
export type CaptureSignal = z.infer<typeof captureSignalSchema>;

/** A road as the single-room answer shows it, secrets included: administrators only, never cached. */
export const captureRoadSchema = z.object({
  roadType: roadTypeSchema,
  mode: z.enum(CAPTURE_MODES),
  pushUrl: z.string().nullable().describe("a push road's address, typed into the encoder's server field; null for pull"),
  streamKey: z.string().nullable().describe("a push road's secret stream key; null for pull, or once revoked"),
  keyIssuedAt: isoInstant.nullable(),
  pullUrl: z.string().nullable().describe("a pull road's encoder address (rtsp://, rtsps:// or srt://); null for push"),
  signal: captureSignalSchema,
});
export type CaptureRoad = z.infer<typeof captureRoadSchema>;

const roomFields = {
  clroId: z.string(),
  clroName: z.string(),
  building: z.string(),
  campName: z.string(),
};

export const captureRoomSchema = z.object({ ...roomFields, roads: z.array(captureRoadSchema) });
export type CaptureRoom = z.infer<typeof captureRoomSchema>;

/** A road as the list shows it: how it is reached and whether it is live, no key, no address. */
export const captureRoadSummarySchema = z.object({ roadType: roadTypeSchema, mode: z.enum(CAPTURE_MODES), signal: captureSignalSchema });
export type CaptureRoadSummary = z.infer<typeof captureRoadSummarySchema>;

export const captureRoomSummarySchema = z.object({ ...roomFields, roads: z.array(captureRoadSummarySchema) });
export type CaptureRoomSummary = z.infer<typeof captureRoomSummarySchema>;

export const captureRoomPageSchema = pagedResultSchema(captureRoomSummarySchema);

export const captureRoomListQuerySchema = pageQuerySchema.extend({
  'page.pageSize': queryInt({ min: 1, max: CAPTURE_PAGE_SIZE_MAX }).default(15),
  /** A part of the room's name or building, case-insensitive; empty for all. */
  keyword: plainText().trim().max(KEYWORD_MAX).default(''),
});
export type CaptureRoomListQuery = z.output<typeof captureRoomListQuerySchema>;

export const captureRoomParamsSchema = z.object({ clroId: idText() });
export const captureRoadParamsSchema = z.object({
  clroId: idText(),
  roadType: queryInt({ min: 1, max: 3 }).transform((n) => n as CaptureRoadType),
});

/** How a road is reached: pushed to the server, or pulled from the encoder's RTSP or SRT address. */
export const captureRoadBodySchema = z.discriminatedUnion('mode', [
  z.strictObject({ mode: z.literal('push') }),
  z.strictObject({ mode: z.literal('pull'), pullUrl: plainText().trim().min(1, 'is required').max(PULL_URL_MAX) }),
]);
export type CaptureRoadBody = z.output<typeof captureRoadBodySchema>;
