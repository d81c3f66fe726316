import { z } from 'zod';
import { playTextsSchema } from './lesson-texts';
import { SHARE_EXPIRY_MAX_HOURS } from '../constants';
import { liveLessonSchema } from './live';
import { idText, plainText } from './text';

/**
 * Share links (issue 6, SPEC §2 /vod-share and /live-share): a teacher lets people without an
 * account watch one recording or one live lesson. The token is a capability: whoever holds the
 * link may watch until it expires or is revoked. Created, listed and revoked by the class's
 * teacher (POST /v1/share/create, GET /v1/share/list, POST /v1/share/revoke; paths chosen);
 * looked up without a session (GET /v1/share/vod, GET /v1/share/live).
 */

const id = idText();

export const SHARE_KINDS = ['vod', 'live'] as const;
export type ShareKindName = (typeof SHARE_KINDS)[number];

/** The page a link opens, with its token: shown once, at creation. */
export const sharePagePath = (kind: ShareKindName, token: string) =>
  `/#/${kind === 'vod' ? 'vod-share' : 'live-share'}?token=${encodeURIComponent(token)}`;

/** A recording ({ vodId }, optionally starting at startS) or a live lesson ({ courId }). */
export const shareCreateBodySchema = z
  .object({
    vodId: id.optional(),
    courId: id.optional(),
    expiresInHours: z
      .number({ error: 'must be a number of hours' })
      .int('must be a whole number of hours')
      .min(1, `must be between 1 and ${SHARE_EXPIRY_MAX_HOURS}`)
      .max(SHARE_EXPIRY_MAX_HOURS, `must be between 1 and ${SHARE_EXPIRY_MAX_HOURS}`),
    startS: z
      .number({ error: 'must be a number of seconds' })
      .int('must be a whole number of seconds')
      .min(0, 'must be 0 or more')
      .optional(),
  })
  .refine((body) => (body.vodId === undefined) !== (body.courId === undefined), {
    path: ['vodId'],
    message: 'give exactly one of vodId and courId',
  })
  .refine((body) => body.startS === undefined || body.vodId !== undefined, {
    path: ['startS'],
    message: 'only a recording can start later',
  });
export type ShareCreateBody = z.infer<typeof shareCreateBodySchema>;

export const shareCreatedSchema = z.object({
  shareId: z.string(),
  /** The raw token: only this answer ever holds it. */
  token: z.string(),
  /** The page to open, e.g. /#/vod-share?token=… (relative to the site). */
  path: z.string(),
  expiresAt: z.string(),
  startS: z.number().int().nullable(),
});
export type ShareCreated = z.infer<typeof shareCreatedSchema>;

export const shareListQuerySchema = z.object({ teclId: id });

export const SHARE_STATES = ['active', 'expired', 'revoked'] as const;
export type ShareState = (typeof SHARE_STATES)[number];

/** One link of a class, never with its token. */
export const shareListItemSchema = z.object({
  shareId: z.string(),
  kind: z.enum(SHARE_KINDS),
  /** The recording's title or the live lesson's name. */
  title: z.string(),
  startS: z.number().int().nullable(),
  createdAt: z.string(),
  expiresAt: z.string(),
  revokedAt: z.string().nullable(),
  state: z.enum(SHARE_STATES),
});
export type ShareListItem = z.infer<typeof shareListItemSchema>;
export const shareListSchema = z.array(shareListItemSchema);

export const shareRevokeBodySchema = z.object({ shareId: id });
export const shareRevokedSchema = z.object({ shareId: z.string(), revokedAt: z.string() });

/** Public lookups take the token; a malformed one is simply unknown (404). */
export const shareTokenQuerySchema = z.object({ token: plainText().min(1, 'is required').max(256) });

export const sharedRoadSchema = z.object({
  roadId: z.string(),
  roadType: z.number().int(),
  name: z.string(),
  isMain: z.boolean(),
  /** The road's master playlist under /v1/share/stream/{token}/{roadId}/. */
  url: z.string(),
});

/** GET /v1/share/vod: what the share page plays; main road first. */
export const sharedVodSchema = z.object({
  title: z.string(),
  teclName: z.string(),
  teacName: z.string(),
  durationS: z.number().int(),
  startS: z.number().int().nullable(),
  expiresAt: z.string(),
  posterUrl: z.string().nullable(),
  roads: z.array(sharedRoadSchema),
  /** Its published caption tracks, slides and search, at addresses inside the link's scope. */
  texts: playTextsSchema,
});
export type SharedVod = z.infer<typeof sharedVodSchema>;
export type SharedRoad = z.infer<typeof sharedRoadSchema>;

/**
 * GET /v1/share/live: the shared live lesson, asked again by its page every LIVE_STATUS_POLL_MS
 * (it is the page's status too: a signed-out viewer cannot ask /v1/course/status). Road
 * playlists are under /v1/share/live-stream/{token}/road-N/, only while the lesson is on air.
 */
export const sharedLiveSchema = liveLessonSchema.extend({
  expiresAt: z.string(),
  /** Who made the link (the class's teacher). */
  sharedBy: z.string(),
});
export type SharedLive = z.infer<typeof sharedLiveSchema>;
