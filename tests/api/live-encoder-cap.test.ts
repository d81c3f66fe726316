import { and, asc, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { courseSessions } from '../../server/db/schema';
import { LIVE_BUSY_RETRY_S, LIVE_VIEWER_TIMEOUT_MS } from '../../server/live/live-feeds';
import { DEMO, login } from '../support/api-client';
import { startTestServer, type TestServer } from '../support/test-server';

/**
 * The cap on live encoders over real HTTP, with the real encoder and LIVE_MAX_ENCODERS=1: the
 * first lesson asked for gets the encoder, a viewer of another lesson gets a 503 envelope that
 * says to try again (with retry-after), and once the first lesson's viewers are gone the other
 * lesson plays. The server's clock is moved instead of waiting out the viewer timeout.
 */
let server: TestServer;
let token: string;
let lessons: string[];

beforeAll(async () => {
  server = await startTestServer({ env: { LIVE_MAX_ENCODERS: '1' } });
  token = (await login(server.url, DEMO.admin)).jwt_token;
  const rows = await server.database.db
    .select({ id: courseSessions.id })
    .from(courseSessions)
    .where(and(like(courseSessions.id, 'cour-1-live-%'), eq(courseSessions.isLive, true)))
    .orderBy(asc(courseSessions.id));
  lessons = rows.map((row) => row.id);
  expect(lessons.length).toBeGreaterThanOrEqual(2);
});
afterAll(() => server?.close());

const master = (courId: string) =>
  fetch(new URL(`/v1/live/stream/${courId}/road-1/master.m3u8`, server.url), { headers: { 'jwt-token': token } });

it('refuses a viewer of one lesson more than LIVE_MAX_ENCODERS with 503 and a retry hint, until an encoder is free', async () => {
  const [first, second] = lessons as [string, string];
  expect((await master(first)).status).toBe(200);
  const refused = await master(second);
  expect(refused.status).toBe(503);
  expect(refused.headers.get('retry-after')).toBe(String(LIVE_BUSY_RETRY_S));
  const body = await refused.json();
  expect(body).toMatchObject({ status: 503, code: 50300, result: null });
  expect(body.message).toContain('try again');
  // The lesson already on air still plays for everyone.
  expect((await master(first)).status).toBe(200);
  expect(server.app.deps.liveFeeds.running()).toEqual([first]);
  // Its viewers leave: after the viewer timeout the encoder goes to the other lesson.
  server.clock.advance(LIVE_VIEWER_TIMEOUT_MS / 1000 + 1);
  expect((await master(second)).status).toBe(200);
  expect(server.app.deps.liveFeeds.running()).toEqual([second]);
});
