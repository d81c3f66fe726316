import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createRemoteJWKSet, decodeProtectedHeader, jwtVerify, type JWTPayload } from 'jose';
import { LTI_KEY_SET_PATH, ltiToolPath } from '../../src/schemas/lti-paths';
import { call, type Answer } from './api-client';
import { answerOf, codeOf, exchange, initiateLogin, issuedBy, type LoginAnswer } from './lti-launch-flow';
import { LTI, type PlatformSimulator, type PlatformUser } from './lti-platform';
import type { TestServer } from './test-server';

/**
 * The platform's side of LTI Deep Linking 2.0 (docs/lti.md "Deep linking"), beside the simulator
 * of tests/support/lti-platform.ts: the claims of an LtiDeepLinkingRequest, the request driven
 * over HTTP as a platform's frame drives it, and the platform's return endpoint, which records
 * every LtiDeepLinkingResponse posted to it (the form field `JWT`) and verifies it against
 * Lectern's published key set, as Moodle or Canvas would.
 */
export const LTI_DL = 'https://purl.imsglobal.org/spec/lti-dl/claim/';

export type DeepLinkingSettingsClaim = {
  deep_link_return_url: string;
  accept_types?: string[];
  accept_presentation_document_targets?: string[];
  accept_multiple?: boolean;
  data?: string;
  title?: string;
  text?: string;
};

/** The claims that make a signed message a deep-linking request rather than a resource link's launch. */
export const deepLinkingClaims = (settings: DeepLinkingSettingsClaim): Record<string, unknown> => ({
  [`${LTI}message_type`]: 'LtiDeepLinkingRequest',
  [`${LTI}resource_link`]: undefined,
  [`${LTI}custom`]: undefined,
  [`${LTI_DL}deep_linking_settings`]: settings,
});

/** What the return endpoint received: the verified payload, or why it did not verify. */
export type ReceivedResponse = { payload: JWTPayload | null; kid: string | undefined; failure: string | null };

export type ReturnEndpoint = {
  url: string;
  received: ReceivedResponse[];
  close: () => Promise<void>;
};

async function formOf(request: IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

/**
 * The platform's deep-linking return endpoint: checks the JWT's signature by Lectern's key set,
 * its issuer (the client id the platform registered Lectern under) and audience (the platform).
 * It answers a small page, which is what the teacher's frame shows next.
 */
export async function startReturnEndpoint(tool: TestServer, platform: PlatformSimulator): Promise<ReturnEndpoint> {
  const keys = createRemoteJWKSet(new URL(LTI_KEY_SET_PATH, tool.url));
  const received: ReceivedResponse[] = [];
  const handle = async (request: IncomingMessage, response: ServerResponse) => {
    // Only the form posts are answers: the browser also asks the page's site for its icon.
    if (request.method !== 'POST') return void response.writeHead(404).end();
    const jwt = (await formOf(request)).get('JWT') ?? '';
    try {
      const { payload } = await jwtVerify(jwt, keys, {
        algorithms: ['RS256'],
        issuer: platform.clientId,
        audience: platform.issuer,
        currentDate: tool.clock.now,
      });
      received.push({ payload, kid: decodeProtectedHeader(jwt).kid, failure: null });
    } catch (failure) {
      received.push({ payload: null, kid: undefined, failure: (failure as Error).message });
    }
    response
      .writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
      .end('<!doctype html><title>Course</title><h1>Content added</h1>');
  };
  const server: Server = createServer((request, response) => void handle(request, response));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/deep-link-return?course=42`;
  return {
    url,
    received,
    close: () => new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
}

export const deepLinkUrlOf = (server: TestServer, tenantId = '1') => `${server.url}${ltiToolPath('deepLink', tenantId)}`;

/** A deep-linking request over HTTP: the login aimed at the deep-linking address, the signed request, its form post. */
export async function deepLinkAs(
  server: TestServer,
  platform: PlatformSimulator,
  user: PlatformUser,
  settings: DeepLinkingSettingsClaim,
  options: { tenantId?: string; language?: string; claims?: Record<string, unknown> } = {},
): Promise<LoginAnswer> {
  const tenantId = options.tenantId ?? '1';
  const target = deepLinkUrlOf(server, tenantId);
  const login = await initiateLogin(server, platform, { tenantId, params: { target_link_uri: target } });
  const { state, nonce, redirectUri } = issuedBy(login);
  const idToken = await platform.signIdToken({
    user,
    nonce,
    targetLinkUri: target,
    claims: { ...deepLinkingClaims(settings), ...options.claims },
  });
  const response = await fetch(redirectUri, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      ...(options.language ? { 'accept-language': options.language } : {}),
    },
    body: new URLSearchParams({ id_token: idToken, state }).toString(),
    redirect: 'manual',
  });
  return answerOf(response);
}

/** A teacher's picker session: the deep-linking launch's code exchanged, as the SPA exchanges it. */
export async function pickerSession(server: TestServer, answer: LoginAnswer): Promise<{ token: string; launchId: string }> {
  const session = await exchange(server, codeOf(answer));
  const landing = session.body.result?.landing as { page: string; launchId?: string } | undefined;
  if (session.http !== 200 || landing?.page !== 'deepLink' || !landing.launchId)
    throw new Error(`not a picker's session: ${session.http} ${JSON.stringify(session.body)}`);
  return { token: session.body.result.jwt_token as string, launchId: landing.launchId };
}

export const pickerChoices = (server: TestServer, token: string, launchId: string, q?: string): Promise<Answer> =>
  call(server.url, `/v1/lti/deep-links/${encodeURIComponent(launchId)}${q === undefined ? '' : `?q=${encodeURIComponent(q)}`}`, { token });

export const pickerAnswer = (server: TestServer, token: string, launchId: string, body: unknown): Promise<Answer> =>
  call(server.url, `/v1/lti/deep-links/${encodeURIComponent(launchId)}/answer`, { method: 'POST', token, json: body });

/** The browser's auto-post of the answer: the form field `JWT` to the return address the server gave. */
export const postToPlatform = (answer: { returnUrl: string; jwt: string }): Promise<Response> =>
  fetch(answer.returnUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ JWT: answer.jwt }).toString(),
  });
