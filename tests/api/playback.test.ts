import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { and, eq, ne, notExists } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { TECL_VISIBILITY, VOD_STATUS, enrolments, teachingClasses, users, vodRoads, vods, watchRecords } from '../../server/db/schema';
import { playInfoSchema, watchRecordResultSchema } from '../../src/schemas/playback';
import { DEMO, call } from '../support/api-client';
import { signedInServer } from '../support/signed-in-server';

/**
 * Playing recordings over real HTTP: the play information of a class, watch records (position
 * round trip, percent bounds), and the access-controlled HLS and captions routes. The API
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
async function closedLesson() {
  const student = await userId('student01');
  const [row] = await db()
    .select({ vodId: vods.id, teclId: vods.teclId, roadId: vodRoads.id })
    .from(vods)
    .innerJoin(teachingClasses, eq(teachingClasses.id, vods.teclId))
    .innerJoin(vodRoads, eq(vodRoads.vodId, vods.id))
    .where(
      and(
        eq(vods.tenantId, '1'),
        eq(vods.status, VOD_STATUS.ready),
        eq(teachingClasses.visibility, TECL_VISIBILITY.enrolled),
        ne(teachingClasses.teacherId, student),
        notExists(
          db()
            .select()
            .from(enrolments)
            .where(and(eq(enrolments.teclId, vods.teclId), eq(enrolments.studentId, student))),
        ),
      ),
    )
    .limit(1);
  return row;
}

const stream = (path: string, token?: string, headers: Record<string, string> = {}) =>
  fetch(new URL(path, base()), { headers: { ...headers, ...(token ? { 'jwt-token': token } : {}) } });

let lesson: Awaited<ReturnType<typeof enrolledLesson>>;

beforeAll(async () => {
  lesson = await enrolledLesson();
  const mediaDir = signedIn.server.app.deps.mediaDir;
  const folder = join(mediaDir, dirname(lesson.hlsPath));
  mkdirSync(join(folder, '360p'), { recursive: true });
  writeFileSync(join(mediaDir, lesson.hlsPath), '#EXTM3U\n#EXT-X-STREAM-INF:BANDWIDTH=796400\n360p/index.m3u8\n');
  writeFileSync(join(folder, '360p', 'index.m3u8'), '#EXTM3U\n#EXTINF:2.0,\nseg-000.ts\n#EXT-X-ENDLIST\n');
  writeFileSync(join(folder, '360p', 'seg-000.ts'), SEGMENT);
  writeFileSync(join(folder, 'notes.txt'), 'not a stream file');
  const [vod] = await db().select({ captionsPath: vods.captionsPath }).from(vods).where(eq(vods.id, lesson.vodId));
  if (vod?.captionsPath) {
    mkdirSync(dirname(join(mediaDir, vod.captionsPath)), { recursive: true });
    writeFileSync(join(mediaDir, vod.captionsPath), 'WEBVTT\n\n00:00.000 --> 00:02.000\nHello\n');
  }
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
    const closed = await closedLesson();
    expect(closed).toBeDefined();
    const refused = await call(base(), `/v1/vod/playInfo?teclId=${closed!.teclId}`, { token: tokens.student01 });
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
    const closed = await closedLesson();
    expect((await save({ vodId: closed!.vodId, positionS: 1, watchPercent: 0.1 })).http).toBe(403);
    expect(
      await db()
        .select()
        .from(watchRecords)
        .where(eq(watchRecords.vodId, closed!.vodId))
        .then((rows) => rows.filter((row) => row.tenantId === '1').map((row) => row.userId)),
    ).not.toContain(await userId('student01'));
  });
});

describe('HLS and captions', () => {
  const path = (file: string) => `/v1/vod/stream/${lesson.roadId}/${file}`;
  const master = () => lesson.hlsPath.split('/').pop()!;

  it('serves playlists and segments with HLS content types and caching rules', async () => {
    const playlist = await stream(path(master()), tokens.student01);
    expect(playlist.status).toBe(200);
    expect(playlist.headers.get('content-type')).toMatch(/mpegurl/i);
    expect(playlist.headers.get('cache-control')).toBe('private, no-cache');
    expect(await playlist.text()).toContain('360p/index.m3u8');
    const segment = await stream(path('360p/seg-000.ts'), tokens.student01);
    expect(segment.status).toBe(200);
    expect(segment.headers.get('content-type')).toBe('video/mp2t');
    expect(segment.headers.get('cache-control')).toBe('private, max-age=86400, immutable');
    expect(Buffer.from(await segment.arrayBuffer()).equals(SEGMENT)).toBe(true);
  });

  it('answers range requests', async () => {
    const part = await stream(path('360p/seg-000.ts'), tokens.student01, { range: 'bytes=188-375' });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 188-375/${SEGMENT.length}`);
    expect((await part.arrayBuffer()).byteLength).toBe(188);
  });

  it('never serves a segment without a session, across tenants, or to someone who may not watch', async () => {
    expect((await stream(path('360p/seg-000.ts'))).status).toBe(401);
    expect((await stream(path('360p/seg-000.ts'), tokens.student03)).status).toBe(404);
    expect((await stream(path('360p/seg-000.ts'), tokens.nopriv01)).status).toBe(403);
    // Not through the picture folder either.
    expect((await stream(`/media/${dirname(lesson.hlsPath)}/360p/seg-000.ts`, tokens.student01)).status).toBe(404);
  });

  it('keeps requests inside the road folder and to stream files', async () => {
    for (const escape of ['..%2F..%2F..%2Fbranding%2F1%2Fschool-logo.svg', '%2e%2e/%2e%2e/x.ts', 'notes.txt', '360p/missing.ts']) {
      const answer = await stream(path(escape), tokens.student01);
      expect(answer.status, escape).toBe(404);
    }
  });

  it('serves captions as WebVTT to those who may watch', async () => {
    const [vod] = await db().select({ captionsPath: vods.captionsPath }).from(vods).where(eq(vods.id, lesson.vodId));
    expect(vod?.captionsPath).toBeTruthy();
    const captions = await stream(`/v1/vod/captions/${lesson.vodId}`, tokens.student01);
    expect(captions.status).toBe(200);
    expect(captions.headers.get('content-type')).toMatch(/^text\/vtt/);
    expect(await captions.text()).toContain('WEBVTT');
    expect((await stream(`/v1/vod/captions/${lesson.vodId}`)).status).toBe(401);
    expect((await stream(`/v1/vod/captions/${lesson.vodId}`, tokens.student03)).status).toBe(404);
  });
});
