import { z } from 'zod';
import {
  NOTE_MAX_BLOCKS,
  NOTE_PAGE_SIZE,
  NOTE_PAGE_SIZE_MAX,
  NOTE_STATUS,
  NOTE_TEXT_MAX,
  NOTE_TITLE_MAX,
  TIME_CARD_REMARK_MAX,
} from '../constants';
import { NOTE_ACTIONS } from '../notes/note-status-rules';
import { cleanPastedText, idText, plainText, queryInt } from './text';

/**
 * Notes (SPEC §3 "Note status", "Note time-card element"; §5 "Time-point remark"): a Slate
 * document the viewer writes beside a recording, with time cards that point at moments of it
 * and pictures from the editor upload endpoint. The server keeps exactly these shapes, so what
 * one browser saves another can open. docs/notes.md explains the choices.
 */
const id = idText();

/** A run of text and its marks (Slate "leaf"); pasted NUL is dropped (cleanPastedText), so any paste saves. */
export const noteTextSchema = z.strictObject({
  text: z.string().max(NOTE_TEXT_MAX).transform(cleanPastedText),
  bold: z.literal(true).optional(),
  italic: z.literal(true).optional(),
  underline: z.literal(true).optional(),
  code: z.literal(true).optional(),
});
export type NoteText = z.infer<typeof noteTextSchema>;

const runs = z.array(noteTextSchema).min(1, 'needs at least one text run').max(NOTE_MAX_BLOCKS);
/** Void elements (time cards, pictures) hold one empty run, as Slate requires. */
const emptyRun = z.tuple([z.strictObject({ text: z.literal('') })]);

/** hh:mm:ss, the moment of the recording a time card points at. */
export const TIME_STRING = /^\d{2,}:[0-5]\d:[0-5]\d$/;

/** The position a time card points at (its hh:mm:ss), or null for a malformed time. */
export function secondsOf(timeString: string): number | null {
  if (!TIME_STRING.test(timeString)) return null;
  const [hours, minutes, seconds] = timeString.split(':').map(Number) as [number, number, number];
  return hours * 3600 + minutes * 60 + seconds;
}

export const paragraphSchema = z.strictObject({ type: z.literal('paragraph'), children: runs });
export const codeBlockSchema = z.strictObject({ type: z.literal('code-block'), children: runs });
export const timeCardSchema = z.strictObject({
  type: z.literal('mark-time-card'),
  timeString: z.string().regex(TIME_STRING, 'must be hh:mm:ss'),
  /** The remark: NUL dropped as in text, trimmed, at most TIME_CARD_REMARK_MAX characters, may be empty. */
  content: z
    .string()
    .transform(cleanPastedText)
    .pipe(z.string().trim().max(TIME_CARD_REMARK_MAX, `must be at most ${TIME_CARD_REMARK_MAX} characters`)),
  children: emptyRun,
});
export const noteImageSchema = z.strictObject({
  type: z.literal('image'),
  /** A picture the author uploaded through POST /v1/editor/upload. */
  imageId: id,
  children: emptyRun,
});

export const noteBlockSchema = z.discriminatedUnion('type', [paragraphSchema, codeBlockSchema, timeCardSchema, noteImageSchema]);
export type NoteBlock = z.infer<typeof noteBlockSchema>;
export type Paragraph = z.infer<typeof paragraphSchema>;
export type CodeBlock = z.infer<typeof codeBlockSchema>;
export type TimeCard = z.infer<typeof timeCardSchema>;
export type NoteImage = z.infer<typeof noteImageSchema>;

export const noteDocumentSchema = z.array(noteBlockSchema).min(1, 'a note has at least one block').max(NOTE_MAX_BLOCKS);
export type NoteDocument = z.infer<typeof noteDocumentSchema>;

export const noteStatusSchema = z.union([z.literal(NOTE_STATUS.draft), z.literal(NOTE_STATUS.pending), z.literal(NOTE_STATUS.released)]);
export type NoteStatusValue = z.infer<typeof noteStatusSchema>;

export const noteActionSchema = z.enum(NOTE_ACTIONS);

const title = plainText().trim().min(1, 'is required').max(NOTE_TITLE_MAX, `must be at most ${NOTE_TITLE_MAX} characters`);

export const noteSummarySchema = z.object({
  id: z.string(),
  title: z.string(),
  vodId: z.string().nullable(),
  courId: z.string().nullable(),
  teclId: z.string().nullable(),
  status: noteStatusSchema,
  /** Grows by one with every save; a save names the revision it started from. */
  revision: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** Where the note belongs: its class, lesson (name, ISO begin time) and recording; null once gone. */
  teclName: z.string().nullable(),
  courName: z.string().nullable(),
  courBeginTime: z.string().nullable(),
  vodTitle: z.string().nullable(),
  authorName: z.string(),
  /** The caller wrote it (only then may they edit or delete it). */
  mine: z.boolean(),
  /** What the caller may do to its status now (src/notes/note-status-rules.ts). */
  actions: z.array(noteActionSchema),
});
export type NoteSummary = z.infer<typeof noteSummarySchema>;

export const noteSchema = noteSummarySchema.extend({ content: noteDocumentSchema });
export type Note = z.infer<typeof noteSchema>;

/** The longest note search (GET /v1/note/list `q`), in characters. */
export const NOTE_SEARCH_MAX = 50;

/** `mine`: the caller's own notes; `shared`: other people's notes the caller may read (docs/notes.md "Who reads a note"). */
export const noteScopeSchema = z.enum(['mine', 'shared']);
export type NoteScope = z.infer<typeof noteScopeSchema>;

export const noteListQuerySchema = z.object({
  scope: noteScopeSchema.default('mine'),
  /** Words to find in the title, the text and the time-card remarks, ignoring case. */
  q: plainText().trim().min(1, 'is required').max(NOTE_SEARCH_MAX, `must be at most ${NOTE_SEARCH_MAX} characters`).optional(),
  teclId: id.optional(),
  vodId: id.optional(),
  pageIndex: queryInt({ min: 1 }).default(1),
  pageSize: queryInt({ min: 1, max: NOTE_PAGE_SIZE_MAX }).default(NOTE_PAGE_SIZE),
});
export const noteListSchema = z.object({ records: z.array(noteSummarySchema), total: z.number().int() });
export type NoteList = z.infer<typeof noteListSchema>;
export type NoteListQuery = z.infer<typeof noteListQuerySchema>;

export const noteParamsSchema = z.object({ id });

/** POST /v1/note: a new draft beside a recording the author may watch. */
export const noteCreateBodySchema = z.strictObject({ vodId: id, title, content: noteDocumentSchema });
export type NoteCreateBody = z.infer<typeof noteCreateBodySchema>;

/** PUT /v1/note/{id}: a draft's new title and/or content, from the revision the editor read. */
export const noteUpdateBodySchema = z
  .strictObject({ revision: z.number().int().min(1), title: title.optional(), content: noteDocumentSchema.optional() })
  .refine((body) => body.title !== undefined || body.content !== undefined, { message: 'title or content is required' });
export type NoteUpdateBody = z.infer<typeof noteUpdateBodySchema>;

/** POST /v1/note/{id}/status: the status to move the note to, one step of the table in src/notes/note-status-rules.ts. */
export const noteStatusBodySchema = z.strictObject({ status: noteStatusSchema });
export type NoteStatusBody = z.infer<typeof noteStatusBodySchema>;

/** DELETE /v1/note/{id}. */
export const noteDeletedSchema = z.object({ deleted: z.literal(true) });
