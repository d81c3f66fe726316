import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ltiKeySetSchema } from '../../../src/schemas/lti';
import { LTI_KEY_SET_PATH } from '../../../src/schemas/lti-paths';
import { LTI_KEY_SET_MAX_AGE_S } from '../../lti/key-rotation-policy';
import { toolKeySet } from '../../lti/tool-keys';

/**
 * GET /v1/lti/jwks: Lectern's public key set (RFC 7517), which every registered platform is given
 * to check what Lectern signs (docs/lti.md). Plain JSON as the standard has it, not the envelope;
 * public and the same for everyone, so caches may keep it a short while (a rotation publishes the
 * next key long before it signs, docs/lti.md "Key rotation").
 */
export const keySetRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, clock } = app.deps;
  app.get(LTI_KEY_SET_PATH, { schema: { response: { 200: ltiKeySetSchema } } }, async (_request, reply) =>
    reply
      .header('cache-control', `public, max-age=${LTI_KEY_SET_MAX_AGE_S}`)
      .type('application/json; charset=utf-8')
      .send(await toolKeySet(db, clock())),
  );
};
