import { and, asc, eq, like } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { SHARE_LOOKUPS_PER_MINUTE } from '../../src/constants';
import { liveInfoSchema } from '../../src/schemas/live';
import { shareCreatedSchema, sharedLiveSchema, type ShareCreated } from '../../src/schemas/sharing';
import { VOD_STATUS, courseSessions, shareLinks, teachingClasses, users, vodRoads, vods } from '../../server/db/schema';
import { call } from '../support/api-client';
import { signedInServer } from '../support/signed-in-server';
import { SHARED_LIVE_LESSON, untilOnAir } from '../support/live-lessons';
import { writeStandInStream } from '../support/stand-in-stream';

/**
 * A live lesson's share link over real HTTP with the real capture path (the studio's encoder): anyone holding the token
 * looks the lesson up and plays its live HLS without a session, while the lesson is on; a
 * revoked, expired or unknown link, a link of another kind, and a path outside the feed get
 * nothing. The live player tells the class's teacher (only) that they may share.
 */
const signedIn = signedInServer(['teacher01', 'student01', 'admin'], { encoders: [SHARED_LIVE_LESSON] });
const tokens = signedIn.tokens;
const db = () => signedIn.server.database.db;
const base = () => signedIn.server.url;

let courId: string;
let otherCourId: string;
let link: ShareCreated;

const create = (json: unknown) => call<ShareCreated>(base(), '/v1/share/create', { method: 'POST', json, token: tokens.teacher01 });
const lookup = (token: string) => call(base(), `/v1/share/live?token=${encodeURIComponent(token)}`);
const feed = (token: string, file: string, headers: Record<string, string> = {}) =>
  fetch(new URL(`/v1/share/live-stream/${token}/${file}`, base()), { headers });

async function newLink(lesson = courId): Promise<ShareCreated> {
  const answer = await create({ courId: lesson, expiresInHours: 24 });
  expect(answer.http, JSON.stringify(answer.body)).toBe(200);
  return shareCreatedSchema.parse(answer.body.result);
}

const expire = (shareId: string) =>
  db()
    .update(shareLinks)
    .set({ expiresAt: new Date(signedIn.server.clock.now.getTime() - 1000) })
    .where(eq(shareLinks.id, shareId));

beforeAll(async () => {
  // The demo's lessons live now (cour-1-live-N); teacher01 teaches the first one's class.
  const lessons = await db()
    .select({ courId: courseSessions.id, teacher: users.username })
    .from(courseSessions)
    .innerJoin(teachingClasses, eq(teachingClasses.id, courseSessions.teclId))
    .innerJoin(users, eq(users.id, teachingClasses.teacherId))
    .where(and(like(courseSessions.id, 'cour-1-live-%'), eq(courseSessions.isLive, true)))
    .orderBy(asc(courseSessions.id));
  courId = lessons.find((lesson) => lesson.teacher === 'teacher01')!.courId;
  otherCourId = lessons.find((lesson) => lesson.courId !== courId)!.courId;
  link = await newLink();
  await untilOnAir(signedIn.server, courId);
});

describe('GET /v1/share/live', () => {
  it('answers the lesson to a viewer without a session, with roads under the link while on air', async () => {
    const answer = await lookup(link.token);
    expect(answer.http).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    const live = sharedLiveSchema.parse(answer.body.result);
    expect(live).toMatchObject({ courId, courStatus: 1, isLive: true, expiresAt: link.expiresAt });
    expect(live.sharedBy).toContain('李伟');
    expect(live.teacName).toContain('李伟');
    expect(live.roads.map((road) => road.roadType)).toEqual([1, 2, 3]);
    expect(live.roads.map((road) => road.playlistUrl)).toEqual(
      [1, 2, 3].map((n) => `/v1/share/live-stream/${link.token}/road-${n}/live.m3u8`),
    );
    // Nothing a signed-in player has beyond the page's needs.
    for (const key of ['teclId', 'vodId', 'canShare', 'teacherId', 'roadTypes', 'clroId'])
      expect(answer.body.result).not.toHaveProperty(key);
  });

  it('says clearly when the link was revoked or has expired, and knows no unknown token', async () => {
    const revoked = await newLink();
    expect(
      (await call(base(), '/v1/share/revoke', { method: 'POST', json: { shareId: revoked.shareId }, token: tokens.teacher01 })).http,
    ).toBe(200);
    expect((await lookup(revoked.token)).body).toMatchObject({ status: 410, code: 41000, message: 'this share link has been revoked' });
    const expired = await newLink();
    await expire(expired.shareId);
    expect((await lookup(expired.token)).body).toMatchObject({ status: 410, code: 41001, message: 'this share link has expired' });
    for (const token of ['A'.repeat(43), 'abc', '../../etc/passwd']) expect((await lookup(token)).http, token).toBe(404);
    const missing = await call(base(), '/v1/share/live');
    expect(missing.http).toBe(400);
    expect(missing.body.message).toContain('token');
  });
});

describe('the shared live stream', () => {
  it('serves every road as live HLS from the classroom, to the token alone', async () => {
    for (const n of [1, 2, 3]) {
      const playlist = await feed(link.token, `road-${n}/live.m3u8`);
      expect(playlist.status).toBe(200);
      expect(playlist.headers.get('content-type')).toContain('application/vnd.apple.mpegurl');
      expect(await playlist.text()).toMatch(/^part-\d{3}\/seg-\d{5}\.ts$/m);
    }
    const media = await feed(link.token, 'road-1/live.m3u8');
    expect(media.headers.get('cache-control')).toBe('private, no-cache');
    const playlist = await media.text();
    expect(playlist).toContain('#EXT-X-PROGRAM-DATE-TIME:');
    expect(playlist).not.toContain('#EXT-X-ENDLIST');
    const segment = playlist.split('\n').find((line) => line.endsWith('.ts'))!;
    const response = await feed(link.token, `road-1/${segment}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('video/mp2t');
    expect(Buffer.from(await response.arrayBuffer())[0]).toBe(0x47);
    expect((await feed(link.token, `road-1/${segment}`, { range: 'bytes=0-187' })).status).toBe(206);
  });

  it('refuses a revoked, expired or unknown link, and a session instead of a link', async () => {
    const revoked = await newLink();
    await call(base(), '/v1/share/revoke', { method: 'POST', json: { shareId: revoked.shareId }, token: tokens.teacher01 });
    const expired = await newLink();
    await expire(expired.shareId);
    for (const [token, code] of [
      [revoked.token, 41000],
      [expired.token, 41001],
    ] as const) {
      for (const file of ['road-1/live.m3u8', 'road-1/part-001/seg-00001.ts']) {
        const answer = await feed(token, file);
        expect(answer.status, file).toBe(410);
        expect((await answer.json()).code).toBe(code);
      }
    }
    expect((await feed('A'.repeat(43), 'road-1/live.m3u8')).status).toBe(404);
    expect((await fetch(new URL('/v1/share/live-stream//road-1/live.m3u8', base()))).status).toBe(404);
    expect((await feed('x', 'road-1/live.m3u8', { 'jwt-token': tokens.teacher01! })).status).toBe(404);
  });

  it('keeps a link to its kind and its lesson', async () => {
    const [recording] = await db()
      .select({ vodId: vods.id, roadId: vodRoads.id, hlsPath: vodRoads.hlsPath })
      .from(vods)
      .innerJoin(teachingClasses, eq(teachingClasses.id, vods.teclId))
      .innerJoin(users, eq(users.id, teachingClasses.teacherId))
      .innerJoin(vodRoads, and(eq(vodRoads.vodId, vods.id), eq(vodRoads.isMain, true)))
      .where(and(eq(users.username, 'teacher01'), eq(users.tenantId, '1'), eq(vods.status, VOD_STATUS.ready)))
      .limit(1);
    writeStandInStream(signedIn.server.app.deps.media.localRoot!, recording!.hlsPath);
    const vodLink = shareCreatedSchema.parse((await create({ vodId: recording!.vodId, expiresInHours: 24 })).body.result);
    const master = recording!.hlsPath.split('/').pop()!;
    // The recording's link opens its recording, and no live lesson.
    expect((await fetch(new URL(`/v1/share/stream/${vodLink.token}/${recording!.roadId}/${master}`, base()))).status).toBe(200);
    expect((await lookup(vodLink.token)).http).toBe(404);
    expect((await feed(vodLink.token, 'road-1/live.m3u8')).status).toBe(404);
    // The live link opens its lesson, and no recording.
    expect((await call(base(), `/v1/share/vod?token=${link.token}`)).http).toBe(404);
    expect((await fetch(new URL(`/v1/share/stream/${link.token}/${recording!.roadId}/${master}`, base()))).status).toBe(404);
    // No other lesson can be named: the token alone says which feed.
    for (const other of [`${otherCourId}/road-1/live.m3u8`, `..%2F${otherCourId}%2Froad-1%2Flive.m3u8`]) {
      expect((await feed(link.token, other)).status, other).toBe(404);
    }
  });

  it('keeps requests to the road playlists and segments', async () => {
    for (const wrong of [
      'road-9/live.m3u8',
      'road-1/master.m3u8',
      'road-1/../../../etc/passwd',
      'road-1/..%2F..%2F..%2Fetc%2Fpasswd',
      '%2e%2e/%2e%2e/x.ts',
      'road-1/part-001/seg-1.mp4',
      'clock.txt',
      'road-1.txt',
      'road-1/part-001/seg-99999.ts',
    ]) {
      expect((await feed(link.token, wrong)).status, wrong).toBe(404);
    }
  });
});

describe('the share button on the live player', () => {
  it("tells the class's teacher they may share the lesson, and nobody else", async () => {
    const canShare = async (token: string | undefined) => {
      const answer = await call(base(), `/v1/live/playInfo?courseId=${courId}`, { token });
      return answer.http === 200 ? liveInfoSchema.parse(answer.body.result).canShare : answer.http;
    };
    expect(await canShare(tokens.teacher01)).toBe(true);
    for (const name of ['student01', 'admin'] as const) expect([false, 403]).toContain(await canShare(tokens[name]));
  });
});

describe('once the lesson is over', () => {
  it('says it has ended, with no roads, and streams nothing', async () => {
    const [lesson] = await db().select({ end: courseSessions.courEndTime }).from(courseSessions).where(eq(courseSessions.id, courId));
    const clock = signedIn.server.clock;
    const before = clock.now;
    clock.advance((lesson!.end.getTime() - clock.now.getTime()) / 1000 + 1);
    try {
      const live = sharedLiveSchema.parse((await lookup(link.token)).body.result);
      expect(live).toMatchObject({ courStatus: 2, roads: [] });
      const ended = await feed(link.token, 'road-1/live.m3u8');
      expect(ended.status).toBe(404);
      expect((await ended.json()).message).toBe('this live lesson has ended');
    } finally {
      clock.now = before;
    }
  });
});

describe('documentation', () => {
  it('lists the live share routes in the OpenAPI document', async () => {
    const spec = await (await fetch(new URL('/docs/openapi.json', base()))).json();
    expect(Object.keys(spec.paths)).toContain('/v1/share/live');
    expect(Object.keys(spec.paths).some((path) => path.startsWith('/v1/share/live-stream/'))).toBe(true);
  });
});

// Last: it uses up this address's lookups for the minute.
describe('rate limit', () => {
  it('limits live lookups per address as the recording lookups are', async () => {
    let last = await lookup(link.token);
    for (let i = 0; i < SHARE_LOOKUPS_PER_MINUTE && last.http !== 429; i += 1) last = await lookup(link.token);
    expect(last.http).toBe(429);
    expect(last.body).toMatchObject({ status: 429, code: 42900 });
    // The feed is not counted: a player fetches it steadily.
    expect((await feed(link.token, 'road-1/live.m3u8')).status).toBe(200);
  });
});
