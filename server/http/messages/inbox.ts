import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  announcementBodySchema,
  announcementResultSchema,
  messageChangeSchema,
  messageIdsBodySchema,
  messageListQuerySchema,
  messagePageSchema,
  unreadCountSchema,
} from '../../../src/schemas/messages';
import { announce } from '../../messages/announcements';
import { deleteMessages, listMessages, markAllRead, markRead, unreadCount, type Recipient } from '../../messages/inbox';
import { envelope } from '../../errors';
import { claimsOf } from '../authenticate';
import { answers } from '../responses';
import type { FastifyRequest } from 'fastify';

/** The caller's inbox (server/messages/inbox.ts) and administrators' announcements; docs/api.md "Messages". */
const recipient = (request: FastifyRequest): Recipient => {
  const claims = claimsOf(request);
  return { userId: claims.sub, tenantId: claims.tid };
};

export const inboxRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;
  app.get('/v1/messages', { schema: { querystring: messageListQuerySchema, response: answers(messagePageSchema) } }, async (request) =>
    envelope(await listMessages(db, recipient(request), request.query)),
  );
  app.get('/v1/messages/unread', { schema: { response: answers(unreadCountSchema) } }, async (request) =>
    envelope({ unread: await unreadCount(db, recipient(request)) }),
  );
  app.post('/v1/messages/read', { schema: { body: messageIdsBodySchema, response: answers(messageChangeSchema) } }, async (request) =>
    envelope(await markRead(db, recipient(request), request.body.ids)),
  );
  app.post('/v1/messages/read-all', { schema: { response: answers(messageChangeSchema) } }, async (request) =>
    envelope(await markAllRead(db, recipient(request))),
  );
  app.post('/v1/messages/delete', { schema: { body: messageIdsBodySchema, response: answers(messageChangeSchema) } }, async (request) =>
    envelope(await deleteMessages(db, recipient(request), request.body.ids)),
  );
  app.post(
    '/v1/messages/announcement',
    { schema: { body: announcementBodySchema, response: answers(announcementResultSchema) } },
    async (request) => envelope(await announce(db, claimsOf(request), request.body, app.deps.clock())),
  );
};
