import { z } from 'zod';
import { SEARCH_MAX_LENGTH } from '../constants';
import { LIVE_DAY_LIMIT } from './catalogue';

/**
 * Query fields the spec names (SPEC §2). The router parses query values as JSON, so numeric ids
 * arrive as numbers; they are kept as strings. A malformed field is dropped, not fatal.
 */
const optionalId = z.union([z.string(), z.number()]).transform(String).optional().catch(undefined);

export const playVideoSearchSchema = z.object({
  teclId: optionalId,
  target: z.literal('video').optional().catch(undefined),
  /** Chosen: the recording to play (default the newest) and a start time in seconds. */
  vodId: optionalId,
  t: z.coerce.number().nonnegative().finite().optional().catch(undefined),
});

export const playLiveSearchSchema = z.object({
  courseId: optionalId,
  /** Same value as courseId. */
  liveId: optionalId,
  teclId: optionalId,
  /**
   * A number, as the address writes it: kept as text, the router would write it back quoted
   * (`roadType=%221%22`), since its query values are JSON and '1' as text is not 1.
   */
  roadType: z.coerce.number().int().nonnegative().optional().catch(undefined),
  target: z.literal('live').optional().catch(undefined),
});

/** The unified window serves both (SPEC §2 "Playback windows"). */
export const playCenterSearchSchema = playLiveSearchSchema.extend({
  target: z.enum(['video', 'live']).optional().catch(undefined),
  vodId: playVideoSearchSchema.shape.vodId,
  t: playVideoSearchSchema.shape.t,
});

/** The course page opened from the watch history (SPEC §2 "Watch-history dropdown"). */
export const videoDetailSearchSchema = z.object({ courseId: optionalId, teclId: optionalId });

/** A teaching class's page on one of its lessons (the lists, the search). */
export const liveDetailSearchSchema = videoDetailSearchSchema;

/**
 * List filters live in the address, so a filtered list can be shared and reloaded. Field names
 * are the search forms' (SPEC §3 liveForm / videoForm); id lists are comma-separated, as the
 * lists' queries take them.
 */
const optionalText = z
  .union([z.string(), z.number()])
  .transform(String)
  .pipe(z.string().max(SEARCH_MAX_LENGTH))
  .optional()
  .catch(undefined);
const optionalIdList = z.union([z.string(), z.number()]).transform(String).pipe(z.string().max(4096)).optional().catch(undefined);
const optionalPage = z.coerce.number().int().min(1).optional().catch(undefined);

export const listLiveSearchSchema = z.object({
  /** Days from today: 0 today (the default), 1 tomorrow, -1 yesterday. */
  currentTime: z.coerce.number().int().min(-LIVE_DAY_LIMIT).max(LIVE_DAY_LIMIT).optional().catch(undefined),
  courName: optionalText,
  teacName: optionalText,
  clroName: optionalText,
  orgaChecked: optionalIdList,
  tagsChecked: optionalIdList,
  pageIndex: optionalPage,
});
export type ListLiveSearch = z.infer<typeof listLiveSearchSchema>;

export const listVideoSearchSchema = z.object({
  acteId: optionalId,
  courName: optionalText,
  orgaChecked: optionalIdList,
  tagsChecked: optionalIdList,
  /** Most watched first (the default) or newest recording first. */
  order: z.enum(['hot', 'time']).optional().catch(undefined),
  pageIndex: optionalPage,
});
export type ListVideoSearch = z.infer<typeof listVideoSearchSchema>;

/** The help centre's search. */
export const helpCenterSearchSchema = z.object({ keyword: optionalText });

/**
 * The search page's whole state (SPEC §3 "Search state", §4 "Search and history"): the header's
 * keyword and the course status to show, whether the forms' lists show although there is a
 * keyword (`view`), whether it searches inside lessons (`scope`), the keyword results' page, and
 * each kind's form with its own page. The forms' names (orgaNameChecked…) are not kept: they
 * follow from the ids.
 */
export const advanceSearchSearchSchema = z.object({
  keyword: z.union([z.string(), z.number()]).transform(String).optional().catch(undefined),
  courStatus: z
    .union([z.literal(0), z.literal(1)])
    .optional()
    .catch(undefined),
  view: z.literal('filters').optional().catch(undefined),
  /** Inside lessons (slides, captions, transcripts, notes) instead of the courses (docs/search.md "The page"). */
  scope: z.literal('inside').optional().catch(undefined),
  pageIndex: optionalPage,
  live: listLiveSearchSchema.optional().catch(undefined),
  /** The search page's recorded list has no order to choose (most watched first). */
  video: listVideoSearchSchema.omit({ order: true }).optional().catch(undefined),
});
export type AdvanceSearch = z.infer<typeof advanceSearchSearchSchema>;

/** Favourites and the viewing record: their page (default 1); the record also its live/recorded filter. */
const personalPage = z.coerce.number().int().min(1).max(10_000).optional().catch(undefined);
export const myCollectionSearchSchema = z.object({ mode: z.literal('collection').optional().catch(undefined), page: personalPage });
export const myRecordSearchSchema = z.object({ type: z.enum(['live', 'vod']).optional().catch(undefined), page: personalPage });

/** my-note: whose notes (mine, or shared with me by my classes), the search text, the page and the open note. */
export const NOTE_SCOPES = ['mine', 'shared'] as const;
export type NoteScope = (typeof NOTE_SCOPES)[number];
export const myNoteSearchSchema = z.object({
  scope: z.enum(NOTE_SCOPES).optional().catch(undefined),
  q: z.string().trim().max(50).optional().catch(undefined),
  page: personalPage,
  note: optionalId,
});
export type MyNoteSearch = z.infer<typeof myNoteSearchSchema>;

/** The timetable: its term (default the current one) and week of that term (default today's). */
export const myScheduleSearchSchema = z.object({
  mode: z.literal('schedule').optional().catch(undefined),
  acteId: optionalId,
  week: z.coerce.number().int().min(1).max(60).optional().catch(undefined),
});
export type MyScheduleSearch = z.infer<typeof myScheduleSearchSchema>;

/** Share pages: the link's token (docs/playback.md "Share links"). */
export const shareSearchSchema = z.object({ token: z.string().max(256).optional().catch(undefined) });

/** Login pages: which tenant to sign in to (default tenant '1'). */
export const loginSearchSchema = z.object({ tenant: optionalId });

/** /clip-manage: the tab, the page of its list and a title search (docs/uploads.md "The media page"). */
export const CLIP_MANAGE_TABS = ['resources', 'clips'] as const;
export type ClipManageTab = (typeof CLIP_MANAGE_TABS)[number];
export const clipManageSearchSchema = z.object({
  tab: z.enum(CLIP_MANAGE_TABS).optional().catch(undefined),
  page: optionalPage,
  title: optionalText,
});
export type ClipManageSearch = z.infer<typeof clipManageSearchSchema>;

/** /admin/detail: the class (required: without it the page says so) and the open tab (docs/admin.md "The class detail page"). */
export const ADMIN_DETAIL_TABS = ['lessons', 'recordings', 'resources', 'students', 'notes', 'viewing'] as const;
export type AdminDetailTab = (typeof ADMIN_DETAIL_TABS)[number];
export const adminDetailSearchSchema = z.object({
  teclId: optionalId,
  tab: z.enum(ADMIN_DETAIL_TABS).optional().catch(undefined),
});
export type AdminDetailSearch = z.infer<typeof adminDetailSearchSchema>;

/**
 * /caption-edit: a recording's caption tracks (docs/captions.md "The editor"), reached from its
 * class's page (`teclId`); `trackId` is the track open in the editor, none for the list.
 */
export const captionEditSearchSchema = z.object({ vodId: optionalId, teclId: optionalId, trackId: optionalId });
export type CaptionEditSearch = z.infer<typeof captionEditSearchSchema>;

/**
 * /admin/home: the class list's filters and page (docs/admin.md "The /admin/home page"), so a
 * filtered list can be reloaded and shared. The names are those of GET /v1/admin/classes.
 */
export const adminHomeSearchSchema = z.object({
  acteId: optionalId,
  orgaId: optionalId,
  teacId: optionalId,
  tagId: optionalId,
  q: optionalText,
  page: optionalPage,
});
export type AdminHomeSearch = z.infer<typeof adminHomeSearchSchema>;

/**
 * /report-center: the reports' filters (those of GET /v1/reports/*) and the tab shown
 * (docs/admin.md "The report center page"), so a reload or a shared link shows the same reports.
 */
export const REPORT_TABS = ['completion', 'attendance', 'engagement'] as const;
export type ReportTab = (typeof REPORT_TABS)[number];
export const reportCenterSearchSchema = z.object({
  acteId: optionalId,
  orgaId: optionalId,
  tab: z.enum(REPORT_TABS).optional().catch(undefined),
});
export type ReportCenterSearch = z.infer<typeof reportCenterSearchSchema>;
