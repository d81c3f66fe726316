import { z } from 'zod';
import { SEARCH_MAX_LENGTH } from '../constants';
import { CAPTION_LANGUAGES, CAPTION_ORIGINS, captionCueSchema } from './captions';
import { momentSchema } from './lesson-search';
import { idText, plainText } from './text';

/**
 * What the player shows of a recording's texts (docs/player-texts.md): its published caption
 * tracks, each labelled with who made it; its slides as chapters on the seek bar; and the search
 * within the one lesson beside the transcript. The signed-in player and the share page read the
 * same shapes; each answer names its own addresses (`vttUrl`, `cuesUrl`, `slidesUrl`,
 * `momentsUrl`), so the browser never builds one and a share link's addresses stay inside its
 * token's scope.
 */

/** A published caption track as the player offers it. Drafts never reach the player. */
export const playCaptionTrackSchema = z.object({
  trackId: z.string(),
  language: z.enum(CAPTION_LANGUAGES),
  /** `human`: a person made it; `automatic`: a speech engine did (`engine`), checked by a person when `personEdited`. */
  origin: z.enum(CAPTION_ORIGINS),
  engine: z.string().nullable(),
  personEdited: z.boolean(),
  /** The track as WebVTT, for the video's <track>. */
  vttUrl: z.string(),
  /** The track's cues as JSON (captionCuesAnswerSchema), for the transcript beside the player. */
  cuesUrl: z.string(),
});
export type PlayCaptionTrack = z.infer<typeof playCaptionTrackSchema>;

/** What a `cuesUrl` answers (the signed-in one answers the whole track, of which this is part). */
export const captionCuesAnswerSchema = z.object({ cues: z.array(captionCueSchema) });
export type CaptionCuesAnswer = z.infer<typeof captionCuesAnswerSchema>;

/** One slide of the screen road as read by the slide job: a chapter of the seek bar. */
export const slideChapterSchema = z.object({
  atS: z.number(),
  endS: z.number(),
  /** The slide's text as read (lines kept); its first line is the chapter's title. */
  text: z.string(),
});
export type SlideChapter = z.infer<typeof slideChapterSchema>;

/** What a `slidesUrl` answers: the slides in time order (empty when none were read, or none yet). */
export const slideChaptersSchema = z.object({ slides: z.array(slideChapterSchema) });
export type SlideChapters = z.infer<typeof slideChaptersSchema>;

/** GET /v1/vod/{vodId}/slides and GET /v1/vod/{vodId}/moments (paths chosen). */
export const vodTextParamsSchema = z.object({ vodId: idText() });

/** The most moments a search within one lesson answers: past it, the best ones (still in time order), and `more`. */
export const LESSON_MOMENTS_MAX = 100;

/** A `momentsUrl` takes `?keyword=`: the search inside lessons, within this one lesson. */
export const lessonMomentsQuerySchema = z.object({
  keyword: plainText().trim().min(1, 'is required').max(SEARCH_MAX_LENGTH),
});
export type LessonMomentsQuery = z.infer<typeof lessonMomentsQuerySchema>;

/** Every moment the caller may read in the lesson (at most LESSON_MOMENTS_MAX), in time order. */
export const lessonMomentsSchema = z.object({
  moments: z.array(momentSchema),
  /** More moments matched than were answered. */
  more: z.boolean(),
});
export type LessonMoments = z.infer<typeof lessonMomentsSchema>;

/** The player's texts of one recording, as playLessonSchema and sharedVodSchema carry them. */
export const playTextsSchema = z.object({
  captions: z.array(playCaptionTrackSchema),
  slidesUrl: z.string(),
  momentsUrl: z.string(),
});
export type PlayTexts = z.infer<typeof playTextsSchema>;
