import { and, eq, like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { courseSessions, vods } from '../../server/db/schema';
import { courseStatusSchema } from '../../src/schemas/catalogue';
import { liveInfoSchema } from '../../src/schemas/live';
import { DEMO, call, login } from '../support/api-client';
import { lessonTomorrow } from '../support/live-lessons';
import { signedInServer } from '../support/signed-in-server';

/**
 * Live lessons over real HTTP with the real encoder: the play information, live HLS of every
 * road made by ffmpeg on the first request (1 s segments with program date-times), who may
 * fetch it, and the lesson turning into its recording when it is over.
 */
const signedIn = signedInServer(['student01', 'student03']);
const tokens = signedIn.tokens;
const db = () => signedIn.server.database.db;
const base = () => signedIn.server.url;

const stream = (path: string, token?: string, headers: Record<string, string> = {}) =>
  fetch(new URL(path, base()), { headers: { ...headers, ...(token ? { 'jwt-token': token } : {}) } });

/** A demo lesson live now that student01 may watch (the seed keeps three live). */
async function liveNow() {
  const rows = await db()
    .select({ id: courseSessions.id })
    .from(courseSessions)
    .where(and(like(courseSessions.id, 'cour-1-live-%'), eq(courseSessions.isLive, true)));
  for (const row of rows) {
    const answer = await call(base(), `/v1/live/playInfo?courseId=${row.id}`, { token: tokens.student01 });
    if (answer.http === 200) return liveInfoSchema.parse(answer.body.result);
  }
  throw new Error('no live lesson student01 may watch');
}

describe('GET /v1/live/playInfo', () => {
  it('names the lesson and one live road per feed, the teacher camera first', async () => {
    const info = await liveNow();
    expect(info.courStatus).toBe(1);
    expect(info.roads.map((road) => road.roadType)).toEqual([1, 2, 3]);
    expect(info.roads[0]!.isMain).toBe(true);
    expect(info.roads[0]!.playlistUrl).toBe(`/v1/live/stream/${info.courId}/road-1/master.m3u8`);
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
  it('starts the encoder on the first request and serves every road as half-second live segments', async () => {
    const info = await liveNow();
    for (const road of info.roads) {
      const master = await stream(road.playlistUrl, tokens.student01);
      expect(master.status).toBe(200);
      expect(master.headers.get('content-type')).toContain('application/vnd.apple.mpegurl');
      expect(await master.text()).toContain('360p/index.m3u8');
    }
    const folder = `/v1/live/stream/${info.courId}/road-1/360p`;
    const media = await stream(`${folder}/index.m3u8`, tokens.student01);
    expect(media.headers.get('cache-control')).toBe('private, no-cache');
    const playlist = await media.text();
    expect(playlist).toContain('#EXT-X-TARGETDURATION:1');
    expect(playlist).toMatch(/#EXTINF:0\.5/);
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
    expect(signedIn.server.app.deps.liveFeeds.running()).toEqual([info.courId]);
  });

  it('never serves the live stream without a session, across tenants, or outside the feed', async () => {
    const { courId } = await liveNow();
    const master = `/v1/live/stream/${courId}/road-1/master.m3u8`;
    expect((await stream(master)).status).toBe(401);
    expect((await stream(master, tokens.student03)).status).toBe(404);
    for (const wrong of ['road-9/master.m3u8', 'road-1/../../../etc/passwd', 'road-1/360p/seg-1.mp4', 'clock.txt', 'road-1.txt']) {
      expect((await stream(`/v1/live/stream/${courId}/${wrong}`, tokens.student01)).status, wrong).toBe(404);
    }
  });

  it('stops streaming when the lesson is over, and the status names its recording', async () => {
    const { courId, teclId } = await liveNow();
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
      const ended = await stream(`/v1/live/stream/${courId}/road-1/master.m3u8`, token);
      expect(ended.status).toBe(404);
      expect((await ended.json()).message).toBe('this live lesson has ended');
      const info = liveInfoSchema.parse((await call(base(), `/v1/live/playInfo?courseId=${courId}`, { token })).body.result);
      expect(info).toMatchObject({ courStatus: 2, roads: [], vodId: vod!.id });
    } finally {
      clock.now = before;
      await db().delete(vods).where(eq(vods.id, vod!.id));
    }
  });
});
