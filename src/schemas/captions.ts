import { z } from 'zod';
import { ruleParams } from './field-problems';
import { cleanPastedText, idText, multilineText } from './text';

/**
 * Caption tracks of a recording (docs/captions.md): one language each, made by a person (an
 * uploaded WebVTT or SRT file) or by a speech engine, a draft until published. The browser's
 * caption editor checks its cues with the same schemas before saving.
 */

export const CAPTION_LANGUAGES = ['zh', 'en'] as const;
export type CaptionLanguage = (typeof CAPTION_LANGUAGES)[number];
/** Who made the cues: a person, or a speech engine (a person may have edited them since: `personEdited`). */
export const CAPTION_ORIGINS = ['human', 'automatic'] as const;
/** Only published tracks reach viewers (the player, the search inside lessons). */
export const CAPTION_STATUSES = ['draft', 'published'] as const;
export type CaptionStatusValue = (typeof CAPTION_STATUSES)[number];
export const CAPTION_FILE_FORMATS = ['vtt', 'srt'] as const;
export type CaptionFileFormat = (typeof CAPTION_FILE_FORMATS)[number];

/** Cues of one track: a three-hour lesson captioned line by line has about 5,000. */
export const CAPTION_MAX_CUES = 20_000;
/** Characters of one cue's text: a caption is a line or two, a pasted paragraph at most. */
export const CAPTION_CUE_MAX_CHARS = 500;
/** Characters of an uploaded file: CAPTION_MAX_CUES cues of a line each, with their timings. */
export const CAPTION_FILE_MAX_CHARS = 1_500_000;
/** Bytes of an upload or a save: the longest file as UTF-8 Chinese (3 bytes a character) and its JSON escapes. */
export const CAPTION_BODY_MAX_BYTES = 6 * 1_048_576;
/** Where a cue may end when the recording's duration is not known: a day. */
export const CAPTION_MAX_SECONDS = 86_400;

/** Times are kept to the millisecond, as WebVTT writes them. */
const toMillisecond = (seconds: number) => Math.round(seconds * 1000) / 1000;
const cueTime = z.number().min(0).max(CAPTION_MAX_SECONDS).transform(toMillisecond);

/** One timed line as the editor saves it: seconds from the recording's start, plain text (no markup). */
export const captionCueInputSchema = z.strictObject({
  startS: cueTime,
  endS: cueTime,
  /** Line breaks kept, NUL dropped (as any paste), trimmed. */
  text: z
    .string()
    .transform(cleanPastedText)
    .pipe(multilineText().trim().min(1, 'is required').max(CAPTION_CUE_MAX_CHARS, `must be at most ${CAPTION_CUE_MAX_CHARS} characters`)),
});

/**
 * A track's cues: in time order (each begins no earlier than the one before; they may overlap,
 * as two speakers do), each ending after it begins.
 */
export const captionCueListSchema = z
  .array(captionCueInputSchema)
  .min(1, 'a track has at least one cue')
  .max(CAPTION_MAX_CUES)
  .superRefine((cues, ctx) => {
    cues.forEach((cue, index) => {
      if (cue.endS <= cue.startS)
        ctx.addIssue({ code: 'custom', path: [index, 'endS'], message: 'must be after startS', params: ruleParams('order') });
      const previous = cues[index - 1];
      if (previous !== undefined && cue.startS < previous.startS)
        ctx.addIssue({
          code: 'custom',
          path: [index, 'startS'],
          message: 'must not be before the previous cue',
          params: ruleParams('order'),
        });
    });
  });

export const captionCueSchema = z.object({ startS: z.number(), endS: z.number(), text: z.string() });
export type CaptionCueValue = z.infer<typeof captionCueSchema>;

export const captionTrackSummarySchema = z.object({
  trackId: z.string(),
  vodId: z.string(),
  language: z.enum(CAPTION_LANGUAGES),
  origin: z.enum(CAPTION_ORIGINS),
  /** The speech engine of an automatic track (pocketsphinx, openai-transcriptions); null for a person's. */
  engine: z.string().nullable(),
  status: z.enum(CAPTION_STATUSES),
  /** Grows by one with every save of the cues; a save names the revision it started from. */
  revision: z.number().int(),
  cueCount: z.number().int(),
  /** A person saved these cues (uploaded or edited them): on an automatic track, a person checked a machine's work. */
  personEdited: z.boolean(),
  updatedAt: z.string(),
  /** The caller may edit, publish and delete it: the class's teacher, the tenant's administrators. */
  editable: z.boolean(),
});
export type CaptionTrackSummary = z.infer<typeof captionTrackSummarySchema>;

export const captionTrackSchema = captionTrackSummarySchema.extend({ cues: z.array(captionCueSchema) });
export type CaptionTrack = z.infer<typeof captionTrackSchema>;

export const captionTrackListSchema = z.array(captionTrackSummarySchema);

export const captionVodParamsSchema = z.object({ vodId: idText() });
export const captionTrackParamsSchema = z.object({ vodId: idText(), trackId: idText() });

/** POST /v1/vod/{vodId}/captions: a WebVTT or SRT file's text, as a person's draft track. */
export const captionUploadBodySchema = z.strictObject({
  language: z.enum(CAPTION_LANGUAGES),
  format: z.enum(CAPTION_FILE_FORMATS),
  text: z.string().min(1, 'is required').max(CAPTION_FILE_MAX_CHARS, `must be at most ${CAPTION_FILE_MAX_CHARS} characters`),
});
export type CaptionUploadBody = z.infer<typeof captionUploadBodySchema>;

/** PUT /v1/vod/{vodId}/captions/{trackId}: every cue, from the revision the editor read. */
export const captionSaveBodySchema = z.strictObject({ revision: z.number().int().min(1), cues: captionCueListSchema });
export type CaptionSaveBody = z.output<typeof captionSaveBodySchema>;

/** POST /v1/vod/{vodId}/captions/{trackId}/status. */
export const captionStatusBodySchema = z.strictObject({ status: z.enum(CAPTION_STATUSES) });

/** DELETE /v1/vod/{vodId}/captions/{trackId}. */
export const captionDeletedSchema = z.object({ deleted: z.literal(true) });
