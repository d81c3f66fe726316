import { z } from 'zod';
import { pageQuerySchema, pagedResultSchema } from './envelope';
import { idText, multilineText, plainText } from './text';

/**
 * The inbox, /personal-center/my-message (docs/personal-center.md "Messages"; routes chosen, docs/api.md
 * "Messages"). Course messages come from a class's events (a recording ready, a lesson moved, a
 * note released) and lead to it; system messages are administrators' announcements.
 */
export const MESSAGE_KINDS = ['course', 'system'] as const;
export type MessageKind = (typeof MESSAGE_KINDS)[number];

/** What made a message; the browser words a known topic in the reader's language from `params`. */
export const MESSAGE_TOPICS = [
  'recording-ready',
  'lesson-changed',
  'lesson-cancelled',
  'note-released',
  'announcement',
  'capture-no-signal',
] as const;
export type MessageTopic = (typeof MESSAGE_TOPICS)[number];

/** Ids changed at once by one call (mark read, delete): a page of the list and more. */
export const MESSAGE_IDS_MAX = 100;
export const ANNOUNCEMENT_TITLE_MAX = 100;
export const ANNOUNCEMENT_CONTENT_MAX = 2000;

const filterKind = z.preprocess((value) => (value === '' ? undefined : value), z.enum(MESSAGE_KINDS).optional());

export const messageListQuerySchema = pageQuerySchema.extend({
  /** `true`: only unread messages. */
  unread: z.preprocess((value) => (value === '' ? undefined : value), z.stringbool().optional()),
  kind: filterKind,
});
export type MessageListQuery = z.output<typeof messageListQuerySchema>;

export const messageSchema = z.object({
  id: z.string(),
  kind: z.enum(MESSAGE_KINDS),
  topic: z.enum(MESSAGE_TOPICS).nullable(),
  params: z.record(z.string(), z.string()),
  title: z.string(),
  content: z.string(),
  teclId: z.string().nullable(),
  courId: z.string().nullable(),
  vodId: z.string().nullable(),
  isRead: z.boolean(),
  createdAt: z.string(),
});
export type Message = z.infer<typeof messageSchema>;

export const messagePageSchema = pagedResultSchema(messageSchema).extend({ unread: z.number().int() });
export type MessagePage = z.infer<typeof messagePageSchema>;

export const unreadCountSchema = z.object({ unread: z.number().int() });

export const messageIdsBodySchema = z.object({ ids: z.array(idText()).min(1, 'is required').max(MESSAGE_IDS_MAX) });

/** How many rows a change touched, and the caller's unread count after it. */
export const messageChangeSchema = z.object({ changed: z.number().int(), unread: z.number().int() });

export const announcementBodySchema = z.object({
  title: plainText().trim().min(1, 'is required').max(ANNOUNCEMENT_TITLE_MAX),
  content: multilineText().trim().min(1, 'is required').max(ANNOUNCEMENT_CONTENT_MAX),
});
export type AnnouncementBody = z.input<typeof announcementBodySchema>;
export const announcementResultSchema = z.object({ sent: z.number().int() });

/** `event: message` on GET /v1/events: a message arrived (or the count changed in another tab). */
export const messageEventSchema = z.object({ unread: z.number().int() });
export type MessageEvent = z.infer<typeof messageEventSchema>;
