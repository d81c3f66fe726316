import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { courseSessions, vods } from '../../server/db/schema';
import { courseStatusSchema } from '../../src/schemas/catalogue';
import { liveInfoSchema } from '../../src/schemas/live';
import { DEMO, call, login } from '../support/api-client';
import { lessonTomorrow, SHARED_LIVE_LESSON, untilOnAir } from '../support/live-lessons';
import { signedInServer } from '../support/signed-in-server';

/**
 * Live lessons over real HTTP through the real capture path: the demo studio's classroom encoder
 * (ffmpeg) pushes RTMP to the ingest, which packages each road as half-second HLS with program
 * date-times (docs/capture.md). The play information, who may fetch the stream, a road the
 * classroom is not sending, and the lesson turning into its recording when it is over.
 */
const signedIn = signedInServer(['student01', 'student03', 'admin'], { encoders: [SHARED_LIVE_LESSON] });
const tokens = signedIn.tokens;
const db = () => signedIn.server.database.db;
const base = () => signedIn.server.url;

const stream = (path: string, token?: string, headers: Record<string, string> = {}) =>
  fetch(new URL(path, base()), { headers: { ...headers, ...(token ? { 'jwt-token': token } : {}) } });

/** The demo lesson live now that student01 attends, once its classroom sends every road. */
async function liveNow() {
  await untilOnAir(signedIn.server, SHARED_LIVE_LESSON);
  const answer = await call(base(), `/v1/live/playInfo?courseId=${SHARED_LIVE_LESSON}`, { token: tokens.student01 });
  expect(answer.http, answer.body.message).toBe(200);
  return liveInfoSchema.parse(answer.body.result);
}

/** A road's folder in the stream, under the capability its play information handed out. */
const roadFolder = (playlistUrl: string) => playlistUrl.replace(/\/live\.m3u8$/, '');

describe('GET /v1/live/playInfo', () => {
  it('names the lesson and one live road per capture road of its classroom, the teacher camera first', async () => {
    const info = await liveNow();
    expect(info.courStatus).toBe(1);
    expect(info.roads.map((road) => road.roadType)).toEqual([1, 2, 3]);
    expect(info.roads.every((road) => road.onAir)).toBe(true);
    expect(info.roads[0]!.isMain).toBe(true);
    // Under the capability the session's check just earned (docs/live.md "Serving"), so never stored.
    for (const road of info.roads) {
      expect(road.playlistUrl).toMatch(new RegExp(`^/v1/live/stream/${info.courId}/~[\\w-]+\\.[\\w-]+/road-${road.roadType}/live\\.m3u8$`));
    }
    const answer = await call(base(), `/v1/live/playInfo?courseId=${info.courId}`, { token: tokens.student01 });
    expect(answer.headers.get('cache-control')).toBe('private, no-store');
  });

  it('tells which roads a classroom is not sending, and their playlists say so', async () => {
    // The second studio's encoder is not running in this test: its classroom sends nothing.
    const quiet = 'cour-1-live-2';
    const answer = await call(base(), `/v1/live/playInfo?courseId=${quiet}`, { token: tokens.admin });
    expect(answer.http, answer.body.message).toBe(200);
    const info = liveInfoSchema.parse(answer.body.result);
    expect(info.roads.map((road) => [road.roadType, road.onAir])).toEqual([
      [1, false],
      [2, false],
    ]);
    const playlist = await stream(info.roads[0]!.playlistUrl, tokens.admin);
    expect(playlist.status).toBe(404);
    expect((await playlist.json()).message).toBe('the classroom is not sending this road yet');
  });

  it('offers no roads for a lesson that has not started, and refuses other tenants and no session', async () => {
    const now = signedIn.server.clock.now;
    const later = await lessonTomorrow(db(), now, { live: true });
    const answer = await call(base(), `/v1/live/playInfo?courseId=${later!.id}`, { token: tokens.student01 });
    if (answer.http === 200) {
      expect(answer.body.result.courStatus).toBe(0);
      expect(answer.body.result.roads).toEqual([]);
    } else {
      expect(answer.http).toBe(403);
    }
    const { courId } = await liveNow();
    expect((await call(base(), `/v1/live/playInfo?courseId=${courId}`, { token: tokens.student03 })).http).toBe(404);
    expect((await call(base(), `/v1/live/playInfo?courseId=${courId}`)).http).toBe(401);
    const missing = await call(base(), '/v1/live/playInfo', { token: tokens.student01 });
    expect(missing.http).toBe(400);
    expect(missing.body.message).toContain('courseId');
  });
});

describe('live HLS', () => {
  it('serves every road the classroom sends as half-second live segments', async () => {
    const info = await liveNow();
    for (const road of info.roads) {
      const playlist = await stream(road.playlistUrl, tokens.student01);
      expect(playlist.status).toBe(200);
      expect(playlist.headers.get('content-type')).toContain('application/vnd.apple.mpegurl');
      expect(await playlist.text()).toMatch(/^part-\d{3}\/seg-\d{5}\.ts$/m);
    }
    const folder = roadFolder(info.roads[0]!.playlistUrl);
    const media = await stream(`${folder}/live.m3u8`, tokens.student01);
    expect(media.headers.get('cache-control')).toBe('private, no-cache');
    const playlist = await media.text();
    expect(playlist).toContain('#EXT-X-TARGETDURATION:1');
    // Half a second each: the encoder's key frame every 8 frames of 1/16 s (FLV counts whole milliseconds).
    const durations = [...playlist.matchAll(/^#EXTINF:([\d.]+)/gm)].map((match) => Number(match[1]));
    expect(durations.length).toBeGreaterThan(0);
    for (const seconds of durations) expect(Math.abs(seconds - 0.5)).toBeLessThan(0.02);
    expect(playlist).toContain('#EXT-X-PROGRAM-DATE-TIME:');
    expect(playlist).not.toContain('#EXT-X-ENDLIST');
    const segment = playlist.split('\n').find((line) => line.endsWith('.ts'))!;
    const response = await stream(`${folder}/${segment}`, tokens.student01);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('video/mp2t');
    const bytes = Buffer.from(await response.arrayBuffer());
    expect(bytes[0]).toBe(0x47);
    const ranged = await stream(`${folder}/${segment}`, tokens.student01, { range: 'bytes=0-187' });
    expect(ranged.status).toBe(206);
  });

  it('never serves the live stream without its capability, or outside the feed', async () => {
    const info = await liveNow();
    const { courId } = info;
    // The session alone opens nothing: the play information is the only way in.
    for (const token of [undefined, tokens.student01, tokens.student03]) {
      const refused = await stream(`/v1/live/stream/${courId}/road-1/live.m3u8`, token);
      expect(refused.status).toBe(403);
      expect((await refused.json()).code).toBe(40300);
    }
    const segment = (await (await stream(info.roads[0]!.playlistUrl)).text()).split('\n').find((line) => line.endsWith('.ts'))!;
    expect((await stream(`/v1/live/stream/${courId}/road-1/${segment}`, tokens.student01)).status).toBe(403);
    const capability = info.roads[0]!.playlistUrl.split('/')[5]!;
    for (const wrong of [
      'road-9/live.m3u8',
      'road-1%2F..%2F..%2F..%2Fetc%2Fpasswd',
      'road-1/part-001/seg-1.mp4',
      'road-1/part-001/index.m3u8',
      'road-1/master.m3u8',
      'clock.txt',
      'road-1.txt',
    ]) {
      expect((await stream(`/v1/live/stream/${courId}/${capability}/${wrong}`, tokens.student01)).status, wrong).toBe(404);
    }
  });

  it('stops streaming when the lesson is over, and the status names its recording', async () => {
    const { courId, teclId, roads } = await liveNow();
    const [end] = await db().select({ end: courseSessions.courEndTime }).from(courseSessions).where(eq(courseSessions.id, courId));
    let token = tokens.student01!;
    const status = async () => {
      const answer = await call(base(), `/v1/course/status?courseId=${courId}`, { token });
      expect(answer.http, answer.body.message).toBe(200);
      return courseStatusSchema.parse(answer.body.result);
    };
    expect(await status()).toMatchObject({ courStatus: 1, hasRecording: false, vodId: null });
    const [vod] = await db()
      .insert(vods)
      .values({ tenantId: '1', teclId, courId, title: 'the recording of the live lesson', durationS: 60, status: 'ready' })
      .returning({ id: vods.id });
    const clock = signedIn.server.clock;
    const before = clock.now;
    clock.advance((end!.end.getTime() - clock.now.getTime()) / 1000 + 1);
    try {
      // An hour on, the morning's access token has expired.
      token = (await login(base(), DEMO.student01)).jwt_token;
      expect(await status()).toMatchObject({ courStatus: 2, hasRecording: true, vodId: vod!.id });
      // The capability names the lesson's end: past it, its session must renew it, and cannot:
      // the one it was minted in (the player sends none) or one sent with it.
      for (const session of [undefined, token]) {
        const ended = await stream(roads[0]!.playlistUrl, session);
        expect(ended.status).toBe(404);
        expect((await ended.json()).message).toBe('this live lesson has ended');
      }
      const info = liveInfoSchema.parse((await call(base(), `/v1/live/playInfo?courseId=${courId}`, { token })).body.result);
      expect(info).toMatchObject({ courStatus: 2, roads: [], vodId: vod!.id });
    } finally {
      clock.now = before;
      await db().delete(vods).where(eq(vods.id, vod!.id));
    }
  });
});
