import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  EDGE_CHECK_CACHE_S,
  EDGE_CHECK_PATH,
  EDGE_FOLDER_HEADER,
  EDGE_REFUSAL_CACHE_S,
  EDGE_URI_HEADER,
  edgeRequestOf,
} from '../../edge/edge-paths';
import { ApiError } from '../../errors';
import { folderFile } from '../../playback/stream-paths';
import { createStreamGate } from '../playback/stream-gate';

/**
 * GET /v1/edge/check (docs/edge.md): the edge asks whether the viewer's request (its address in
 * X-Original-URI, its headers as the viewer sent them) may have a recorded stream's file. Yes is
 * 204 with the store folder the capability opens (X-Edge-Folder: the edge's cache key is that
 * folder and the file's name, shared by every viewer of the road) and how long the edge may keep
 * the answer; no is 403 (the error envelope), as auth_request wants it, whatever the reason. The stream route's own
 * gate decides, so the edge and Lectern refuse and renew alike.
 */
export const edgeCheckRoutes: FastifyPluginAsyncZod = async (app) => {
  const gate = createStreamGate(app.deps);
  const nowS = () => Math.floor(app.deps.clock().getTime() / 1000);

  app.get(
    EDGE_CHECK_PATH,
    {
      schema: {
        headers: z.object({ [EDGE_URI_HEADER]: z.string().max(2000).optional() }),
        response: {
          204: z.undefined().meta({ description: 'the viewer may have the file: X-Edge-Folder names its folder in the store' }),
        },
      },
    },
    async (request, reply) => {
      const asked = edgeRequestOf(request.headers[EDGE_URI_HEADER] ?? '');
      // Every refusal is a 403 (the error envelope), as auth_request wants, whatever the reason.
      const refuse = (): never => {
        reply.header('cache-control', `max-age=${EDGE_REFUSAL_CACHE_S}`);
        throw new ApiError('forbidden', 'the edge may not serve this address');
      };
      if (asked === null) return refuse();
      const opening = await gate.open(asked.roadId, asked.token, request, reply).catch((error: unknown) => {
        if (error instanceof ApiError) return null;
        throw error;
      });
      if (opening === null || folderFile(opening.folder, asked.file) === null) return refuse();
      const keep = Math.max(1, Math.min(EDGE_CHECK_CACHE_S, opening.until - nowS()));
      return reply.code(204).header(EDGE_FOLDER_HEADER, opening.folder).header('cache-control', `max-age=${keep}`).send();
    },
  );
};
