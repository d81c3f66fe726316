import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { captureRoot } from '../../server/capture/capture-folders';
import { TECL_VISIBILITY, courseSessions, enrolments, teachingClasses, users } from '../../server/db/schema';
import { capabilityKeys } from '../../server/playback/stream-capability';
import { liveInfoSchema } from '../../src/schemas/live';
import { shareCreatedSchema } from '../../src/schemas/sharing';
import { DEMO, call, login } from '../support/api-client';
import { SHARED_LIVE_LESSON } from '../support/live-lessons';
import { captureLog } from '../support/log-capture';
import { signedInServer } from '../support/signed-in-server';
import { STAND_IN_SEGMENT } from '../support/stand-in-stream';

/**
 * The live stream's capability (docs/live.md "Serving"): the play information checks the session
 * and the right to watch once and addresses each road's playlist under a capability; the
 * playlist's reloads and its segments are served on it alone, with no database query. Past its
 * expiry the player's session renews it after the full check, so a viewer signed out or taken
 * out of the class loses the picture within 90 s. A forged or foreign capability opens nothing.
 * The road here is a stand-in written where the packager writes (no encoder runs, so nothing
 * else in the process touches the database while queries are counted).
 */
const captured = captureLog('debug');
const signedIn = signedInServer(['student01', 'student03', 'teacher01', 'admin'], { logger: captured.logger });
const tokens = signedIn.tokens;
const db = () => signedIn.server.database.db;
const base = () => signedIn.server.url;
const clock = () => signedIn.server.clock;

const SEGMENTS = 6;

beforeAll(() => {
  const part = captureRoot(signedIn.server.app.deps.media).pathOf(`${SHARED_LIVE_LESSON}/road-1/part-001`);
  mkdirSync(part, { recursive: true });
  const names = Array.from({ length: SEGMENTS }, (_, i) => `seg-${String(i).padStart(5, '0')}.ts`);
  for (const name of names) writeFileSync(join(part, name), STAND_IN_SEGMENT);
  const at = (i: number) => new Date(clock().now.getTime() - (SEGMENTS - i) * 500).toISOString();
  const lines = names.flatMap((name, i) => ['#EXTINF:0.500000,', `#EXT-X-PROGRAM-DATE-TIME:${at(i)}`, name]);
  writeFileSync(join(part, 'index.m3u8'), ['#EXTM3U', '#EXT-X-VERSION:6', '#EXT-X-PLAYLIST-TYPE:EVENT', ...lines, ''].join('\n'));
});

const get = (url: string, headers: Record<string, string> = {}) => fetch(new URL(url, base()), { headers });
const withSession = (token: string | undefined) => ({ 'jwt-token': token! });

/** The teacher camera's live playlist as the play information addresses it for `token`'s user. */
async function livePlaylist(token: string | undefined, courId = SHARED_LIVE_LESSON): Promise<string> {
  const answer = await call(base(), `/v1/live/playInfo?courseId=${courId}`, { token });
  expect(answer.http, answer.body.message).toBe(200);
  return liveInfoSchema.parse(answer.body.result).roads.find((road) => road.roadType === 1)!.playlistUrl;
}

const capabilityOf = (playlistUrl: string) => /\/~([^/]+)\//.exec(playlistUrl)![1]!;
const segmentOf = (playlistUrl: string) => playlistUrl.replace(/live\.m3u8$/, `part-001/seg-${String(SEGMENTS - 1).padStart(5, '0')}.ts`);

/** student01 can watch the lesson's class only while enrolled in it (its visibility made `enrolled`). */
async function enrolment() {
  const [lesson] = await db()
    .select({ teclId: courseSessions.teclId })
    .from(courseSessions)
    .where(eq(courseSessions.id, SHARED_LIVE_LESSON));
  const [student] = await db()
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.username, 'student01'), eq(users.tenantId, '1')));
  await db().update(teachingClasses).set({ visibility: TECL_VISIBILITY.enrolled }).where(eq(teachingClasses.id, lesson!.teclId));
  const row = { tenantId: '1', teclId: lesson!.teclId, studentId: student!.id };
  return {
    leave: () =>
      db()
        .delete(enrolments)
        .where(and(eq(enrolments.teclId, row.teclId), eq(enrolments.studentId, row.studentId))),
    join: () => db().insert(enrolments).values(row).onConflictDoNothing(),
  };
}

describe('the live stream under its capability', () => {
  it('serves playlist reloads and segments without a single database query', async () => {
    const playlist = await livePlaylist(tokens.student01);
    const session = (db() as unknown as { session: { prepareQuery: (...args: unknown[]) => unknown } }).session;
    const queries = vi.spyOn(session, 'prepareQuery');
    try {
      // The player sends its session header too: it must not cost a query either.
      for (const [url, headers] of [
        [playlist, withSession(tokens.student01)],
        [playlist, {}],
        [segmentOf(playlist), withSession(tokens.student01)],
        [segmentOf(playlist), { range: 'bytes=0-187' }],
      ] as const) {
        const answer = await get(url, headers);
        expect(answer.status, url).toBeLessThan(300);
        await answer.arrayBuffer();
      }
      expect(queries).not.toHaveBeenCalled();
      // The play information does query (the control that the spy sees the queries).
      await livePlaylist(tokens.student01);
      expect(queries).toHaveBeenCalled();
    } finally {
      queries.mockRestore();
    }
    const reload = await get(playlist);
    expect(reload.headers.get('cache-control')).toBe('private, no-cache');
    expect(await reload.text()).toMatch(/^part-001\/seg-00005\.ts$/m);
    const segment = await get(segmentOf(playlist));
    expect(segment.headers.get('content-type')).toBe('video/mp2t');
    expect(Buffer.from(await segment.arrayBuffer()).equals(STAND_IN_SEGMENT)).toBe(true);
  });

  it("refuses a tampered capability, another lesson's, another tenant's and a recording's", async () => {
    const playlist = await livePlaylist(tokens.student01);
    const token = capabilityOf(playlist);
    const [payload, signature] = token.split('.') as [string, string];
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
    const forge = (changes: object) => `${Buffer.from(JSON.stringify({ ...claims, ...changes })).toString('base64url')}.${signature}`;
    const flipped = `${signature.slice(0, -2)}${signature.endsWith('AA') ? 'BB' : 'AA'}`;
    const recording = capabilityKeys(signedIn.server.app.deps.signingSecret).mint(
      { roadId: SHARED_LIVE_LESSON, folder: `${SHARED_LIVE_LESSON}/road-1`, userId: claims.u, tenantId: '1', sessionId: claims.s },
      clock().now.getTime(),
    );
    for (const bad of [forge({ e: claims.e + 86_400 }), forge({ t: '2' }), `${payload}.${flipped}`, payload, 'x.y', recording]) {
      const answer = await get(playlist.replace(token, bad), withSession(tokens.student01));
      expect(answer.status, bad).toBe(403);
    }
    // Another lesson's capability (the admin's, of a lesson of their own) does not open this one.
    const elsewhere = capabilityOf(await livePlaylist(tokens.admin, 'cour-1-live-2'));
    expect((await get(playlist.replace(token, elsewhere))).status).toBe(403);
    // Another tenant's: student03 is handed none for this lesson, and theirs of their own lesson opens nothing here.
    expect((await call(base(), `/v1/live/playInfo?courseId=${SHARED_LIVE_LESSON}`, { token: tokens.student03 })).http).toBe(404);
    const foreign = capabilityOf(await livePlaylist(tokens.student03, 'cour-2-live-1'));
    expect((await get(playlist.replace(token, foreign), withSession(tokens.student03))).status).toBe(403);
    // Nor renews another user's expired capability, in another tenant or not.
    clock().advance(91);
    expect((await get(playlist, withSession(tokens.student03))).status).toBe(403);
    expect((await get(playlist, withSession(tokens.teacher01))).status).toBe(403);
    expect((await get(playlist, withSession(tokens.student01))).status).toBe(200);
  });

  it('keeps a share link and a live capability each to its own door', async () => {
    const playlist = await livePlaylist(tokens.teacher01);
    const made = await call(base(), '/v1/share/create', {
      method: 'POST',
      token: tokens.teacher01,
      json: { courId: SHARED_LIVE_LESSON, expiresInHours: 24 },
    });
    expect(made.http, made.body.message).toBe(200);
    const link = shareCreatedSchema.parse(made.body.result);
    expect((await get(`/v1/share/live-stream/${link.token}/road-1/live.m3u8`)).status).toBe(200);
    expect((await get(playlist.replace(capabilityOf(playlist), link.token))).status).toBe(403);
    // Unknown as a link (404), or longer than a link's token can be (414).
    expect([404, 414]).toContain((await get(`/v1/share/live-stream/${capabilityOf(playlist)}/road-1/live.m3u8`)).status);
  });
});

describe('losing the right to watch while watching', () => {
  it('stops a student taken out of the class within 90 s, and renews for them only while they may watch', async () => {
    const { leave, join } = await enrolment();
    try {
      const playlist = await livePlaylist(tokens.student01);
      const expiresAt = JSON.parse(Buffer.from(capabilityOf(playlist).split('.')[0]!, 'base64url').toString('utf8')).e * 1000;
      expect(expiresAt - clock().now.getTime()).toBeLessThanOrEqual(90_000);
      await leave();
      // New play information is refused at once; the capability already handed out lasts until it expires.
      expect((await call(base(), `/v1/live/playInfo?courseId=${SHARED_LIVE_LESSON}`, { token: tokens.student01 })).http).toBe(403);
      expect((await get(playlist, withSession(tokens.student01))).status).toBe(200);
      clock().now = new Date(expiresAt);
      for (let ask = 0; ask < 2; ask++) expect((await get(segmentOf(playlist), withSession(tokens.student01))).status).toBe(403);
      // Back in the class: renewed, and the renewal holds for 60 s after they leave again.
      await join();
      expect((await get(playlist, withSession(tokens.student01))).status).toBe(200);
      await leave();
      clock().advance(59);
      expect((await get(playlist, withSession(tokens.student01))).status).toBe(200);
      clock().advance(2);
      expect((await get(playlist, withSession(tokens.student01))).status).toBe(403);
    } finally {
      await join();
    }
  });

  it('renews without the session sent, by the session it was minted in, until that session signs out', async () => {
    const session = await login(base(), DEMO.student01);
    const playlist = await livePlaylist(session.jwt_token);
    clock().advance(91);
    expect((await get(playlist)).status).toBe(200);
    expect((await get(segmentOf(playlist))).status).toBe(200);
    expect((await call(base(), '/rbac/access_token/logout', { method: 'POST', token: session.jwt_token })).http).toBe(200);
    clock().advance(61);
    expect((await get(playlist)).status).toBe(401);
    expect((await get(segmentOf(playlist))).status).toBe(401);
  });

  it('stops a signed-out session within 90 s', async () => {
    const session = await login(base(), DEMO.student01);
    const playlist = await livePlaylist(session.jwt_token);
    expect((await call(base(), '/rbac/access_token/logout', { method: 'POST', token: session.jwt_token })).http).toBe(200);
    expect((await get(playlist, withSession(session.jwt_token))).status).toBe(200);
    clock().advance(91);
    expect((await get(playlist, withSession(session.jwt_token))).status).toBe(401);
    expect((await get(segmentOf(playlist), withSession(session.jwt_token))).status).toBe(401);
  });

  it('never writes a capability to the log', async () => {
    const playlist = await livePlaylist(tokens.student01);
    await (await get(playlist)).text();
    await (await get(segmentOf(playlist))).arrayBuffer();
    await expect.poll(() => captured.text().includes(`/v1/live/stream/${SHARED_LIVE_LESSON}/~[redacted]/road-1/live.m3u8`)).toBe(true);
    expect(captured.text()).not.toContain(capabilityOf(playlist));
  });
});
