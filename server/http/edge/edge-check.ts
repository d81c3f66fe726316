import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  EDGE_CHECK_CACHE_S,
  EDGE_CHECK_PATH,
  EDGE_FOLDER_HEADER,
  EDGE_REFUSAL_CACHE_S,
  EDGE_URI_HEADER,
  edgeRequestOf,
  liveEdgeFolder,
  type EdgeRequest,
} from '../../edge/edge-paths';
import { liveFile } from '../../live/live-lesson';
import { ApiError } from '../../errors';
import { folderFile } from '../../playback/stream-paths';
import { createLiveGate } from '../live/live-gate';
import { createStreamGate } from '../playback/stream-gate';

/**
 * GET /v1/edge/check (docs/edge.md): the edge asks whether the viewer's request (its address in
 * X-Original-URI, its headers as the viewer sent them) may have a stream's file: a recording's
 * segment or picture, or a live lesson's segment. Yes is
 * 204 with the store folder the capability opens (X-Edge-Folder: the edge's cache key is that
 * folder and the file's name, shared by every viewer of the road) and how long the edge may keep
 * the answer; no is 403 (the error envelope), as auth_request wants it, whatever the reason. The
 * stream routes' own gates decide (stream-gate.ts, live-gate.ts), so the edge and Lectern refuse
 * and renew alike.
 */
export const edgeCheckRoutes: FastifyPluginAsyncZod = async (app) => {
  const recorded = createStreamGate(app.deps);
  const live = createLiveGate(app.deps);
  const nowS = () => Math.floor(app.deps.clock().getTime() / 1000);

  /** The cache folder the request's capability opens for its file, and until when; null when it opens no such file. */
  const openFor = async (asked: EdgeRequest, request: FastifyRequest, reply: FastifyReply) => {
    if (asked.kind === 'recorded') {
      const opening = await recorded.open(asked.roadId, asked.token, request, reply);
      return folderFile(opening.folder, asked.file) === null ? null : opening;
    }
    const opening = await live.open(asked.courId, asked.token, request, reply);
    const file = liveFile(asked.file);
    return file === null || !opening.roadTypes.includes(file.roadType)
      ? null
      : { folder: liveEdgeFolder(asked.courId), until: opening.until };
  };

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
      const opening = await openFor(asked, request, reply).catch((error: unknown) => {
        if (error instanceof ApiError) return null;
        throw error;
      });
      if (opening === null) return refuse();
      const keep = Math.max(1, Math.min(EDGE_CHECK_CACHE_S, opening.until - nowS()));
      return reply.code(204).header(EDGE_FOLDER_HEADER, opening.folder).header('cache-control', `max-age=${keep}`).send();
    },
  );
};
