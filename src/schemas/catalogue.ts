import { z } from 'zod';
import { SEARCH_MAX_LENGTH } from '../constants';
import { pageQuerySchema } from './envelope';
import { idText, plainText, queryInt } from './text';

/**
 * Lists and lookups of the catalogue (SPEC §7 "Lists and lookups", §3 "Search state"): query
 * fields exactly as the product sends them, and the records answered. Times in answers are ISO
 * strings; times in queries (courBeginTime, courEndTime) are epoch milliseconds, which survive
 * a query string unescaped (an ISO offset's '+' would turn into a space).
 */

/** An empty query value means "not given" (the search forms send every field). */
const optional = <T extends z.ZodType>(schema: T) => z.preprocess((value) => (value === '' ? undefined : value), schema.optional());

const epochMs = queryInt({ min: 0 });
const filterText = plainText().trim().max(SEARCH_MAX_LENGTH);
const ID_LIST_MAX = 100;
/** Comma-separated ids (orgaChecked, tagsChecked). */
const idList = plainText()
  .max(4096)
  .transform((value) =>
    value
      .split(',')
      .map((id) => id.trim())
      .filter(Boolean),
  )
  .pipe(z.array(z.string().regex(/^[\w.-]{1,64}$/, 'must be ids separated by commas')).max(ID_LIST_MAX));

/** Sessions of the day `liveDay` days after the server's today (0 today, 1 tomorrow, -1 yesterday). */
export const LIVE_DAY_LIMIT = 366;

/** courStatus derived from the clock: 0 not started, 1 on now, 2 finished. */
export const COUR_STATUS = { notStarted: 0, live: 1, finished: 2 } as const;
export const courStatusSchema = z.union([z.literal(COUR_STATUS.notStarted), z.literal(COUR_STATUS.live), z.literal(COUR_STATUS.finished)]);
export type CourStatus = z.infer<typeof courStatusSchema>;

/** `page.orders[i].field` / `.asc`; `asc` absent means time ascending and hot descending. */
const orderField = <const T extends readonly [string, ...string[]]>(fields: T) => optional(z.enum(fields));
const orderAsc = optional(z.stringbool());

/** Two ordering pairs must not name the same field. */
const distinctOrders = (query: { 'page.orders[0].field'?: string; 'page.orders[1].field'?: string }, ctx: z.RefinementCtx) => {
  const [first, second] = [query['page.orders[0].field'], query['page.orders[1].field']];
  if (first && first === second) ctx.addIssue({ code: 'custom', path: ['page.orders[1].field'], message: 'repeats page.orders[0].field' });
};

// ---- lookups -------------------------------------------------------------------------------

export type OrgaNode = { orgaId: string; orgaName: string; orgaCode: string; children: OrgaNode[] };
export const orgaNodeSchema: z.ZodType<OrgaNode> = z.object({
  orgaId: z.string(),
  orgaName: z.string(),
  orgaCode: z.string(),
  get children() {
    return z.array(orgaNodeSchema);
  },
});

export const tagSchema = z.object({ tagId: z.string(), tagName: z.string() });

export const termSchema = z.object({
  acteId: z.string(),
  acteName: z.string(),
  isCurrent: z.boolean(),
  /** Local dates, YYYY-MM-DD. */
  beginDate: z.string(),
  endDate: z.string(),
  weekCount: z.number().int(),
});
export type Term = z.infer<typeof termSchema>;

export const bannerSchema = z.object({
  id: z.string(),
  title: z.string(),
  imageUrl: z.string(),
  linkUrl: z.string(),
  sortIndex: z.number().int(),
});

export const courseStatusQuerySchema = z.object({ courseId: idText() });
export const courseStatusSchema = z.object({
  courStatus: courStatusSchema,
  courBeginTime: z.string(),
  courEndTime: z.string(),
  /** A ready recording of the lesson exists. */
  hasRecording: z.boolean(),
  /** That recording (the newest when there are several), for the live page to turn into. */
  vodId: z.string().nullable(),
});

/** GET /app/restApi/getServerDateTime (public). */
export const serverDateTimeSchema = z.object({
  /** Epoch ms of today 00:00, server local time. */
  todayBeginTime: z.number().int(),
  timestamp: z.number().int(),
});

export const visitRecordBodySchema = z.object({ path: plainText().trim().min(1, 'is required').max(1024) });
export const visitRecordResultSchema = z.object({ recorded: z.literal(true) });

// ---- lessons (live list, search) --------------------------------------------------------------

export const lessonSchema = z.object({
  courId: z.string(),
  courName: z.string(),
  subjName: z.string(),
  subjNameEn: z.string(),
  teclId: z.string(),
  teclName: z.string(),
  courseNo: z.string(),
  teacName: z.string(),
  clroName: z.string().nullable(),
  courBeginTime: z.string(),
  courEndTime: z.string(),
  weekNo: z.number().int(),
  letiNumber: z.number().int().nullable(),
  courStatus: courStatusSchema,
  teclImgUrl: z.string().nullable(),
  courTransferFlag: z.boolean(),
  isLive: z.boolean(),
  hotScore: z.number().int(),
});
export type Lesson = z.infer<typeof lessonSchema>;

export const LIVE_ORDER_FIELDS = ['courBeginTime', 'hot'] as const;

/** GET /v1/vod_live/t-1 (SPEC §3 liveForm). */
export const liveListQuerySchema = pageQuerySchema.extend({
  /** Window bounds, epoch ms; each one given replaces that bound of the liveDay window. */
  courBeginTime: optional(epochMs),
  courEndTime: optional(epochMs),
  liveDay: optional(queryInt({ min: -LIVE_DAY_LIMIT, max: LIVE_DAY_LIMIT })),
  'page.orders[0].field': orderField(LIVE_ORDER_FIELDS),
  'page.orders[0].asc': orderAsc,
  courName: optional(filterText),
  teacName: optional(filterText),
  orgaChecked: optional(idList),
  clroName: optional(filterText),
  tagsChecked: optional(idList),
});
export type LiveListQuery = z.infer<typeof liveListQuerySchema>;

// ---- recordings grouped by teaching class -----------------------------------------------------

export const VOD_GROUP_ORDER_FIELDS = ['hot', 'time'] as const;

/** GET /v1/group_subject_vod_list/t-1 (SPEC §3 videoForm); `time` is the latest recording's time. */
export const vodGroupQuerySchema = pageQuerySchema
  .extend({
    acteId: optional(plainText().trim().max(64)),
    courName: optional(filterText),
    orgaChecked: optional(idList),
    tagsChecked: optional(idList),
    'page.orders[0].field': orderField(VOD_GROUP_ORDER_FIELDS),
    'page.orders[0].asc': orderAsc,
    'page.orders[1].field': orderField(VOD_GROUP_ORDER_FIELDS),
    'page.orders[1].asc': orderAsc,
  })
  .superRefine(distinctOrders);
export type VodGroupQuery = z.infer<typeof vodGroupQuerySchema>;

export const vodSummarySchema = z.object({
  vodId: z.string(),
  title: z.string(),
  posterUrl: z.string().nullable(),
  durationS: z.number().int(),
  courId: z.string().nullable(),
  /** When the recording was made. */
  recordedAt: z.string(),
});

export const vodGroupSchema = z.object({
  teclId: z.string(),
  teclName: z.string(),
  subjName: z.string(),
  subjNameEn: z.string(),
  courseNo: z.string(),
  teacName: z.string(),
  teclImgUrl: z.string().nullable(),
  acteId: z.string(),
  hotScore: z.number().int(),
  viewCount: z.number().int(),
  vodCount: z.number().int(),
  latestVod: vodSummarySchema,
});
export type VodGroup = z.infer<typeof vodGroupSchema>;

// ---- home union -------------------------------------------------------------------------------

export const unionQuerySchema = pageQuerySchema;

export const unionCardSchema = z.discriminatedUnion('kind', [
  lessonSchema.extend({ kind: z.literal('live') }),
  vodSummarySchema.extend({
    kind: z.literal('vod'),
    teclId: z.string(),
    teclName: z.string(),
    subjName: z.string(),
    teacName: z.string(),
    teclImgUrl: z.string().nullable(),
    viewCount: z.number().int(),
  }),
]);
export type UnionCard = z.infer<typeof unionCardSchema>;

// ---- course search ------------------------------------------------------------------------------

/**
 * courStatus of the search: 0 = lessons not finished yet (live now or upcoming) of live-enabled
 * classes; 1 = finished lessons that have a ready recording.
 */
export const SEARCH_COUR_STATUS = { upcoming: 0, recorded: 1 } as const;
export const SEARCH_ORDER_FIELDS = ['courBeginTime'] as const;

/** GET /v1/course/search (SPEC §4 "Home search"; path chosen). */
export const courseSearchQuerySchema = pageQuerySchema.extend({
  unionName: plainText().trim().min(1, 'is required').max(SEARCH_MAX_LENGTH),
  courStatus: optional(queryInt().pipe(z.union([z.literal(0), z.literal(1)]))),
  'page.orders[0].field': orderField(SEARCH_ORDER_FIELDS),
  'page.orders[0].asc': orderAsc,
});
export type CourseSearchQuery = z.infer<typeof courseSearchQuerySchema>;

/** Fields a keyword can match, reported in `matchedOn` for the client's highlighting. */
export const SEARCH_FIELDS = ['subjName', 'subjNameEn', 'subjCode', 'teclName', 'courseNo', 'teacName', 'clroName', 'courName'] as const;
export type SearchField = (typeof SEARCH_FIELDS)[number];

export const searchRecordSchema = lessonSchema.extend({
  matchedOn: z.array(z.enum(SEARCH_FIELDS)),
  /** The lesson's ready recording, for finished lessons. */
  vodId: z.string().nullable(),
});
export type SearchRecord = z.infer<typeof searchRecordSchema>;
