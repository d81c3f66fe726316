import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, asc, count, eq } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import {
  VOD_STATUS,
  enrolments,
  ltiContextClasses,
  ltiLaunches,
  ltiPlatforms,
  ltiUsers,
  sessions,
  users,
  vods,
} from '../../server/db/schema';
import { ltiToolPath } from '../../src/schemas/lti-paths';
import { call, type Answer } from './api-client';
import type { PlatformLink, PlatformSimulator, PlatformUser, SignOptions } from './lti-platform';
import type { TestServer } from './test-server';

/**
 * A launch as a platform drives one (docs/lti.md "The launch"), step by step over real HTTP: the
 * OIDC login initiation, the id token signed with the nonce Lectern chose, the form post of the
 * launch, and the SPA's exchange of the launch's code. Shared by the LTI launch API tests.
 */
export type LoginAnswer = { http: number; location: URL | null; text: string; headers: Headers };

/** A stand-in for the built web app: the launch's page serves it under its own headers. */
export function stubSpaDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'lectern-lti-spa-'));
  writeFileSync(
    join(dir, 'index.html'),
    '<!doctype html><html><head><title>Lectern</title></head><body><div id="root"></div></body></html>',
  );
  return dir;
}

export const launchUrlOf = (server: TestServer, tenantId = '1') => `${server.url}${ltiToolPath('launch', tenantId)}`;

export async function answerOf(response: Response): Promise<LoginAnswer> {
  const location = response.headers.get('location');
  return {
    http: response.status,
    location: location === null ? null : new URL(location, 'http://relative.invalid'),
    text: await response.text(),
    headers: response.headers,
  };
}

/** The login initiation as the platform's frame asks it: GET with a query (or POST with a form). */
export async function initiateLogin(
  server: TestServer,
  platform: PlatformSimulator,
  options: { tenantId?: string; method?: 'GET' | 'POST'; params?: Record<string, string | undefined>; language?: string } = {},
): Promise<LoginAnswer> {
  const tenantId = options.tenantId ?? '1';
  const params = Object.fromEntries(
    Object.entries({
      iss: platform.issuer,
      login_hint: 'hint-42',
      lti_message_hint: 'message-hint-7',
      target_link_uri: launchUrlOf(server, tenantId),
      client_id: platform.clientId,
      lti_deployment_id: platform.deploymentId,
      ...options.params,
    }).filter((entry): entry is [string, string] => entry[1] !== undefined),
  );
  const form = new URLSearchParams(params).toString();
  const path = ltiToolPath('login', tenantId);
  const headers: Record<string, string> = options.language ? { 'accept-language': options.language } : {};
  const response =
    options.method === 'POST'
      ? await fetch(`${server.url}${path}`, {
          method: 'POST',
          headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' },
          body: form,
          redirect: 'manual',
        })
      : await fetch(`${server.url}${path}?${form}`, { headers, redirect: 'manual' });
  return answerOf(response);
}

/** The state and nonce of a login that was sent on to the platform. */
export function issuedBy(login: LoginAnswer): { state: string; nonce: string; redirectUri: string } {
  if (login.http !== 302 || login.location === null) throw new Error(`the login was refused: ${login.http} ${login.text.slice(0, 300)}`);
  const get = (name: string) => login.location!.searchParams.get(name) ?? '';
  return { state: get('state'), nonce: get('nonce'), redirectUri: get('redirect_uri') };
}

/** The platform's form post of an id token and a state to the tenant's launch address. */
export async function postLaunch(
  server: TestServer,
  fields: { id_token: string; state: string },
  options: { tenantId?: string; language?: string } = {},
): Promise<LoginAnswer> {
  const response = await fetch(`${server.url}${ltiToolPath('launch', options.tenantId ?? '1')}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      ...(options.language ? { 'accept-language': options.language } : {}),
    },
    body: new URLSearchParams(fields).toString(),
    redirect: 'manual',
  });
  return answerOf(response);
}

export type LaunchRun = { login: LoginAnswer; launch: LoginAnswer; idToken: string; state: string; nonce: string };

/** A whole launch: login, a token signed for the nonce (with `sign`'s changes), the launch's post. */
export async function launchAs(
  server: TestServer,
  platform: PlatformSimulator,
  user: PlatformUser,
  link: PlatformLink,
  options: { tenantId?: string; sign?: Partial<SignOptions>; language?: string } = {},
): Promise<LaunchRun> {
  const tenantId = options.tenantId ?? '1';
  const login = await initiateLogin(server, platform, { tenantId });
  const { state, nonce } = issuedBy(login);
  const idToken = await platform.signIdToken({ user, nonce, link, targetLinkUri: launchUrlOf(server, tenantId), ...options.sign });
  const launch = await postLaunch(server, { id_token: idToken, state }, { tenantId, language: options.language });
  return { login, launch, idToken, state, nonce };
}

/** The launch's code, from the fragment of the address the launch sent the browser to. */
export function codeOf(launch: LoginAnswer): string {
  if (launch.http !== 302 || launch.location === null)
    throw new Error(`the launch was refused: ${launch.http} ${launch.text.slice(0, 300)}`);
  const fragment = launch.location.hash.slice(1);
  return new URLSearchParams(fragment.slice(fragment.indexOf('?') + 1)).get('code') ?? '';
}

export const exchange = (server: TestServer, code: string): Promise<Answer> =>
  call(server.url, '/v1/lti/session', { method: 'POST', json: { code } });

/** What a launch may create: counted before and after a refusal, which must leave them as they were. */
export async function createdRows(server: TestServer) {
  const { db } = server.database;
  const n = async (table: PgTable) => (await db.select({ n: count() }).from(table))[0]!.n;
  return {
    users: await n(users),
    enrolments: await n(enrolments),
    sessions: await n(sessions),
    ltiUsers: await n(ltiUsers),
    launches: await n(ltiLaunches),
    courseClasses: await n(ltiContextClasses),
  };
}

/** Registers the platform in a tenant straight in the database (the admin API has its own tests). */
export async function registerPlatform(server: TestServer, platform: PlatformSimulator, tenantId: string): Promise<void> {
  await server.database.db.insert(ltiPlatforms).values({ tenantId, ...platform.registration, tokenAudience: null });
}

/** The first ready recording of a tenant: what the tests' links name. */
export async function firstReadyRecording(server: TestServer, tenantId = '1'): Promise<{ id: string; teclId: string }> {
  const [recording] = await server.database.db
    .select({ id: vods.id, teclId: vods.teclId })
    .from(vods)
    .where(and(eq(vods.tenantId, tenantId), eq(vods.status, VOD_STATUS.ready)))
    .orderBy(asc(vods.id))
    .limit(1);
  if (!recording) throw new Error(`tenant ${tenantId} has no ready recording`);
  return recording;
}
