import { randomUUID } from 'node:crypto';
import { SignJWT } from 'jose';
import { z } from 'zod';
import type { Db } from '../db/client';
import { PlatformCallFailed, platformJson } from './platform-json';
import { toolSigningKey } from './tool-keys';

/**
 * Access tokens for the platform's LTI Advantage services (LTI 1.3 Security Framework §4.1,
 * "Using JSON Web Tokens with OAuth 2.0 Client Credentials Grant"): a `client_credentials` grant
 * to the platform's token endpoint, authenticated by a JWT client assertion (RFC 7523) that
 * Lectern's current tool key signs (RS256, `kid` in the header, so the platform finds it in
 * /v1/lti/jwks). One client for every service: roster sync asks the NRPS scope, grades will ask
 * theirs. Tokens are cached per registration and scope until shortly before they expire, so a
 * sync of many pages, or many courses, asks once; never logged, never stored in the database.
 */
export const NRPS_SCOPE = 'https://purl.imsglobal.org/spec/lti-nrps/scope/contextmembership.readonly';
/** AGS 2.0 §3.1: making and reading the course's line items. */
export const AGS_LINEITEM_SCOPE = 'https://purl.imsglobal.org/spec/lti-ags/scope/lineitem';
/** AGS 2.0 §3.1: posting scores to a line item. */
export const AGS_SCORE_SCOPE = 'https://purl.imsglobal.org/spec/lti-ags/scope/score';
const ASSERTION_TYPE = 'urn:ietf:params:oauth:client-assertion-type:jwt-bearer';
/** The assertion is used at once: a short life limits a leaked one. */
const ASSERTION_LIFETIME_S = 300;
/** A token is not used in its last minute: a request made with it must still arrive in time. */
const EXPIRY_MARGIN_S = 60;
/** Platforms that omit `expires_in`: OAuth leaves it open; an hour is the common value. */
const DEFAULT_LIFETIME_S = 3600;

/** What of a registration the client needs. */
export type ServicePlatform = { id: string; clientId: string; tokenUrl: string; tokenAudience: string | null };

/** The token endpoint refused or did not answer; `detail` is for the log, never for a page. */
export class ServiceTokenError extends Error {
  constructor(readonly detail: string) {
    super(`the platform's token endpoint: ${detail}`);
    this.name = 'ServiceTokenError';
  }
}

const tokenAnswerSchema = z.object({
  access_token: z.string().min(1),
  token_type: z.string().refine((type) => type.toLowerCase() === 'bearer', 'is not Bearer'),
  expires_in: z.coerce.number().positive().optional(),
  scope: z.string().optional(),
});

type Cached = { token: string; usableUntilMs: number };
export type ServiceTokens = {
  /** A bearer token for `scope` at this platform, from the cache or a new grant. */
  tokenFor: (platform: ServicePlatform, scope: string) => Promise<string>;
  /** Forget the platform's token (it was refused before its time: revoked, or the platform restarted). */
  forget: (platform: ServicePlatform, scope: string) => void;
};

/** The client assertion (RFC 7523 §3): iss = sub = the client id, aud = the token endpoint or the named audience. */
export async function clientAssertion(db: Db, platform: ServicePlatform, now: Date): Promise<string> {
  const { kid, key } = await toolSigningKey(db, now);
  const issuedAt = Math.floor(now.getTime() / 1000);
  return new SignJWT({})
    .setProtectedHeader({ alg: 'RS256', kid, typ: 'JWT' })
    .setIssuer(platform.clientId)
    .setSubject(platform.clientId)
    .setAudience(platform.tokenAudience ?? platform.tokenUrl)
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + ASSERTION_LIFETIME_S)
    .setJti(randomUUID())
    .sign(key);
}

async function grant(db: Db, platform: ServicePlatform, scope: string, now: Date): Promise<{ token: string; lifetimeS: number }> {
  const body = new URLSearchParams({
    grant_type: 'client_credentials',
    client_assertion_type: ASSERTION_TYPE,
    client_assertion: await clientAssertion(db, platform, now),
    scope,
  });
  let answer: z.infer<typeof tokenAnswerSchema>;
  try {
    answer = await platformJson(
      platform.tokenUrl,
      { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' }, body },
      tokenAnswerSchema,
    );
  } catch (failure) {
    if (failure instanceof PlatformCallFailed) throw new ServiceTokenError(failure.message);
    throw failure;
  }
  // A platform may grant fewer scopes than asked; one that names others than ours has not granted ours.
  if (answer.scope !== undefined && !answer.scope.split(' ').includes(scope))
    throw new ServiceTokenError(`the scope ${scope} was not granted`);
  return { token: answer.access_token, lifetimeS: answer.expires_in ?? DEFAULT_LIFETIME_S };
}

/**
 * A token client with its own cache (one per process; tests make their own). `clock` is the
 * server's, so the assertion's `iat` and the cache's expiry follow an injected test clock.
 */
export function serviceTokens(db: Db, clock: () => Date): ServiceTokens {
  const cache = new Map<string, Cached>();
  // The registration's id, client and endpoint: a registration edited to another endpoint asks again.
  const keyOf = (platform: ServicePlatform, scope: string) =>
    JSON.stringify([platform.id, platform.clientId, platform.tokenUrl, platform.tokenAudience, scope]);
  return {
    async tokenFor(platform, scope) {
      const key = keyOf(platform, scope);
      const now = clock();
      const cached = cache.get(key);
      if (cached && cached.usableUntilMs > now.getTime()) return cached.token;
      const { token, lifetimeS } = await grant(db, platform, scope, now);
      cache.set(key, { token, usableUntilMs: now.getTime() + Math.max(0, lifetimeS - EXPIRY_MARGIN_S) * 1000 });
      return token;
    },
    forget(platform, scope) {
      cache.delete(keyOf(platform, scope));
    },
  };
}

/**
 * One token client per database, shared by the process's jobs and routes, so a worker asks a
 * platform for a token once per its life, not once per sync or score.
 */
const sharedClients = new WeakMap<Db, ServiceTokens>();
export function sharedServiceTokens(db: Db, clock: () => Date): ServiceTokens {
  const known = sharedClients.get(db);
  if (known) return known;
  const made = serviceTokens(db, clock);
  sharedClients.set(db, made);
  return made;
}
