import type { FastifyRequest } from 'fastify';
import { PASSWORD_HASH_HEADER, PASSWORD_HASH_SHA256 } from '../../src/schemas/auth';
import { ApiError } from '../errors';

/**
 * What the sign-in (public/sign-in.ts) and the password change (session/password.ts) share:
 * passwords arrive SHA-256 pre-hashed, and guesses of an account's password spend one budget of
 * the login throttle (server/auth/login-throttle.ts) whichever of the two makes them.
 */
export const requirePreHashed = async (request: FastifyRequest) => {
  if (request.headers[PASSWORD_HASH_HEADER] !== PASSWORD_HASH_SHA256) throw new ApiError('passwordHashRequired');
};

/** The throttle's account key: usernames are compared without case so a variant is no new budget. */
export const guessKey = (tenantId: string, username: string) => `${tenantId}/${username.toLowerCase()}`;

export const tooManyGuesses = (what: string, seconds: number) =>
  new ApiError('tooManyRequests', `${what}, try again in ${seconds} s`, { 'retry-after': String(seconds) });
