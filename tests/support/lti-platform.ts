import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey, type JWK } from 'jose';
import type { LtiPlatformInput } from '../../src/schemas/lti';

/**
 * A learning platform as Lectern meets one (docs/lti.md): its own RS256 keys (jose), its key set
 * served over HTTP by a small server, and id tokens of a resource-link launch signed with the
 * claims a test chooses. The same server plays the platform's side in the browser: its
 * authorisation endpoint answers Lectern's login with the form that posts the id token back (as
 * Moodle's and Canvas's do), and a course page frames the tool. Its origin is 127.0.0.1 while the
 * test server is reached as localhost, so in a browser the tool is a third-party frame.
 */
export const LTI = 'https://purl.imsglobal.org/spec/lti/claim/';
export const LIS = 'http://purl.imsglobal.org/vocab/lis/v2/';
export const ROLES = {
  instructor: `${LIS}membership#Instructor`,
  learner: `${LIS}membership#Learner`,
  administrator: `${LIS}institution/person#Administrator`,
  mentor: `${LIS}membership#Mentor`,
} as const;

/** A person of the platform: what its launches say about them. */
export type PlatformUser = { sub: string; name?: string; email?: string; roles: string[] };

/** A resource link of a course: its id, the course (context) and its custom parameters. */
export type PlatformLink = { resourceLinkId: string; contextId: string | null; contextTitle?: string; custom: Record<string, string> };

export type SignOptions = {
  user: PlatformUser;
  nonce: string;
  /** The link's target link URI as the platform holds it (the tool's launch address, perhaps with a query). */
  targetLinkUri: string;
  link?: PlatformLink;
  /** Claims to set or replace (undefined removes one). */
  claims?: Record<string, unknown>;
  /** Signed by another key pair under the platform's key id: a forgery. */
  forged?: boolean;
  /** Seconds since the epoch; the platform's clock (default: `now`). */
  issuedAt?: number;
  lifetimeS?: number;
  audience?: string | string[];
};

export type PlatformSimulator = {
  origin: string;
  issuer: string;
  clientId: string;
  deploymentId: string;
  registration: LtiPlatformInput;
  /** How many times Lectern fetched the key set. */
  keySetFetches: () => number;
  signIdToken: (options: SignOptions) => Promise<string>;
  /** Browser side: who the next authorisation request signs in, and from which link. */
  nextLaunch: { user: PlatformUser; link: PlatformLink; claims?: Record<string, unknown> } | null;
  /** Browser side: a course page framing the tool's login address with these parameters. */
  coursePageUrl: (toolLoginUrl: string, targetLinkUri: string, loginHint: string) => string;
  /** Serves `path` on the platform's origin too (its services, its registration), with the request's body read. */
  serve: (path: string, handler: PlatformRoute) => void;
  close: () => Promise<void>;
};

/** A further address of the platform: answers `request`, whose body has been read as text. */
export type PlatformRoute = (request: IncomingMessage, response: ServerResponse, body: string) => void | Promise<void>;

const DEFAULT_LINK: PlatformLink = { resourceLinkId: 'link-1', contextId: null, custom: {} };

const escapeAttribute = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

type Signing = { key: CryptoKey; kid: string; issuer: string; audience: string | string[]; issuedAt: number };

async function signed(payload: Record<string, unknown>, options: SignOptions, signing: Signing) {
  const { key, kid, issuer, audience, issuedAt } = signing;
  return new SignJWT(payload)
    .setProtectedHeader({ alg: 'RS256', kid, typ: 'JWT' })
    .setIssuer(issuer)
    .setSubject(options.user.sub)
    .setAudience(audience)
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + (options.lifetimeS ?? 300))
    .sign(key);
}

/**
 * Starts the simulator. `now` is the platform's clock for `iat` and `exp` (the test server's, so
 * the two agree unless a test says otherwise).
 */
export async function startPlatformSimulator(now: () => Date, name = 'Simulated LMS'): Promise<PlatformSimulator> {
  const own = await generateKeyPair('RS256', { extractable: true });
  const forger = await generateKeyPair('RS256');
  const kid = randomUUID();
  const publicJwk: JWK = { ...(await exportJWK(own.publicKey)), kid, alg: 'RS256', use: 'sig' };
  let fetches = 0;
  const state: { origin: string; nextLaunch: PlatformSimulator['nextLaunch'] } = { origin: '', nextLaunch: null };
  const clientId = `client-${randomUUID().slice(0, 8)}`;
  const deploymentId = 'deployment-1';

  const claimsOf = (options: SignOptions): Record<string, unknown> => {
    const link = options.link ?? DEFAULT_LINK;
    const claims: Record<string, unknown> = {
      nonce: options.nonce,
      name: options.user.name,
      email: options.user.email,
      [`${LTI}message_type`]: 'LtiResourceLinkRequest',
      [`${LTI}version`]: '1.3.0',
      [`${LTI}deployment_id`]: deploymentId,
      [`${LTI}target_link_uri`]: options.targetLinkUri,
      [`${LTI}resource_link`]: { id: link.resourceLinkId, title: 'Week 1 lecture' },
      [`${LTI}roles`]: options.user.roles,
      [`${LTI}custom`]: link.custom,
      [`${LTI}launch_presentation`]: { document_target: 'iframe', return_url: `${state.origin}/course` },
      [`${LTI}tool_platform`]: { guid: 'sim', name },
      ...(link.contextId === null ? {} : { [`${LTI}context`]: { id: link.contextId, title: link.contextTitle ?? 'A course' } }),
      ...options.claims,
    };
    for (const [key, value] of Object.entries(claims)) if (value === undefined) delete claims[key];
    return claims;
  };

  const sign = async (options: SignOptions): Promise<string> => {
    return signed(claimsOf(options), options, {
      key: options.forged ? forger.privateKey : own.privateKey,
      kid,
      issuer: state.origin,
      audience: options.audience ?? clientId,
      issuedAt: options.issuedAt ?? Math.floor(now().getTime() / 1000),
    });
  };

  /** The authorisation endpoint: answers with the form that posts the id token to the redirect URI. */
  const authorise = async (url: URL, response: ServerResponse) => {
    const launch = state.nextLaunch;
    const redirectUri = url.searchParams.get('redirect_uri') ?? '';
    const nonce = url.searchParams.get('nonce') ?? '';
    if (launch === null || url.searchParams.get('client_id') !== clientId) {
      response.writeHead(400).end('no launch prepared');
      return;
    }
    const token = await sign({
      user: launch.user,
      nonce,
      link: launch.link,
      targetLinkUri: redirectUri,
      // A deep-linking request's claims (tests/support/lti-platform-deep-link.ts).
      claims: launch.claims,
    });
    const fields = { id_token: token, state: url.searchParams.get('state') ?? '' };
    const inputs = Object.entries(fields)
      .map(([field, value]) => `<input type="hidden" name="${field}" value="${escapeAttribute(value)}">`)
      .join('');
    response
      .writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
      .end(
        `<!doctype html><html><body><form id="f" method="post" action="${escapeAttribute(redirectUri)}">${inputs}</form>` +
          '<script>document.getElementById("f").submit()</script></body></html>',
      );
  };

  const course = (url: URL, response: ServerResponse) => {
    const frame = url.searchParams.get('frame') ?? '';
    response
      .writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
      .end(
        `<!doctype html><html><head><title>${escapeAttribute(name)} course</title></head><body><h1>Course</h1>` +
          `<iframe id="tool" title="Lectern" src="${escapeAttribute(frame)}" width="1280" height="800" allow="autoplay; fullscreen"></iframe></body></html>`,
      );
  };

  const routes = new Map<string, PlatformRoute>();
  const served = (route: PlatformRoute, request: IncomingMessage, response: ServerResponse) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (body += chunk));
    request.on('end', () => void Promise.resolve(route(request, response, body)).catch(() => response.writeHead(500).end()));
  };

  const handle = (request: IncomingMessage, response: ServerResponse) => {
    const url = new URL(request.url ?? '/', state.origin);
    const route = routes.get(url.pathname);
    if (route !== undefined) served(route, request, response);
    else if (url.pathname === '/jwks') {
      fetches += 1;
      response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ keys: [publicJwk] }));
    } else if (url.pathname === '/auth') void authorise(url, response);
    else if (url.pathname === '/course') course(url, response);
    else response.writeHead(404).end();
  };

  const server: Server = createServer(handle);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  state.origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const issuer = state.origin;

  return {
    origin: state.origin,
    issuer,
    clientId,
    deploymentId,
    registration: {
      name,
      issuer,
      clientId,
      deploymentIds: [deploymentId],
      keySetUrl: `${state.origin}/jwks`,
      authUrl: `${state.origin}/auth`,
      tokenUrl: `${state.origin}/token`,
    },
    keySetFetches: () => fetches,
    signIdToken: sign,
    get nextLaunch() {
      return state.nextLaunch;
    },
    set nextLaunch(launch) {
      state.nextLaunch = launch;
    },
    coursePageUrl: (toolLoginUrl, targetLinkUri, loginHint) => {
      const login = new URL(toolLoginUrl);
      for (const [key, value] of Object.entries({
        iss: issuer,
        login_hint: loginHint,
        target_link_uri: targetLinkUri,
        client_id: clientId,
        lti_deployment_id: deploymentId,
      }))
        login.searchParams.set(key, value);
      return `${state.origin}/course?frame=${encodeURIComponent(login.href)}`;
    },
    serve: (path, route) => void routes.set(path, route),
    close: () => new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
}
