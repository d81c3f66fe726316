import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { kickBodySchema, kickResultSchema } from '../../../src/schemas/auth';
import { isAdministrator } from '../../access';
import { findUserById, findUserByUsername } from '../../auth/users';
import { ApiError, envelope } from '../../errors';
import { claimsOf } from '../authenticate';
import { notifySessionsEnded } from '../../events/session-relay';
import { answers } from '../responses';

/** POST /rbac/user/kick (SPEC §3 "Kick-user request"): end a user's other sessions (docs/api.md). */
export const kickRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, sessions } = app.deps;

  app.post('/rbac/user/kick', { schema: { body: kickBodySchema, response: answers(kickResultSchema) } }, async (request) => {
    const claims = claimsOf(request);
    if (request.body.lockTime !== 0) throw new ApiError('badRequest', 'body.lockTime: only 0 (no lock) is supported');
    const self = request.body.username === claims.usr;
    if (!self && !isAdministrator(claims)) throw new ApiError('forbidden');
    const target = self ? await findUserById(db, claims.sub) : await findUserByUsername(db, claims.tid, request.body.username);
    if (!target) throw new ApiError('notFound', 'body.username: no such user');
    // Kicking oneself keeps the session that asked; an administrator ends every session.
    const keep = self ? claims.sid : null;
    const revoked = await sessions.revokeOthers(target.id, keep, 'kick');
    if (request.body.broadcast) await notifySessionsEnded(db, revoked, { type: 'kick', reason: 'kick' });
    return envelope({ kicked: revoked.length });
  });
};
