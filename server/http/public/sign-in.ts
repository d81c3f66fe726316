import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { DEFAULT_TENANT_ID } from '../../../src/constants';
import { TENANT_HEADER, loginBodySchema, refreshBodySchema, tokenResultSchema } from '../../../src/schemas/auth';
import { clientAllowed } from '../../auth/oauth-client';
import { hashPasswordDigest, sha256Hex, verifyPasswordDigest } from '../../auth/passwords';
import { findUserById, findUserByUsername, toWireUser } from '../../auth/users';
import { ApiError, envelope } from '../../errors';
import { guessKey, requirePreHashed, tooManyGuesses } from '../credentials';
import { answers } from '../responses';

/**
 * Sign-in and refresh (SPEC §7 "Authentication and session", DESIGN.md §4). The password change
 * is session/password.ts, logout ./logout.ts, the kick-other-clients call account/kick.ts.
 */
// A valid scrypt hash of a random digest: unknown usernames cost the same time as wrong passwords.
const DUMMY_HASH = hashPasswordDigest(sha256Hex(`lectern-dummy-${Math.random()}`));

export const signInRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, env, sessions, loginThrottle, signer } = app.deps;

  // The application's own credential first: a client that may not sign in here spends no guess.
  const requireClient = async (request: FastifyRequest) => {
    if (!clientAllowed(env, request.headers.authorization)) throw new ApiError('clientInvalid');
  };

  app.post(
    '/oauth2/password',
    { preValidation: [requireClient, requirePreHashed], schema: { body: loginBodySchema, response: answers(tokenResultSchema) } },
    async (request) => {
      const header = request.headers[TENANT_HEADER];
      const headerTenant = typeof header === 'string' && header ? header : undefined;
      if (request.body.tenantId && headerTenant && request.body.tenantId !== headerTenant) {
        throw new ApiError('badRequest', 'body.tenantId: does not match the tenantid header');
      }
      const tenantId = request.body.tenantId ?? headerTenant ?? DEFAULT_TENANT_ID;
      // Reserved before the password check, under the throttle's lock: concurrent guesses cannot all pass.
      const guess = await loginThrottle.reserve(guessKey(tenantId, request.body.username), request.ip);
      if (!guess.allowed) throw tooManyGuesses('too many failed sign-ins', guess.retryAfter);
      const row = await findUserByUsername(db, tenantId, request.body.username);
      const valid = await verifyPasswordDigest(request.body.password, row?.passwordHash ?? (await DUMMY_HASH));
      if (!row || !valid || !row.active) throw new ApiError('loginFailed');
      await guess.succeeded();
      const mustChangePassword = env.KIAF_FORCE_UPDATE_PWD === 'Y' && request.body.password === sha256Hex(row.code);
      const tokens = await sessions.open(row, mustChangePassword, { userAgent: request.headers['user-agent'], ip: request.ip });
      const { sessionId: _sid, ...answer } = tokens;
      return envelope({ ...answer, user: await toWireUser(db, row, mustChangePassword) });
    },
  );

  app.post('/oauth2/refresh', { schema: { body: refreshBodySchema, response: answers(tokenResultSchema) } }, async (request) => {
    const tokens = await sessions.rotate(request.body.refreshToken, async (userId) => {
      const row = await findUserById(db, userId);
      return row && row.active ? row : null;
    });
    const claims = await signer.verify(tokens.jwt_token);
    const row = claims && (await findUserById(db, claims.sub));
    if (!claims || !row) throw new ApiError('refreshInvalid');
    return envelope({ ...tokens, user: await toWireUser(db, row, claims.pwc) });
  });
};
