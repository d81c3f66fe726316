import { randomUUID } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import { createRemoteJWKSet, decodeProtectedHeader, jwtVerify, type JWTPayload } from 'jose';
import type { PlatformSimulator } from './lti-platform';

/**
 * The platform's LTI Advantage services, served beside the simulator (./lti-platform.ts): an
 * OAuth 2 token endpoint that checks Lectern's client assertion (RFC 7523) against Lectern's own
 * key set, as a platform does, and a Names and Role Provisioning Services 2.0 memberships endpoint
 * serving a roster the test sets, in pages linked by `Link: rel="next"`; the token endpoint also
 * grants the grades' scopes (./lti-platform-grades.ts). Both record what they
 * were asked, and each can be told to answer 503, as a platform down for maintenance does.
 */
export const NRPS_CLAIM = 'https://purl.imsglobal.org/spec/lti-nrps/claim/namesroleservice';
export const NRPS_SCOPE = 'https://purl.imsglobal.org/spec/lti-nrps/scope/contextmembership.readonly';
export const AGS_LINEITEM_SCOPE = 'https://purl.imsglobal.org/spec/lti-ags/scope/lineitem';
export const AGS_SCORE_SCOPE = 'https://purl.imsglobal.org/spec/lti-ags/scope/score';
/** The scopes the token endpoint grants: the roster's and the grades' (./lti-platform-grades.ts). */
const GRANTED_SCOPES = new Set([NRPS_SCOPE, AGS_LINEITEM_SCOPE, AGS_SCORE_SCOPE]);
const CONTAINER = 'application/vnd.ims.lti-nrps.v2.membershipcontainer+json';
const TOKEN_PATH = '/token';

export type RosterEntry = { user_id: string; roles: string[]; status?: 'Active' | 'Inactive' | 'Deleted'; name?: string; email?: string };

export type TokenRequest = {
  grantType: string | null;
  scope: string | null;
  assertionType: string | null;
  /** The assertion's header and claims when it verified against Lectern's key set; else why not. */
  verified: { kid: string | undefined; payload: JWTPayload } | { error: string };
};

export type MembershipsRequest = { path: string; authorization: string | null; accept: string | null };

export type PlatformServices = {
  /** What a launch from `contextId` carries: pass it as the signed token's extra claims. */
  claimFor: (contextId: string) => Record<string, unknown>;
  membershipsUrl: (contextId: string) => string;
  /** The course's members, as the platform lists them; change it between syncs. */
  roster: RosterEntry[];
  /** Members per page (the last page has the rest). */
  pageSize: number;
  /** The token endpoint answers 503. */
  tokenDown: boolean;
  /** The memberships endpoint answers 503. */
  membershipsDown: boolean;
  tokenRequests: TokenRequest[];
  membershipsRequests: MembershipsRequest[];
  /** The scope the bearer token of this `Authorization` header was granted, or null when it was not issued here. */
  scopeOf: (authorization: string | null) => string | null;
};

const json = (response: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) =>
  response.writeHead(status, { 'content-type': 'application/json', ...headers }).end(JSON.stringify(body));

/** Serves the services on the simulator's origin; `toolKeySetUrl` is Lectern's /v1/lti/jwks; `now` the platform's clock. */
export function servePlatformServices(platform: PlatformSimulator, toolKeySetUrl: string, now: () => Date): PlatformServices {
  const toolKeys = createRemoteJWKSet(new URL(toolKeySetUrl));
  const issued = new Map<string, string>();
  const tokenUrl = `${platform.origin}${TOKEN_PATH}`;
  const services: PlatformServices = {
    claimFor: (contextId) => ({
      [NRPS_CLAIM]: { context_memberships_url: services.membershipsUrl(contextId), service_versions: ['2.0'] },
    }),
    membershipsUrl: (contextId) => `${platform.origin}/nrps/${encodeURIComponent(contextId)}/memberships`,
    roster: [],
    pageSize: 2,
    tokenDown: false,
    membershipsDown: false,
    tokenRequests: [],
    membershipsRequests: [],
    scopeOf: (authorization) => issued.get((authorization ?? '').replace(/^Bearer /, '')) ?? null,
  };

  platform.serve(TOKEN_PATH, async (_request, response, body) => {
    const form = new URLSearchParams(body);
    const assertion = form.get('client_assertion') ?? '';
    let verified: TokenRequest['verified'];
    try {
      const { payload } = await jwtVerify(assertion, toolKeys, {
        issuer: platform.clientId,
        subject: platform.clientId,
        audience: tokenUrl,
        algorithms: ['RS256'],
        currentDate: now(),
        requiredClaims: ['jti', 'exp', 'iat'],
      });
      verified = { kid: decodeProtectedHeader(assertion).kid, payload };
    } catch (error) {
      verified = { error: error instanceof Error ? error.message : String(error) };
    }
    const scope = form.get('scope');
    services.tokenRequests.push({
      grantType: form.get('grant_type'),
      scope,
      assertionType: form.get('client_assertion_type'),
      verified,
    });
    if (services.tokenDown) return void response.writeHead(503, { 'retry-after': '60' }).end('maintenance');
    if ('error' in verified || form.get('grant_type') !== 'client_credentials' || !GRANTED_SCOPES.has(scope ?? ''))
      return void json(response, 400, { error: 'invalid_client' });
    const token = `token-${randomUUID()}`;
    issued.set(token, scope!);
    json(response, 200, { access_token: token, token_type: 'Bearer', expires_in: 3600, scope });
  });

  const memberships =
    (contextId: string) => (request: Parameters<Parameters<PlatformSimulator['serve']>[1]>[0], response: ServerResponse) => {
      const url = new URL(request.url ?? '/', platform.origin);
      const authorization = request.headers.authorization ?? null;
      services.membershipsRequests.push({ path: `${url.pathname}${url.search}`, authorization, accept: request.headers.accept ?? null });
      if (services.membershipsDown) return void response.writeHead(503).end('maintenance');
      if (services.scopeOf(authorization) !== NRPS_SCOPE) return void json(response, 401, { error: 'invalid_token' });
      const page = Number(url.searchParams.get('page') ?? '0');
      const members = services.roster.slice(page * services.pageSize, (page + 1) * services.pageSize);
      const more = (page + 1) * services.pageSize < services.roster.length;
      const next = `${services.membershipsUrl(contextId)}?page=${page + 1}`;
      json(
        response,
        200,
        { id: services.membershipsUrl(contextId), context: { id: contextId, title: 'A course' }, members },
        { 'content-type': CONTAINER, ...(more ? { link: `<${next}>; rel="next"` } : {}) },
      );
    };
  const served = new Set<string>();
  const serveCourse = (contextId: string) => {
    const path = new URL(services.membershipsUrl(contextId)).pathname;
    if (served.has(path)) return;
    served.add(path);
    platform.serve(path, memberships(contextId));
  };
  const claimFor = services.claimFor;
  services.claimFor = (contextId) => {
    serveCourse(contextId);
    return claimFor(contextId);
  };
  return services;
}
