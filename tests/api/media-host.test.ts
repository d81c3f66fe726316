import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VOD_STATUS, teachingClasses, users, vodRoads, vods } from '../../server/db/schema';
import { liveInfoSchema } from '../../src/schemas/live';
import { playInfoSchema } from '../../src/schemas/playback';
import { sharedLiveSchema, sharedVodSchema } from '../../src/schemas/sharing';
import { DEMO, call, login } from '../support/api-client';
import { demoLiveLesson, SHARED_LIVE_LESSON, untilOnAir } from '../support/live-lessons';
import { startMediaOriginServer, type MediaOriginServer } from '../support/media-origin';
import { followMaster } from '../support/hls-capability';
import { STAND_IN_SEGMENT, writeStandInStream } from '../support/stand-in-stream';

/**
 * A separate media origin (DESIGN.md §9, issue 15): with MEDIA_HOST_URL naming a second listener
 * on another port, every playback address the app hands out (recorded and live playlists,
 * captions, share links) points there; the media origin serves them cross-origin to the page,
 * and still refuses a request without a session, with an ended session, or from someone who
 * may not watch. The configuration calls and the page's policy name the same origin.
 */
let media: MediaOriginServer;
const tokens: Partial<Record<'teacher01' | 'student03', string>> = {};
const base = () => media.server.url;
const db = () => media.server.database.db;
let recording: { vodId: string; teclId: string; hlsPath: string };

beforeAll(async () => {
  const spaDir = mkdtempSync(join(tmpdir(), 'lectern-spa-'));
  writeFileSync(join(spaDir, 'index.html'), '<!doctype html><title>Lectern</title>');
  media = await startMediaOriginServer({ spaDir, encoders: [SHARED_LIVE_LESSON] });
  tokens.teacher01 = (await login(base(), DEMO.teacher01)).jwt_token;
  tokens.student03 = (await login(base(), DEMO.student03)).jwt_token;
  // A ready recording of a class teacher01 teaches (the teacher may watch and share it), with the seed's published captions.
  const [row] = await db()
    .select({ vodId: vods.id, teclId: vods.teclId, hlsPath: vodRoads.hlsPath })
    .from(vods)
    .innerJoin(teachingClasses, eq(teachingClasses.id, vods.teclId))
    .innerJoin(users, eq(users.id, teachingClasses.teacherId))
    .innerJoin(vodRoads, and(eq(vodRoads.vodId, vods.id), eq(vodRoads.isMain, true)))
    .where(and(eq(users.username, 'teacher01'), eq(users.tenantId, '1'), eq(vods.status, VOD_STATUS.ready)))
    .orderBy(asc(vods.id))
    .limit(1);
  recording = row!;
  writeStandInStream(media.server.app.deps.media.localRoot!, recording.hlsPath);
});
afterAll(() => media?.close());

/** A cross-origin fetch as the page makes it: from the app's origin, with or without the session. */
const fromPage = (url: string, token?: string) =>
  fetch(url, { headers: { origin: base(), ...(token === undefined ? {} : { 'jwt-token': token }) } });

const playInfo = async () => {
  const answer = await call(base(), `/v1/vod/playInfo?teclId=${recording.teclId}`, { token: tokens.teacher01 });
  expect(answer.http).toBe(200);
  return playInfoSchema.parse(answer.body.result).lessons.find((lesson) => lesson.vodId === recording.vodId)!;
};

describe('recordings from the media origin', () => {
  it('addresses every road and the captions on the media origin, and the other texts on the API', async () => {
    const lesson = await playInfo();
    expect(lesson.roads.length).toBeGreaterThan(0);
    for (const road of lesson.roads) expect(road.playlistUrl).toMatch(new RegExp(`^${media.mediaUrl}/v1/vod/stream/[^/]+/master\\.m3u8$`));
    const vod = `/v1/vod/${encodeURIComponent(recording.vodId)}`;
    const [track] = lesson.texts.captions;
    expect(track).toMatchObject({
      vttUrl: `${media.mediaUrl}${vod}/captions/${track!.trackId}/vtt`,
      cuesUrl: `${vod}/captions/${track!.trackId}`,
    });
    expect(lesson.texts).toMatchObject({ slidesUrl: `${vod}/slides`, momentsUrl: `${vod}/moments` });
  });

  it('serves the playlists, the segments and the captions there to the session, readable by the page', async () => {
    const lesson = await playInfo();
    const master = lesson.roads.find((road) => road.isMain)!.playlistUrl;
    // hls.js sends the session header, so the browser asks first.
    const preflight = await fetch(master, {
      method: 'OPTIONS',
      headers: { origin: base(), 'access-control-request-method': 'GET', 'access-control-request-headers': 'jwt-token' },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*');
    expect(preflight.headers.get('access-control-allow-headers')).toContain('jwt-token');
    expect(preflight.headers.get('access-control-allow-methods')).toContain('GET');

    const before = media.mediaRequests.length;
    const masterAnswer = await fromPage(master, tokens.teacher01);
    expect(masterAnswer.status).toBe(200);
    expect(masterAnswer.headers.get('access-control-allow-origin')).toBe('*');
    const first = (await masterAnswer.text()).split('\n').find((line) => line.endsWith('360p/index.m3u8'))!;
    // The playlists' relative addresses (under the capability the master hands out) resolve on the media origin too.
    const variant = new URL(first, master).href;
    expect(variant.startsWith(`${media.mediaUrl}/v1/vod/stream/`)).toBe(true);
    const variantAnswer = await fromPage(variant, tokens.teacher01);
    expect(variantAnswer.status).toBe(200);
    expect(await variantAnswer.text()).toContain('seg-000.ts');
    const segment = await fromPage(new URL('seg-000.ts', variant).href, tokens.teacher01);
    expect(segment.status).toBe(200);
    expect(segment.headers.get('access-control-allow-origin')).toBe('*');
    expect(Buffer.from(await segment.arrayBuffer()).equals(STAND_IN_SEGMENT)).toBe(true);
    const vtt = lesson.texts.captions[0]!.vttUrl;
    const captionsPreflight = await fetch(vtt, {
      method: 'OPTIONS',
      headers: { origin: base(), 'access-control-request-method': 'GET', 'access-control-request-headers': 'jwt-token' },
    });
    expect(captionsPreflight.status).toBe(204);
    const captions = await fromPage(vtt, tokens.teacher01);
    expect(captions.status).toBe(200);
    expect(captions.headers.get('content-type')).toContain('text/vtt');
    expect(captions.headers.get('access-control-allow-origin')).toBe('*');
    expect(media.mediaRequests.slice(before).map((path) => path.split('/').pop())).toEqual([
      'master.m3u8',
      'index.m3u8',
      'seg-000.ts',
      'vtt',
    ]);
  });

  it('refuses there without a session, after logout and to another tenant, in a readable envelope', async () => {
    const lesson = await playInfo();
    const master = lesson.roads.find((road) => road.isMain)!.playlistUrl;
    for (const url of [master, new URL('360p/seg-000.ts', master).href, lesson.texts.captions[0]!.vttUrl]) {
      const refused = await fromPage(url);
      expect(refused.status).toBe(401);
      expect(refused.headers.get('access-control-allow-origin')).toBe('*');
      expect(await refused.json()).toMatchObject({ status: 401, code: -1 });
      expect((await fromPage(url, tokens.student03)).status).toBe(404);
      expect((await fromPage(url, 'not-a-token')).status).toBe(401);
    }
    // A session that signed out gets no new playlist at once; the capability it already holds
    // plays on until it expires (60–90 s), and is then not renewed.
    const session = await login(base(), DEMO.teacher01);
    const { segmentUrl } = await followMaster(master, session.jwt_token, { origin: base() });
    const segment = segmentUrl('seg-000.ts');
    expect((await fromPage(segment, session.jwt_token)).status).toBe(200);
    expect((await call(base(), '/rbac/access_token/logout', { method: 'POST', token: session.jwt_token })).http).toBe(200);
    expect((await fromPage(master, session.jwt_token)).status).toBe(401);
    media.server.clock.advance(91);
    const expired = await fromPage(segment, session.jwt_token);
    expect(expired.status).toBe(401);
    expect(expired.headers.get('access-control-allow-origin')).toBe('*');
  });
});

describe('live lessons and share links from the media origin', () => {
  it('addresses live playlists there, serves them under their capability and refuses them once its renewal is refused', async () => {
    const courId = SHARED_LIVE_LESSON;
    await untilOnAir(media.server, courId);
    const answer = await call(base(), `/v1/live/playInfo?courseId=${courId}`, { token: tokens.teacher01 });
    expect(answer.http).toBe(200);
    const info = liveInfoSchema.parse(answer.body.result);
    expect(info.roads.length).toBeGreaterThan(0);
    for (const road of info.roads) expect(road.playlistUrl.startsWith(`${media.mediaUrl}/v1/live/stream/`)).toBe(true);
    const playlist = info.roads[0]!.playlistUrl;
    // The classroom's encoder (real ffmpeg) pushes to the ingest; the media origin serves what it packaged.
    const served = await fromPage(playlist, tokens.teacher01);
    expect(served.status).toBe(200);
    const text = await served.text();
    expect(text).toMatch(/^#EXTM3U/);
    const segment = await fromPage(
      new URL(
        text.split('\n').find((line) => line.endsWith('.ts'))!,
        playlist,
      ).href,
    );
    expect(segment.status).toBe(200);
    expect(segment.headers.get('access-control-allow-origin')).toBe('*');
    const clock = media.server.clock;
    const before = clock.now;
    clock.advance(91);
    try {
      // A refusal carries CORS too; without a session sent, the one it was minted in renews it.
      const refused = await fromPage(playlist, 'not-a-session');
      expect(refused.status).toBe(401);
      expect(refused.headers.get('access-control-allow-origin')).toBe('*');
      expect((await fromPage(playlist, tokens.student03)).status).toBe(403);
      expect((await fromPage(playlist)).status).toBe(200);
    } finally {
      clock.now = before;
    }
  });

  it('addresses a shared recording and a shared live lesson there, served by the token alone until revoked', async () => {
    const made = await call(base(), '/v1/share/create', {
      method: 'POST',
      token: tokens.teacher01,
      json: { vodId: recording.vodId, expiresInHours: 24 },
    });
    expect(made.http).toBe(200);
    const vod = sharedVodSchema.parse((await call(base(), `/v1/share/vod?token=${made.body.result.token}`)).body.result);
    const master = vod.roads.find((road) => road.isMain)!.url;
    expect(master.startsWith(`${media.mediaUrl}/v1/share/stream/`)).toBe(true);
    const vtt = vod.texts.captions[0]!.vttUrl;
    expect(vtt.startsWith(`${media.mediaUrl}/v1/share/texts/`)).toBe(true);
    const segment = await fromPage(new URL('360p/seg-000.ts', master).href);
    expect(segment.status).toBe(200);
    expect(segment.headers.get('access-control-allow-origin')).toBe('*');
    const captions = await fromPage(vtt);
    expect(captions.status).toBe(200);
    expect(captions.headers.get('access-control-allow-origin')).toBe('*');
    await call(base(), '/v1/share/revoke', { method: 'POST', token: tokens.teacher01, json: { shareId: made.body.result.shareId } });
    expect((await fromPage(master)).status).toBe(410);

    const { courId } = await demoLiveLesson(db(), 'teacher01');
    const live = await call(base(), '/v1/share/create', { method: 'POST', token: tokens.teacher01, json: { courId, expiresInHours: 24 } });
    expect(live.http).toBe(200);
    const lesson = sharedLiveSchema.parse((await call(base(), `/v1/share/live?token=${live.body.result.token}`)).body.result);
    expect(lesson.roads.length).toBeGreaterThan(0);
    for (const road of lesson.roads) expect(road.playlistUrl.startsWith(`${media.mediaUrl}/v1/share/live-stream/`)).toBe(true);
  });
});

describe('the media host configuration', () => {
  const expected = () => {
    const url = new URL(media.mediaUrl);
    return { uri: media.mediaUrl, scheme: 'http', hostname: url.hostname, port: Number(url.port), path: '' };
  };

  it('is the media origin in every shape: key values, vodNmediaConfigInfo and the runtime configuration', async () => {
    const keyed = await call(base(), '/v1/config/keyValues', { method: 'POST', json: ['TyVodNmedia'] });
    expect(keyed.http).toBe(200);
    expect(keyed.body.result).toEqual({ TyVodNmedia: expected() });
    const { path: _path, ...withoutPath } = expected();
    expect((await call(base(), '/v1/config/vodNmediaConfigInfo')).body.result).toEqual(withoutPath);
    const config = await (await fetch(new URL(`/config/global.json?t=${Date.now()}`, base()))).json();
    expect(config.MEDIA_HOST).toEqual(expected());
  });

  it('lets the page connect to the media origin in its Content-Security-Policy, and nothing else new', async () => {
    const page = await fetch(new URL('/', base()));
    const policy = new Map(
      (page.headers.get('content-security-policy') ?? '')
        .split(';')
        .map((part) => part.trim().split(/\s+/))
        .map(([name, ...values]) => [name!, values]),
    );
    expect(policy.get('connect-src')).toEqual(["'self'", media.mediaUrl]);
    expect(policy.get('media-src')).toEqual(["'self'", 'blob:', media.mediaUrl]);
    expect(policy.get('script-src')).toEqual(["'self'"]);
    expect(policy.get('default-src')).toEqual(["'self'"]);
  });
});
