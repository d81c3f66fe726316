import { z } from 'zod';
import { CLIP_MIN_LENGTH_S } from '../constants';
import { idText, plainText, queryInt } from './text';

/**
 * A teacher's media library (docs/uploads.md "Personal resources" and "Clips"): their own
 * videos (uploads with target `resource`) and clips cut from recordings, listed on /clip-manage.
 * Only teachers (their own classes' recordings) and administrators (their tenant) reach it.
 */
export const RESOURCE_KINDS = ['upload', 'clip'] as const;
export type ResourceKind = (typeof RESOURCE_KINDS)[number];
/** `processing` while the job queue works on it, `failed` with a reason, `ready` to play. */
export const RESOURCE_STATES = ['processing', 'ready', 'failed'] as const;
export type ResourceState = (typeof RESOURCE_STATES)[number];

/** SPEC §3 "Resource item": title, speaker, thumbnail, invalid flag; plus what the page needs. */
export const personalResourceSchema = z.object({
  id: z.string(),
  kind: z.enum(RESOURCE_KINDS),
  title: z.string(),
  /** The owner's display name, shown over the thumbnail. */
  speaker: z.string(),
  /** An authenticated address (jwt-token header) of its poster, null until there is one. */
  thumbnailUrl: z.string().nullable(),
  durationS: z.number(),
  /** Its files are gone or its job failed: listed with the invalid marker, cannot play or attach. */
  invalid: z.boolean(),
  status: z.enum(RESOURCE_STATES),
  reason: z.string().nullable(),
  /** Master playlist (authenticated like recordings' streams), null unless ready. */
  playlistUrl: z.string().nullable(),
  /** WebVTT seek-bar thumbnails, null unless ready. */
  thumbnailsUrl: z.string().nullable(),
  /** For a clip: the recording it was cut from and the cut, in seconds. */
  sourceVodId: z.string().nullable(),
  clipInS: z.number().nullable(),
  clipOutS: z.number().nullable(),
  /** Lessons it has been attached to (as their recording). */
  attachedVodIds: z.array(z.string()),
  createdAt: z.string(),
});
export type PersonalResource = z.infer<typeof personalResourceSchema>;

export const resourceListQuerySchema = z.object({
  'page.pageIndex': queryInt({ min: 1 }).default(1),
  'page.pageSize': queryInt({ min: 1, max: 100 }).default(10),
  kind: z.enum(RESOURCE_KINDS).optional(),
  /** Case-insensitive part of the title. */
  title: plainText().max(100).optional(),
});
export type ResourceListQuery = z.infer<typeof resourceListQuerySchema>;

export const RESOURCE_TITLE_MAX = 100;
const title = () => plainText().trim().min(1, 'is required').max(RESOURCE_TITLE_MAX);

export const renameResourceBodySchema = z.object({ id: idText(), title: title() });
export const deleteResourceBodySchema = z.object({ id: idText() });
/** Attach a ready resource to a lesson of the caller's class: it becomes that lesson's recording. */
export const attachResourceBodySchema = z.object({ id: idText(), teclId: idText(), courId: idText() });
export const attachResultSchema = z.object({ vodId: z.string() });
export const deletedResourceSchema = z.object({ id: z.string() });

/** A recording the caller may cut clips from (their classes' ready recordings; the tenant's for an administrator). */
export const clipSourceSchema = z.object({
  vodId: z.string(),
  teclId: z.string(),
  /** Its class's name: with the lesson's date it tells apart recordings titled alike. */
  teclName: z.string(),
  courId: z.string(),
  /** The course name and the lesson's begin time, as on the detail page. */
  courName: z.string(),
  title: z.string(),
  beginTime: z.string(),
  durationS: z.number(),
});
export type ClipSource = z.infer<typeof clipSourceSchema>;

export const clipSourceQuerySchema = z.object({
  'page.pageIndex': queryInt({ min: 1 }).default(1),
  'page.pageSize': queryInt({ min: 1, max: 100 }).default(20),
  title: plainText().max(100).optional(),
});

/**
 * A clip of `vodId` from inS to outS (seconds, at least CLIP_MIN_LENGTH_S long, within the
 * recording: the server checks outS against its length).
 */
/** Seconds typed in tenths are not exact in binary (1.4 − 0.4 < 1): comparisons allow this much. */
export const CLIP_TIME_TOLERANCE_S = 1e-6;

export const createClipBodySchema = z
  .object({
    vodId: idText(),
    inS: z.number().min(0),
    outS: z.number().positive(),
    title: title(),
  })
  .refine((b) => b.outS > b.inS, { path: ['outS'], message: 'must be after inS' })
  .refine((b) => b.outS <= b.inS || b.outS - b.inS >= CLIP_MIN_LENGTH_S - CLIP_TIME_TOLERANCE_S, {
    path: ['outS'],
    message: `must be at least ${CLIP_MIN_LENGTH_S} s after inS`,
  });
export type CreateClipBody = z.infer<typeof createClipBodySchema>;

/** A class the caller may attach a resource to (one they teach; any of the tenant's for an administrator), with its lessons. */
export const attachClassSchema = z.object({
  teclId: z.string(),
  teclName: z.string(),
  lessons: z.array(z.object({ courId: z.string(), courName: z.string(), beginTime: z.string(), weekNo: z.number().int() })),
});
export type AttachClass = z.infer<typeof attachClassSchema>;

export const attachClassQuerySchema = z.object({
  'page.pageIndex': queryInt({ min: 1 }).default(1),
  'page.pageSize': queryInt({ min: 1, max: 50 }).default(10),
  /** Case-insensitive part of the class name. */
  title: plainText().max(100).optional(),
});
