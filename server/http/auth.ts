import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { DEFAULT_TENANT_ID, ROLE } from '../../src/constants';
import {
  PASSWORD_HASH_HEADER, PASSWORD_HASH_SHA256, TENANT_HEADER, changePasswordBodySchema, kickBodySchema,
  loginBodySchema, refreshBodySchema,
} from '../../src/schemas/auth';
import { hashPasswordDigest, sha256Hex, verifyPasswordDigest } from '../auth/passwords';
import { findUserById, findUserByUsername, toWireUser } from '../auth/users';
import { eq } from 'drizzle-orm';
import { users } from '../db/schema';
import { authenticate, claimsOf } from './authenticate';
import { ApiError, envelope } from './errors';

/**
 * Sign-in, refresh and password change (SPEC §7 "Authentication and session", DESIGN.md §4).
 * Logout lives in ./logout.ts; the kick-other-clients call is POST /rbac/user/kick (docs/api.md).
 */
// A valid scrypt hash of a random digest: unknown usernames cost the same time as wrong passwords.
const DUMMY_HASH = hashPasswordDigest(sha256Hex(`lectern-dummy-${Math.random()}`));

const requirePreHashed = async (request: { headers: Record<string, unknown> }) => {
  if (request.headers[PASSWORD_HASH_HEADER] !== PASSWORD_HASH_SHA256) throw new ApiError('passwordHashRequired');
};

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, env, sessions, loginThrottle, signer } = app.deps;

  app.post('/oauth2/password', { preValidation: requirePreHashed, schema: { body: loginBodySchema } }, async (request) => {
    const header = request.headers[TENANT_HEADER];
    const headerTenant = typeof header === 'string' && header ? header : undefined;
    if (request.body.tenantId && headerTenant && request.body.tenantId !== headerTenant) {
      throw new ApiError('badRequest', 'body.tenantId: does not match the tenantid header');
    }
    const tenantId = request.body.tenantId ?? headerTenant ?? DEFAULT_TENANT_ID;
    const userKey = `${tenantId}/${request.body.username.toLowerCase()}`;
    const wait = loginThrottle.blockedFor(userKey, request.ip);
    if (wait > 0) {
      throw new ApiError('tooManyRequests', `too many failed sign-ins, try again in ${wait} s`, { 'retry-after': String(wait) });
    }
    const row = await findUserByUsername(db, tenantId, request.body.username);
    const valid = await verifyPasswordDigest(request.body.password, row?.passwordHash ?? (await DUMMY_HASH));
    if (!row || !valid || !row.active) {
      loginThrottle.recordFailure(userKey, request.ip);
      throw new ApiError('loginFailed');
    }
    loginThrottle.recordSuccess(userKey);
    const mustChangePassword = env.KIAF_FORCE_UPDATE_PWD === 'Y' && request.body.password === sha256Hex(row.code);
    const tokens = await sessions.open(row, mustChangePassword, { userAgent: request.headers['user-agent'], ip: request.ip });
    const { sessionId: _sid, ...answer } = tokens;
    return envelope({ ...answer, user: await toWireUser(db, row, mustChangePassword) });
  });

  app.post('/oauth2/refresh', { schema: { body: refreshBodySchema } }, async (request) => {
    const tokens = await sessions.rotate(request.body.refreshToken, async (userId) => {
      const row = await findUserById(db, userId);
      return row && row.active ? row : null;
    });
    const claims = await signer.verify(tokens.jwt_token);
    const row = claims && (await findUserById(db, claims.sub));
    if (!claims || !row) throw new ApiError('refreshInvalid');
    return envelope({ ...tokens, user: await toWireUser(db, row, claims.pwc) });
  });

  app.post(
    '/v1/user/password',
    { preValidation: requirePreHashed, preHandler: authenticate({ duringPasswordChange: true }), schema: { body: changePasswordBodySchema } },
    async (request) => {
      const claims = claimsOf(request);
      const row = await findUserById(db, claims.sub);
      if (!row || !(await verifyPasswordDigest(request.body.oldPassword, row.passwordHash))) {
        throw new ApiError('badRequest', 'body.oldPassword: is not the current password');
      }
      if (request.body.newPassword === request.body.oldPassword) {
        throw new ApiError('passwordPolicy', 'body.newPassword: must differ from the current password');
      }
      if (request.body.newPassword === sha256Hex(row.code)) {
        throw new ApiError('passwordPolicy', 'body.newPassword: must differ from the user code');
      }
      await db
        .update(users)
        .set({ passwordHash: await hashPasswordDigest(request.body.newPassword), passwordChangedAt: app.deps.clock() })
        .where(eq(users.id, row.id));
      await sessions.clearPasswordChange(claims.sid);
      const ended = await sessions.revokeOthers(row.id, claims.sid, 'password-change');
      app.deps.sessionEvents.publish(ended, { type: 'kick', reason: 'password-change' });
      const jwt_token = await signer.sign({ ...claims, pwc: false });
      return envelope({ jwt_token, expires_in: signer.ttlSeconds, user: await toWireUser(db, row, false) });
    },
  );

  app.get('/oauth2/token', { preHandler: authenticate({ duringPasswordChange: true }) }, async (request) => {
    const claims = claimsOf(request);
    return envelope({ active: true, username: claims.usr, tenantId: claims.tid, sessionId: claims.sid, mustChangePassword: claims.pwc });
  });

  app.post('/rbac/user/kick', { preHandler: authenticate(), schema: { body: kickBodySchema } }, async (request) => {
    const claims = claimsOf(request);
    if (request.body.lockTime !== 0) throw new ApiError('badRequest', 'body.lockTime: only 0 (no lock) is supported');
    const self = request.body.username === claims.usr;
    if (!self && claims.rol !== ROLE.administrator) throw new ApiError('forbidden');
    const target = self ? await findUserById(db, claims.sub) : await findUserByUsername(db, claims.tid, request.body.username);
    if (!target) throw new ApiError('notFound', 'body.username: no such user');
    // Kicking oneself keeps the session that asked; an administrator ends every session.
    const keep = self ? claims.sid : null;
    const revoked = await sessions.revokeOthers(target.id, keep, 'kick');
    if (request.body.broadcast) app.deps.sessionEvents.publish(revoked, { type: 'kick', reason: 'kick' });
    return envelope({ kicked: revoked.length });
  });
};

