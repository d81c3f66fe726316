import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { and, eq, ne } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { VOD_STATUS, enrolments, users, vodRoads, vods, watchRecords } from '../../server/db/schema';
import { playInfoSchema, watchRecordResultSchema } from '../../src/schemas/playback';
import { DEMO, call, login } from '../support/api-client';
import { closedDemoRecording } from '../support/closed-recording';
import { followMaster } from '../support/hls-capability';
import { signedInServer } from '../support/signed-in-server';

/**
 * Playing recordings over real HTTP: the play information of a class, watch records (position
 * round trip, percent bounds), and the access-controlled HLS and captions routes (more on a
 * recording's texts in player-texts.test.ts). The API
 * server is seeded without video, so each test file writes a small stand-in playlist and
 * segment where the road's rows point: what is under test is who may fetch what, and how.
 */
const signedIn = signedInServer(['student01', 'student03', 'nopriv01']);
const tokens = signedIn.tokens;
const db = () => signedIn.server.database.db;
const base = () => signedIn.server.url;

const SEGMENT = Buffer.alloc(188 * 20, 0x47);

const userId = async (username: string) =>
  (
    await db()
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.username, username), eq(users.tenantId, '1')))
  )[0]!.id;

/** A ready recording of a class student01 is enrolled in, with its main road. */
async function enrolledLesson() {
  const [row] = await db()
    .select({ vodId: vods.id, teclId: vods.teclId, durationS: vods.durationS, roadId: vodRoads.id, hlsPath: vodRoads.hlsPath })
    .from(vods)
    .innerJoin(enrolments, eq(enrolments.teclId, vods.teclId))
    .innerJoin(vodRoads, and(eq(vodRoads.vodId, vods.id), eq(vodRoads.isMain, true)))
    .where(and(eq(vods.tenantId, '1'), eq(vods.status, VOD_STATUS.ready), eq(enrolments.studentId, await userId('student01'))))
    .limit(1);
  return row!;
}

/** A ready recording of an enrolled-only class that student01 neither teaches nor attends. */

const stream = (path: string, token?: string, headers: Record<string, string> = {}) =>
  fetch(new URL(path, base()), { headers: { ...headers, ...(token ? { 'jwt-token': token } : {}) } });

let lesson: Awaited<ReturnType<typeof enrolledLesson>>;

beforeAll(async () => {
  lesson = await enrolledLesson();
  const mediaDir = signedIn.server.app.deps.media.localRoot!;
  const folder = join(mediaDir, dirname(lesson.hlsPath));
  mkdirSync(join(folder, '360p'), { recursive: true });
  writeFileSync(join(mediaDir, lesson.hlsPath), '#EXTM3U\n#EXT-X-STREAM-INF:BANDWIDTH=796400\n360p/index.m3u8\n');
  writeFileSync(join(folder, '360p', 'index.m3u8'), '#EXTM3U\n#EXTINF:2.0,\nseg-000.ts\n#EXT-X-ENDLIST\n');
  writeFileSync(join(folder, '360p', 'seg-000.ts'), SEGMENT);
  writeFileSync(join(folder, 'notes.txt'), 'not a stream file');
});

describe('GET /v1/vod/playInfo', () => {
  it("lists the class's recordings in teaching order with every road, main road first", async () => {
    const answer = await call(base(), `/v1/vod/playInfo?teclId=${lesson.teclId}`, { token: tokens.student01 });
    expect(answer.http).toBe(200);
    const info = playInfoSchema.parse(answer.body.result);
    expect(info.teclId).toBe(lesson.teclId);
    const times = info.lessons.map((l) => l.recordedAt);
    expect(times).toEqual([...times].sort());
    const played = info.lessons.find((l) => l.vodId === lesson.vodId)!;
    expect(played.roads.length).toBeGreaterThanOrEqual(2);
    expect(played.roads[0]!.isMain).toBe(true);
    expect(played.roads[0]!.playlistUrl).toMatch(new RegExp(`^/v1/vod/stream/${played.roads[0]!.roadId}/[^/]+\\.m3u8$`));
    // The class's files, as its page lists them.
    const detail = await call(base(), `/v1/tecl/detail?teclId=${lesson.teclId}`, { token: tokens.student01 });
    expect(info.resources.map((r) => r.id).sort()).toEqual(detail.body.result.resources.map((r: { id: string }) => r.id).sort());
  });

  it("refuses another tenant's class as not found and a closed class as no permission", async () => {
    expect((await call(base(), `/v1/vod/playInfo?teclId=${lesson.teclId}`, { token: tokens.student03 })).http).toBe(404);
    const closed = await closedDemoRecording(db());
    const refused = await call(base(), `/v1/vod/playInfo?teclId=${closed.teclId}`, { token: tokens.student01 });
    expect(refused.http).toBe(403);
    expect(refused.body.message).toBe('no permission');
  });

  it('needs a session and a teclId', async () => {
    expect((await call(base(), `/v1/vod/playInfo?teclId=${lesson.teclId}`)).http).toBe(401);
    const missing = await call(base(), '/v1/vod/playInfo', { token: tokens.student01 });
    expect(missing.http).toBe(400);
    expect(missing.body.message).toContain('teclId');
  });
});

describe('POST /v1/vod/addVodWatchRecord', () => {
  const save = (json: unknown, name: keyof typeof DEMO = 'student01') =>
    call(base(), '/v1/vod/addVodWatchRecord', { method: 'POST', json, token: tokens[name] });
  const watchOf = async (vodId: string) => {
    const info = playInfoSchema.parse(
      (await call(base(), `/v1/vod/playInfo?teclId=${lesson.teclId}`, { token: tokens.student01 })).body.result,
    );
    return info.lessons.find((l) => l.vodId === vodId)!.watch;
  };

  it('brings the position back through the play information (resume on any device)', async () => {
    // A first viewing: whether the seeded history (relative to today) holds this lesson must not matter.
    await db()
      .delete(watchRecords)
      .where(and(eq(watchRecords.vodId, lesson.vodId), eq(watchRecords.userId, await userId('student01'))));
    const position = Math.min(12.5, lesson.durationS);
    const saved = await save({ vodId: lesson.vodId, positionS: position, watchPercent: 0.3 });
    expect(saved.http).toBe(200);
    expect(watchRecordResultSchema.parse(saved.body.result)).toMatchObject({ vodId: lesson.vodId, positionS: position });
    expect(await watchOf(lesson.vodId)).toEqual({ positionS: position, watchPercent: expect.closeTo(0.3, 5) });
    const rows = await db()
      .select()
      .from(watchRecords)
      .where(and(eq(watchRecords.vodId, lesson.vodId), eq(watchRecords.userId, await userId('student01'))));
    expect(rows).toHaveLength(1);
  });

  it('keeps one record per recording: the latest position, the highest percent', async () => {
    await save({ vodId: lesson.vodId, positionS: 20, watchPercent: 0.6 });
    await save({ vodId: lesson.vodId, positionS: 5, watchPercent: 0.1 });
    const watch = await watchOf(lesson.vodId);
    expect(watch!.positionS).toBe(Math.min(5, lesson.durationS));
    expect(watch!.watchPercent).toBeCloseTo(0.6, 5);
  });

  it('keeps the position within the recording', async () => {
    await save({ vodId: lesson.vodId, positionS: lesson.durationS + 500, watchPercent: 1 });
    expect((await watchOf(lesson.vodId))!.positionS).toBe(lesson.durationS);
  });

  it.each([
    [{ positionS: 1, watchPercent: 1.5 }, 'watchPercent'],
    [{ positionS: 1, watchPercent: -0.1 }, 'watchPercent'],
    [{ positionS: -3, watchPercent: 0.2 }, 'positionS'],
    [{ positionS: '10', watchPercent: 0.2 }, 'positionS'],
    [{ watchPercent: 0.2 }, 'positionS'],
  ])('refuses %j with a message naming the field', async (fields, field) => {
    const answer = await save({ vodId: lesson.vodId, ...fields });
    expect(answer.http).toBe(400);
    expect(answer.body.message).toContain(field);
  });

  it("refuses another tenant's recording and one the caller may not watch", async () => {
    expect((await save({ vodId: lesson.vodId, positionS: 1, watchPercent: 0.1 }, 'student03')).http).toBe(404);
    const closed = await closedDemoRecording(db());
    expect((await save({ vodId: closed.vodId, positionS: 1, watchPercent: 0.1 })).http).toBe(403);
    expect(
      await db()
        .select()
        .from(watchRecords)
        .where(eq(watchRecords.vodId, closed.vodId))
        .then((rows) => rows.filter((row) => row.tenantId === '1').map((row) => row.userId)),
    ).not.toContain(await userId('student01'));
  });
});

describe('HLS and captions', () => {
  const path = (file: string) => `/v1/vod/stream/${lesson.roadId}/${file}`;
  const master = () => lesson.hlsPath.split('/').pop()!;
  const masterUrl = () => new URL(path(master()), base()).href;

  it('hands out the playlist with its addresses under a capability, never to be stored', async () => {
    const playlist = await stream(path(master()), tokens.student01);
    expect(playlist.status).toBe(200);
    expect(playlist.headers.get('content-type')).toMatch(/mpegurl/i);
    expect(playlist.headers.get('cache-control')).toBe('private, no-store');
    expect(await playlist.text()).toMatch(/^~[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\/360p\/index\.m3u8$/m);
    // A variant asked for with the session is handed out the same way, relative to itself.
    const variant = await (await stream(path('360p/index.m3u8'), tokens.student01)).text();
    expect(variant).toMatch(/^\.\.\/~[^/]+\/360p\/seg-000\.ts$/m);
  });

  it('serves the variant and its segments under the capability, with types, caching rules and validators', async () => {
    const { variantUrl, segmentUrl } = await followMaster(masterUrl(), tokens.student01!);
    const variant = await fetch(variantUrl);
    expect(variant.status).toBe(200);
    expect(variant.headers.get('cache-control')).toBe('private, no-cache');
    expect(await variant.text()).toContain('seg-000.ts');
    const segment = await fetch(segmentUrl('seg-000.ts'));
    expect(segment.status).toBe(200);
    expect(segment.headers.get('content-type')).toBe('video/mp2t');
    expect(segment.headers.get('cache-control')).toBe('private, max-age=86400, immutable');
    expect(segment.headers.get('accept-ranges')).toBe('bytes');
    expect(segment.headers.get('last-modified')).toBeTruthy();
    const etag = segment.headers.get('etag');
    expect(etag).toBeTruthy();
    expect(Buffer.from(await segment.arrayBuffer()).equals(SEGMENT)).toBe(true);
    // fetch() would add `cache-control: no-cache` to a conditional request; a browser revalidating does not.
    const again = await fetch(segmentUrl('seg-000.ts'), { headers: { 'if-none-match': etag!, 'cache-control': 'max-age=0' } });
    expect(again.status).toBe(304);
    expect((await again.arrayBuffer()).byteLength).toBe(0);
  });

  it('answers range requests', async () => {
    const { segmentUrl } = await followMaster(masterUrl(), tokens.student01!);
    const part = await fetch(segmentUrl('seg-000.ts'), { headers: { range: 'bytes=188-375' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 188-375/${SEGMENT.length}`);
    expect(Buffer.from(await part.arrayBuffer()).equals(SEGMENT.subarray(188, 376))).toBe(true);
    const tail = await fetch(segmentUrl('seg-000.ts'), { headers: { range: `bytes=${SEGMENT.length - 10}-` } });
    expect(tail.status).toBe(206);
    expect((await tail.arrayBuffer()).byteLength).toBe(10);
  });

  it('serves what the capability opens without a single database query', async () => {
    const { variantUrl, segmentUrl } = await followMaster(masterUrl(), tokens.student01!);
    const session = (db() as unknown as { session: { prepareQuery: (...args: unknown[]) => unknown } }).session;
    const queries = vi.spyOn(session, 'prepareQuery');
    try {
      // The player still sends its session header: it must not cost a query either.
      for (const [url, headers] of [
        [variantUrl, { 'jwt-token': tokens.student01! }],
        [segmentUrl('seg-000.ts'), { 'jwt-token': tokens.student01! }],
        [segmentUrl('seg-000.ts'), { range: 'bytes=0-187' }],
      ] as const) {
        const answer = await fetch(url, { headers });
        expect(answer.status, url).toBeLessThan(300);
        await answer.arrayBuffer();
      }
      expect(queries).not.toHaveBeenCalled();
      // The session door does query (the control that the spy sees the queries).
      await (await stream(path(master()), tokens.student01)).text();
      expect(queries).toHaveBeenCalled();
    } finally {
      queries.mockRestore();
    }
  });

  it('never serves a segment without a capability, across tenants, or to someone who may not watch', async () => {
    expect((await stream(path('360p/seg-000.ts'))).status).toBe(401);
    const sessionOnly = await stream(path('360p/seg-000.ts'), tokens.student01);
    expect(sessionOnly.status).toBe(403);
    expect((await sessionOnly.json()).code).toBe(40300);
    expect((await stream(path(master()), tokens.student03)).status).toBe(404);
    expect((await stream(path(master()), tokens.nopriv01)).status).toBe(403);
    // Not through the picture folder either.
    expect((await stream(`/media/${dirname(lesson.hlsPath)}/360p/seg-000.ts`, tokens.student01)).status).toBe(404);
  });

  it("refuses a tampered capability, and this road's capability for another road", async () => {
    const { segmentUrl } = await followMaster(masterUrl(), tokens.student01!);
    const good = new URL(segmentUrl('seg-000.ts'));
    const [, token] = /\/~([^/]+)\//.exec(good.pathname)!;
    const [payload, signature] = token!.split('.') as [string, string];
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
    const forged = Buffer.from(JSON.stringify({ ...claims, e: claims.e + 86_400 })).toString('base64url');
    const flipped = `${signature.slice(0, -2)}${signature.endsWith('AA') ? 'BB' : 'AA'}`;
    for (const bad of [`${forged}.${signature}`, `${payload}.${flipped}`, payload, 'x.y', '']) {
      const answer = await fetch(new URL(good.pathname.replace(token!, bad), base()), { headers: { 'jwt-token': tokens.student01! } });
      expect(answer.status, bad).toBe(403);
    }
    const [other] = await db()
      .select({ roadId: vodRoads.id })
      .from(vodRoads)
      .where(and(eq(vodRoads.vodId, lesson.vodId), ne(vodRoads.id, lesson.roadId)))
      .limit(1);
    const elsewhere = good.pathname.replace(`/v1/vod/stream/${lesson.roadId}/`, `/v1/vod/stream/${other!.roadId}/`);
    expect((await fetch(new URL(elsewhere, base()), { headers: { 'jwt-token': tokens.student01! } })).status).toBe(403);
    // Nor outside the road's folder, nor other than stream files.
    for (const escape of ['..%2F..%2F..%2Fbranding%2F1%2Fschool-logo.svg', '%2e%2e/%2e%2e/x.ts', 'notes.txt', '360p/missing.ts']) {
      const answer = await fetch(new URL(`${good.pathname.replace(/360p\/seg-000\.ts$/, '')}${escape}`, base()));
      expect(answer.status, escape).toBe(404);
    }
  });

  it('renews an expired capability by its own session, sent or not, only while that session may watch', async () => {
    const session = await login(base(), DEMO.student01);
    const { segmentUrl } = await followMaster(masterUrl(), session.jwt_token);
    const url = segmentUrl('seg-000.ts');
    expect((await fetch(url)).status).toBe(200);
    signedIn.server.clock.advance(91);
    // Another user's session sent with it does not renew it.
    expect((await fetch(url, { headers: { 'jwt-token': tokens.nopriv01! } })).status).toBe(403);
    // Players send no session with segments: the session it was minted in renews it.
    expect((await fetch(url)).status).toBe(200);
    // Signed out: the renewal already made lasts its minute, the next one is refused.
    expect((await call(base(), '/rbac/access_token/logout', { method: 'POST', token: session.jwt_token })).http).toBe(200);
    expect((await fetch(url)).status).toBe(200);
    signedIn.server.clock.advance(61);
    expect((await fetch(url)).status).toBe(401);
    expect((await fetch(url, { headers: { 'jwt-token': tokens.student01! } })).status).toBe(200);
  });

  it('keeps requests inside the road folder and to stream files', async () => {
    for (const escape of ['..%2F..%2F..%2Fbranding%2F1%2Fschool-logo.svg', '%2e%2e/%2e%2e/x.m3u8', 'notes.txt', '360p/missing.m3u8']) {
      const answer = await stream(path(escape), tokens.student01);
      expect(answer.status, escape).toBe(404);
    }
  });

  it('serves the captions the play information names as WebVTT to those who may watch', async () => {
    const info = playInfoSchema.parse(
      (await call(base(), `/v1/vod/playInfo?teclId=${lesson.teclId}`, { token: tokens.student01 })).body.result,
    );
    // The seed's demo captions: the class's teacher's English track, published.
    const [track] = info.lessons.find((l) => l.vodId === lesson.vodId)!.texts.captions;
    expect(track).toMatchObject({ language: 'en', origin: 'human', engine: null, personEdited: true });
    const captions = await stream(track!.vttUrl, tokens.student01);
    expect(captions.status).toBe(200);
    expect(captions.headers.get('content-type')).toMatch(/^text\/vtt/);
    const text = await captions.text();
    expect(text.startsWith('WEBVTT')).toBe(true);
    expect(text).toContain('Welcome to Lectern demo lesson');
    expect((await stream(track!.vttUrl)).status).toBe(401);
    expect((await stream(track!.vttUrl, tokens.student03)).status).toBe(404);
  });
});
