import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  captureRoadBodySchema,
  captureRoadParamsSchema,
  captureRoomListQuerySchema,
  captureRoomPageSchema,
  captureRoomParamsSchema,
  captureRoomSchema,
} from '../../../src/schemas/capture';
import { assertMayManageCapture } from '../../access';
import { listCaptureRooms, readCaptureRoom, type CaptureView } from '../../capture/capture-rooms';
import { regenerateStreamKey, removeCaptureRoad, revokeStreamKey, setCaptureRoad } from '../../capture/capture-settings';
import { pushUrl } from '../../capture/ingest-address';
import { envelope } from '../../errors';
import { claimsOf } from '../authenticate';
import { answers } from '../responses';

/**
 * Lecture capture settings, for the tenant's administrators (403 for teachers and students before
 * anything is read): each classroom's roads, push or pull, and the push roads' stream keys;
 * docs/api.md "Lecture capture settings". Every answer, refusals too, is `no-store`: a room's
 * answer holds its keys and its encoders' passwords, which no cache may keep.
 */
export const captureRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, clock, env, ingest } = app.deps;
  const administrators = { preHandler: async (request: FastifyRequest) => assertMayManageCapture(claimsOf(request)) };
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'private, no-store');
  });

  // The address this administrator reached the server by is the one their encoders can reach.
  const view = (request: FastifyRequest): CaptureView => ({ now: clock(), pushUrl: pushUrl(env, ingest, request.host) });

  app.get(
    '/v1/admin/capture/rooms',
    { ...administrators, schema: { querystring: captureRoomListQuerySchema, response: answers(captureRoomPageSchema) } },
    async (request) => envelope(await listCaptureRooms(db, claimsOf(request), request.query, clock())),
  );

  app.get(
    '/v1/admin/capture/rooms/:clroId',
    { ...administrators, schema: { params: captureRoomParamsSchema, response: answers(captureRoomSchema) } },
    async (request) => envelope(await readCaptureRoom(db, claimsOf(request), request.params.clroId, view(request))),
  );

  app.put(
    '/v1/admin/capture/rooms/:clroId/roads/:roadType',
    { ...administrators, schema: { params: captureRoadParamsSchema, body: captureRoadBodySchema, response: answers(captureRoomSchema) } },
    async (request) =>
      envelope(await setCaptureRoad(db, claimsOf(request), request.params.clroId, request.params.roadType, request.body, view(request))),
  );

  app.delete(
    '/v1/admin/capture/rooms/:clroId/roads/:roadType',
    { ...administrators, schema: { params: captureRoadParamsSchema, response: answers(captureRoomSchema) } },
    async (request) =>
      envelope(await removeCaptureRoad(db, claimsOf(request), request.params.clroId, request.params.roadType, view(request))),
  );

  app.post(
    '/v1/admin/capture/rooms/:clroId/roads/:roadType/key',
    { ...administrators, schema: { params: captureRoadParamsSchema, response: answers(captureRoomSchema) } },
    async (request) =>
      envelope(await regenerateStreamKey(db, claimsOf(request), request.params.clroId, request.params.roadType, view(request))),
  );

  app.delete(
    '/v1/admin/capture/rooms/:clroId/roads/:roadType/key',
    { ...administrators, schema: { params: captureRoadParamsSchema, response: answers(captureRoomSchema) } },
    async (request) =>
      envelope(await revokeStreamKey(db, claimsOf(request), request.params.clroId, request.params.roadType, view(request))),
  );
};
