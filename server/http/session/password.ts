import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { changePasswordBodySchema, passwordChangedSchema } from '../../../src/schemas/auth';
import { hashPasswordDigest, sha256Hex, verifyPasswordDigest } from '../../auth/passwords';
import { findUserById, setPasswordHash, toWireUser } from '../../auth/users';
import { ApiError, envelope } from '../../errors';
import { claimsOf } from '../authenticate';
import { guessKey, requirePreHashed, tooManyGuesses } from '../credentials';
import { notifySessionsEnded } from '../../events/session-relay';
import { answers } from '../responses';

/**
 * POST /v1/user/password (SPEC §5): the signed-in user's new password, also the forced change
 * after sign-in. Every other session of the user ends; this one gets a token without the
 * pending change.
 */
export const passwordRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, sessions, loginThrottle, signer } = app.deps;

  app.post(
    '/v1/user/password',
    { preValidation: requirePreHashed, schema: { body: changePasswordBodySchema, response: answers(passwordChangedSchema) } },
    async (request) => {
      const claims = claimsOf(request);
      // Guesses of the current password share the sign-in limits of the account.
      const guess = await loginThrottle.reserve(guessKey(claims.tid, claims.usr), request.ip);
      if (!guess.allowed) throw tooManyGuesses('too many wrong current passwords', guess.retryAfter);
      const row = await findUserById(db, claims.sub);
      if (!row || !(await verifyPasswordDigest(request.body.oldPassword, row.passwordHash))) {
        throw new ApiError('currentPasswordWrong', 'body.oldPassword: is not the current password');
      }
      await guess.succeeded();
      if (request.body.newPassword === request.body.oldPassword) {
        throw new ApiError('passwordPolicy', 'body.newPassword: must differ from the current password');
      }
      if (request.body.newPassword === sha256Hex(row.code)) {
        throw new ApiError('passwordPolicy', 'body.newPassword: must differ from the user code');
      }
      await setPasswordHash(db, row.id, await hashPasswordDigest(request.body.newPassword), app.deps.clock());
      await sessions.clearPasswordChange(claims.sid);
      const ended = await sessions.revokeOthers(row.id, claims.sid, 'password-change');
      await notifySessionsEnded(app.deps.db, ended, { type: 'kick', reason: 'password-change' });
      const jwt_token = await signer.sign({ ...claims, pwc: false });
      return envelope({ jwt_token, expires_in: signer.ttlSeconds, user: await toWireUser(db, row, false) });
    },
  );
};
