import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  keyValuesBodySchema,
  keyValuesResultSchema,
  vodMediaConfigInfoSchema,
  type KeyValues,
} from '../../../src/schemas/config-key-values';
import { mediaHostConfig } from '../../playback/media-host';
import { envelope } from '../../errors';
import { answers } from '../responses';

/**
 * Configuration asked for by key (SPEC §7): `POST /v1/config/keyValues` with a key list, and the
 * media host in its other shape, `GET /v1/config/vodNmediaConfigInfo`. Public, like
 * /config/global.json, which carries the same media host as MEDIA_HOST: a share page plays
 * without a session.
 */
export const configKeyValueRoutes: FastifyPluginAsyncZod = async (app) => {
  const { env } = app.deps;

  app.post('/v1/config/keyValues', { schema: { body: keyValuesBodySchema, response: answers(keyValuesResultSchema) } }, async (request) => {
    const values: KeyValues = {};
    for (const key of request.body) {
      if (key === 'TyVodNmedia') values.TyVodNmedia = mediaHostConfig(env, request);
    }
    return envelope(values);
  });

  app.get('/v1/config/vodNmediaConfigInfo', { schema: { response: answers(vodMediaConfigInfoSchema) } }, async (request) => {
    const { path: _path, ...host } = mediaHostConfig(env, request);
    return envelope(host);
  });
};
