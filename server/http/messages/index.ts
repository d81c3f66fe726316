import type { FastifyRequest } from 'fastify';
import { assertMayEnter } from '../../access';
import { apiArea } from '../area';
import { claimsOf } from '../authenticate';
import { inboxRoutes } from './inbox';

/**
 * The inbox and announcements, for users holding the messages sign (403 for the others); who may
 * announce is decided per call (server/messages/announcements.ts).
 */
export const messagesArea = apiArea('signedIn', [inboxRoutes], async (request: FastifyRequest) =>
  assertMayEnter(request.server.deps.db, claimsOf(request), 'messages'),
);
