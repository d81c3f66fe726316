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
import { clientAllowed } from '../auth/oauth-client';
import type { FastifyRequest } from 'fastify';

/**
 * Sign-in, refresh and password change (SPEC §7 "Authentication and session", DESIGN.md §4).
 * Logout lives in ./logout.ts; the kick-other-clients call is POST /rbac/user/kick (docs/api.md).
 */
// A valid scrypt hash of a random digest: unknown usernames cost the same time as wrong passwords.
const DUMMY_HASH = hashPasswordDigest(sha256Hex(`lectern-dummy-${Math.random()}`));

/** The throttle's account key: usernames are compared without case so a variant is no new budget. */
const guessKey = (tenantId: string, username: string) => `${tenantId}/${username.toLowerCase()}`;

const tooManyGuesses = (what: string, seconds: number) =>
  new ApiError('tooManyRequests', `${what}, try again in ${seconds} s`, { 'retry-after': String(seconds) });

const requirePreHashed = async (request: { headers: Record<string, unknown> }) => {
  if (request.headers[PASSWORD_HASH_HEADER] !== PASSWORD_HASH_SHA256) throw new ApiError('passwordHashRequired');
};

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, env, sessions, loginThrottle, signer } = app.deps;

  // The application's own credential first: a client that may not sign in here spends no guess.
  const requireClient = async (request: FastifyRequest) => {
    if (!clientAllowed(env, request.headers.authorization)) throw new ApiError('clientInvalid');
  };

  app.post('/oauth2/password', { preValidation: [requireClient, requirePreHashed], schema: { body: loginBodySchema } }, async (request) => {
    const header = request.headers[TENANT_HEADER];
    const headerTenant = typeof header === 'string' && header ? header : undefined;
    if (request.body.tenantId && headerTenant && request.body.tenantId !== headerTenant) {
      throw new ApiError('badRequest', 'body.tenantId: does not match the tenantid header');
    }
    const tenantId = request.body.tenantId ?? headerTenant ?? DEFAULT_TENANT_ID;
    // Reserved before the first await, so concurrent guesses cannot all pass the check.
    const guess = loginThrottle.reserve(guessKey(tenantId, request.body.username), request.ip);
    if (!guess.allowed) throw tooManyGuesses('too many failed sign-ins', guess.retryAfter);
    const row = await findUserByUsername(db, tenantId, request.body.username);
    const valid = await verifyPasswordDigest(request.body.password, row?.passwordHash ?? (await DUMMY_HASH));
    if (!row || !valid || !row.active) throw new ApiError('loginFailed');
    guess.succeeded();
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
      // Guesses of the current password share the sign-in limits of the account.
      const guess = loginThrottle.reserve(guessKey(claims.tid, claims.usr), request.ip);
      if (!guess.allowed) throw tooManyGuesses('too many wrong current passwords', guess.retryAfter);
      const row = await findUserById(db, claims.sub);
      if (!row || !(await verifyPasswordDigest(request.body.oldPassword, row.passwordHash))) {
        throw new ApiError('badRequest', 'body.oldPassword: is not the current password');
      }
      guess.succeeded();
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

