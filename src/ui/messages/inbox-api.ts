import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import {
  announcementResultSchema,
  messageChangeSchema,
  messagePageSchema,
  unreadCountSchema,
  type AnnouncementBody,
  type MessageKind,
} from '../../schemas/messages';
import { apiRequest } from '../../services/http/api';

/**
 * The inbox's calls (docs/personal-center.md "Messages"). Every cached answer starts with INBOX,
 * so a change, or `event: message` on the session stream, invalidates them all at once.
 */
export const INBOX = 'inbox';
export const INBOX_PAGE_SIZE = 10;

/** One page of the list as the address names it. */
export type InboxInputs = { pageIndex: number; unread: boolean; kind: MessageKind | null };

export const inboxQuery = (inputs: InboxInputs) =>
  queryOptions({
    queryKey: [INBOX, 'list', inputs.pageIndex, inputs.unread, inputs.kind],
    queryFn: async () => {
      const searchParams: Record<string, string | number> = { 'page.pageIndex': inputs.pageIndex, 'page.pageSize': INBOX_PAGE_SIZE };
      if (inputs.unread) searchParams.unread = 'true';
      if (inputs.kind !== null) searchParams.kind = inputs.kind;
      return messagePageSchema.parse(await apiRequest('/v1/messages', { searchParams }));
    },
  });

/** The header's badge. */
export const unreadQuery = () =>
  queryOptions({
    queryKey: [INBOX, 'unread'],
    queryFn: async () => unreadCountSchema.parse(await apiRequest('/v1/messages/unread')).unread,
  });

const change = async (path: string, json?: { ids: string[] }) =>
  messageChangeSchema.parse(await apiRequest(path, { method: 'POST', ...(json && { json }) }));

export const markRead = (ids: string[]) => change('/v1/messages/read', { ids });
export const markAllRead = () => change('/v1/messages/read-all');
export const deleteMessages = (ids: string[]) => change('/v1/messages/delete', { ids });

/**
 * An administrator's announcement to everyone of their school (POST /v1/messages/announcement):
 * how many were sent it. Quiet (`noMessage`): the dialog says why it was refused, in the reader's
 * language, beside the form.
 */
export async function sendAnnouncement(body: AnnouncementBody): Promise<number> {
  return announcementResultSchema.parse(await apiRequest('/v1/messages/announcement', { method: 'POST', json: body, noMessage: true }))
    .sent;
}

/** The address of /personal-center/my-message: page, unread only, kind. */
export const myMessageSearchSchema = z.object({
  page: z.coerce.number().int().min(1).optional().catch(undefined),
  unread: z.literal(true).optional().catch(undefined),
  kind: z.enum(['course', 'system']).optional().catch(undefined),
});
export type MyMessageSearch = z.infer<typeof myMessageSearchSchema>;

export const inboxInputsOf = (search: MyMessageSearch): InboxInputs => ({
  pageIndex: search.page ?? 1,
  unread: search.unread === true,
  kind: search.kind ?? null,
});
