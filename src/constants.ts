/**
 * Every number and fixed name the specification gives, named once (SPEC.md §4, §5, §9).
 * Imported by the browser, the machines and the server alike.
 */
export const APP_NAME = 'lectern';
export const STORAGE_PREFIX = `${APP_NAME}.`;

// Session (SPEC §4 "Tokens and session", §9)
export const MAX_CONSECUTIVE_REFRESHES = 10;
export const REFRESH_BUSY_WAIT_MS = 3_000;
export const ERROR_TOAST_SUPPRESS_MS = 3_000;
export const LOGOUT_DELAY_MS = 300;

// Layout (SPEC §2, §9)
export const DESIGN_WIDTH_PX = 1920;
export const ROOT_FONT_SIZE_PX = 20;
export const MIN_SCALED_WIDTH_PX = 1024;
export const TOP_BAR_HEIGHT_PX = 80;
export const LOGO_HEIGHT_PX = 48;
export const SEARCH_BOX_WIDTH_PX = 354;
export const SEARCH_MAX_LENGTH = 100;
export const SEARCH_DEBOUNCE_MS = 200;
export const ELLIPSIS_WIDTH_PX = 170;
/** The spacing utilities' scale (SPEC §9: 0 to 200 px), in steps of SPACING_STEP_PX. */
export const SPACING_MAX_PX = 200;
export const SPACING_STEP_PX = 2;
/** The default theme's name when the configuration gives none (SPEC §4 "Theme"); it shows light. */
export const DEFAULT_THEME_NAME = 'styleDefault';
export const EMPTY_BLOCK_HEIGHT_PX = 429;
export const TOP_MENU_MAX_ITEMS = 6;
export const POPUP_DELAY_MS = 500;
export const HOVER_CLOSE_DELAY_MS = 300;

// Watch history (SPEC §2, §4, §9)
export const HISTORY_REFRESH_MS = 60_000;
export const HISTORY_PAGE_SIZE = 5;
export const HOME_SEARCH_PAGE_SIZE = 15;
export const CURRICULUM_PAGE_SIZE = 1000;

// Uploads (SPEC §4, §7, §9)
export const UPLOAD_CHUNK_BYTES = 10_485_760;
/** The smallest chunk size a client may declare (docs/uploads.md): bounds the chunk count. */
export const UPLOAD_MIN_CHUNK_BYTES = 65_536;
/** At most this many chunks per file (10 MiB chunks: 100 GiB). */
export const UPLOAD_MAX_CHUNKS = 10_000;
export const UPLOAD_CHUNK_RETRIES = 3;
export const UPLOAD_HASH_SAMPLED_CHUNKS = 5;
/** SPEC §8: an upload answer without data shows its message this long, and the file fails. */
export const UPLOAD_REJECTED_TOAST_MS = 2_000;
/** Chunks in flight at once, over all files of the uploader panel (resumable.js simultaneousUploads). */
export const UPLOAD_SIMULTANEOUS_CHUNKS = 3;
/** Pause before a chunk is sent again after a failure that may pass (a cut line, a refreshed token). */
export const UPLOAD_CHUNK_RETRY_INTERVAL_MS = 1_000;
/** How often the panel asks the server about a file it merges or transcodes, should an event be missed. */
export const UPLOAD_STATUS_POLL_MS = 10_000;

// The media page, /clip-manage (design choices, docs/uploads.md "The media page")
/** Rows of the resources and clips tables per page. */
export const MEDIA_PAGE_SIZE = 10;
/** Recordings listed at once in the clip tab's source picker. */
export const CLIP_SOURCE_PAGE_SIZE = 8;
/** How often a list is asked again while one of its rows is still processing. */
export const MEDIA_POLL_MS = 2_000;
/** The shortest clip the page lets a teacher cut, in seconds. */
export const CLIP_MIN_LENGTH_S = 1;
/** The step of the in and out fields and of their nudge buttons, in seconds. */
export const CLIP_NUDGE_S = 0.1;
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;
/**
 * SPEC §9: "the error-reporting plugin log level is 999999". Levels are pino's (40 warn, 50 error,
 * 60 fatal); a page error is reported to the server only at or above the level, so the spec's
 * default reports nothing: errors stay in the client log (/kiaf/log). docs/configuration.md.
 */
export const ERROR_REPORT_LEVEL_DEFAULT = 999_999;
export const ERROR_LEVEL = { warn: 40, error: 50, fatal: 60 } as const;
export const SCREENSHOT_MAX_BYTES = 2_097_152;
export const SCREENSHOT_MAX_FILES = 100;
export const SCREENSHOT_TIMEOUT_MS = 10_000;
export const TIME_CARD_REMARK_MAX = 20;

// Notes (SPEC §3, §5; docs/notes.md)
/** Quiet time after the last keystroke before a note is saved. */
export const NOTE_AUTOSAVE_MS = 1_500;
/** Wait before a failed save is tried again (edits and leaving the page try at once). */
export const NOTE_SAVE_RETRY_MS = 5_000;
export const NOTE_TITLE_MAX = 100;
/** Top-level blocks of one note, and characters of one text run. */
export const NOTE_MAX_BLOCKS = 2_000;
export const NOTE_TEXT_MAX = 20_000;
/** A note's saved body; larger bodies are refused before they are parsed. */
export const NOTE_BODY_MAX_BYTES = 1_048_576;
export const NOTE_PAGE_SIZE = 20;
export const NOTE_PAGE_SIZE_MAX = 100;

// Client log store (SPEC §4, §9)
export const LOG_DB_VERSION = 2;
export const LOG_RETENTION_DAYS = 5;
export const LOG_FLUSH_THRESHOLD = 10;
export const LOG_FLUSH_IDLE_MS = 3_000;

// Roles and note statuses (SPEC §3)
export const ROLE = { teacher: 1, student: 2, administrator: 3 } as const;
export const NOTE_STATUS = { draft: -1, pending: 0, released: 1 } as const;

// Permission signs (SPEC §6)
export const MENU_SIGN_DEFAULT = 'p2-front';
export const SIGN = {
  front: 'p2-front',
  classSchedule: 'p2-front-class-schedule',
  collect: 'p2-individual-center-collect',
  message: 'p2-individual-center-message',
  viewingRecord: 'p2-individual-center-viewing-record',
  notes: 'p2-individual-center-notes',
  schedule: 'p2-individual-center-class-schedule',
  admin: 'p2-individual-center-admin',
  dataBoard: 'p2-individual-center-data-board',
  /** The media library, /clip-manage: teachers and administrators (docs/uploads.md "Personal resources"). */
  media: 'p2-individual-center-media',
  /** The report center, /report-center: its top-menu entry's sign, checked by the page and the API (docs/admin.md "The report center page"). */
  reportCenter: 'p2-front-report-center',
} as const;

// Demo tenancy (DESIGN.md §4)
export const DEFAULT_TENANT_ID = '1';

// Page lifecycle (design choice, docs/session.md): how long a request cancelled by a reload is
// held back before it counts as a failure, in case the page turns out to stay.
export const PAGE_LEAVE_GRACE_MS = 5_000;

// Playback (design choices, docs/playback.md)
/** How often the position is saved while a recording plays. */
export const WATCH_RECORD_INTERVAL_MS = 15_000;
/** The fixed application id of the player's SaveTime style request (SPEC §3): the school's own interval. */
export const PLAYER_APPLY_ID = 'lectern-player';
/** The SaveTime values the player accepts, in seconds; others fall back to WATCH_RECORD_INTERVAL_MS. */
export const SAVE_TIME_RANGE_S = { min: 5, max: 600 } as const;
/**
 * A recording's page holds its other calls until the first frame is shown, at most this long
 * (src/ui/player/first-frame-gate.ts): a slow stream must not keep the notes from opening.
 */
export const FIRST_FRAME_GRACE_MS = 3_000;
/** Playback speeds offered: 0.5× to 2× in 0.25 steps (issue 6). */
export const PLAYBACK_RATES = [0.5, 0.75, 1, 1.25, 1.5, 1.75, 2] as const;

// Live lessons (issue 6; design choices, docs/live.md)
/**
 * Live HLS segment length. A frame waits on average half a segment to be written and half a
 * playlist refresh (one segment) to be seen, then the player stays LIVE_SYNC_S behind the
 * edge: half-second segments keep glass-to-glass latency near 1 s (docs/live.md, docs/bench.md).
 */
export const LIVE_SEGMENT_S = 0.5;
/** Segments a live playlist names (6 s of the lesson); older ones are deleted from disk. */
export const LIVE_PLAYLIST_SEGMENTS = 12;
/**
 * Seconds the player stays behind the live edge: one segment. In seconds, not segments, because
 * hls.js counts segments in the playlist's whole-second target duration (1 s for 0.5 s segments).
 */
export const LIVE_SYNC_S = 0.5;
/** Further behind than this (after a stall), the player jumps back to LIVE_SYNC_S. */
export const LIVE_MAX_LATENCY_S = 3;
/**
 * Behind LIVE_SYNC_S (a stall at the start, a slow segment), the player plays up to this much
 * faster until it is back, instead of staying late for the rest of the lesson; and each stall
 * moves its aim back by LIVE_STALL_BACKOFF_S only (hls.js's default is a whole target duration,
 * 1 s here, which alone doubles the delay of a half-second-segment stream).
 */
export const LIVE_CATCH_UP_RATE = 1.1;
export const LIVE_STALL_BACKOFF_S = 0.1;
/** The delay the live player aims to stay under, in seconds. */
export const LIVE_LATENCY_TARGET_S = 6;
/** How long a first viewer waits for a stopped feed to produce its first segment. */
export const LIVE_START_TIMEOUT_MS = 15_000;
/** How often the live page asks whether the lesson is still on (GET /v1/course/status). */
export const LIVE_STATUS_POLL_MS = 15_000;
/**
 * While a lesson is on but its classroom sends nothing yet (docs/capture.md "No signal"), the
 * player asks again this often, so the picture starts within a few seconds of the encoder.
 */
export const LIVE_SIGNAL_POLL_MS = 3_000;
/**
 * How often a signed-in live viewer's player says it is still watching (POST /v1/live/watch):
 * 30 s keeps "viewers now" and the minutes watched within half a minute at one small request
 * per viewer and half-minute (docs/personal-center.md "Viewing record").
 */
export const LIVE_WATCH_BEAT_S = 30;
/** A beat late by up to this still counts whole (a busy tab or network); more is a gap, not watching. */
export const LIVE_WATCH_SLACK_S = 10;

// Share links (issue 6; design choices, docs/playback.md "Share links")
/** A share link lives at most 30 days; the dialog offers 1, 7 and 30 days. */
export const SHARE_EXPIRY_MAX_HOURS = 720;
export const SHARE_EXPIRY_CHOICES_HOURS = [24, 168, 720] as const;
/** Random bytes in a share token (base64url: 43 characters). */
export const SHARE_TOKEN_BYTES = 32;
/** Public share lookups allowed per client address and minute. */
export const SHARE_LOOKUPS_PER_MINUTE = 60;
/** Two roads on screen stay within this of each other (issue 6: drift under 0.1 s). */
export const ROAD_SYNC_TOLERANCE_S = 0.1;
/** Beyond this the second road jumps to the main one instead of catching up by speed. */
export const ROAD_SYNC_JUMP_S = 1;
/**
 * A drift under ROAD_SYNC_JUMP_S is made up by speed in about this long: the second road plays
 * faster or slower in proportion to the drift, so 0.4 s is gone in about a second, not four.
 */
export const ROAD_SYNC_CATCH_UP_S = 0.5;
/**
 * Catching up starts past half of ROAD_SYNC_TOLERANCE_S and goes on until the roads are this
 * close: a road that keeps falling behind (a slow decoder) is brought back to the main one, not
 * left at the edge of the band with a frame's lag on top.
 */
export const ROAD_SYNC_SETTLE_S = 0.01;
/** At most this much faster or slower while catching up (the second road is muted). */
export const ROAD_SYNC_NUDGE = 0.5;
/** How often the second road is compared with the main one. */
export const ROAD_SYNC_INTERVAL_MS = 200;

// Administration (design choice, docs/admin.md "Lessons")
/**
 * A lesson lasts at most 4 hours: the longest run of the day's slots (the four morning ones,
 * 08:00–11:40) fits, and an end typed on the wrong day is refused instead of making a day-long
 * lesson. The live list's overlap search relies on it (server/catalogue/cour-status.ts
 * MAX_LESSON_MS): lessons begun more than this long ago are not read, so no lesson may be longer
 * (the seeds plan slot-length lessons; a move past it is refused).
 */
export const LESSON_MAX_MINUTES = 240;

// Data board (design choice, docs/admin.md "The data board page")
/** The board asks for its figures again every 30 s on its own (a wall screen nobody touches). */
export const DATA_BOARD_REFRESH_MS = 30_000;

// Lecture capture (design choice, docs/api.md "Lecture capture settings")
/**
 * A road counts as receiving while the ingest saw a picture from it within the last 10 s: the
 * ingest notes a live feed every few seconds, so one missed note does not flip it to "no signal",
 * and an unplugged encoder shows as silent on the administrator's next look.
 */
export const CAPTURE_SIGNAL_FRESH_MS = 10_000;
