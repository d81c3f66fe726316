import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  shareCreateBodySchema,
  shareCreatedSchema,
  shareListQuerySchema,
  shareListSchema,
  shareRevokeBodySchema,
  shareRevokedSchema,
} from '../../../src/schemas/sharing';
import { envelope } from '../../errors';
import { createShare } from '../../sharing/create-share';
import { listShares } from '../../sharing/list-shares';
import { revokeShare } from '../../sharing/revoke-share';
import { claimsOf } from '../authenticate';
import { answers } from '../responses';

/**
 * Share links (docs/playback.md "Share links"): the class's teacher creates, lists and revokes
 * them. Whoever holds a link watches without a session: public/shared-vod.ts, public/shared-live.ts.
 */
export const shareLinkRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, clock } = app.deps;

  app.post('/v1/share/create', { schema: { body: shareCreateBodySchema, response: answers(shareCreatedSchema) } }, async (request) =>
    envelope(await createShare(db, claimsOf(request), request.body, clock())),
  );

  app.get('/v1/share/list', { schema: { querystring: shareListQuerySchema, response: answers(shareListSchema) } }, async (request) =>
    envelope(await listShares(db, claimsOf(request), request.query.teclId, clock())),
  );

  app.post('/v1/share/revoke', { schema: { body: shareRevokeBodySchema, response: answers(shareRevokedSchema) } }, async (request) =>
    envelope(await revokeShare(db, claimsOf(request), request.body.shareId, clock())),
  );
};
