import { createServer, type Server } from 'node:http';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CAPTION_ORIGIN, ROAD_TYPE, captionTracks, lessonTextRuns, lessonTexts, vodRoads, vods } from '../../server/db/schema';
import { lessonsByIds } from '../../server/catalogue/lesson-row';
import { recordingsAwaitingSlides, recordingsAwaitingTranscript } from '../../server/lesson-text/recording-text-source';
import { makeSlideVideo } from '../../server/lesson-text/slide-deck-video';
import { runSlidesJob } from '../../server/lesson-text/slides-job';
import { openAiTranscriptionsEngine } from '../../server/lesson-text/speech-openai';
import { runTranscriptJob } from '../../server/lesson-text/transcript-job';
import { runFfmpeg } from '../../server/media/ffmpeg';
import { lessonHitPageSchema } from '../../src/schemas/lesson-search';
import { call } from '../support/api-client';
import { demoLiveLesson } from '../support/live-lessons';
import { signedInServer } from '../support/signed-in-server';

/**
 * The text jobs (docs/search.md "Inside lessons"): a ready recording's slides read with Tesseract
 * and its speech heard by an engine become moments the search finds at the right second; a job
 * run twice leaves one copy; the AI badge follows the transcript.
 */
const signedIn = signedInServer(['student01']);
const db = () => signedIn.server.database.db;
const settings = () => ({ media: signedIn.server.app.deps.media, signal: new AbortController().signal, log: () => {} });

/**
 * Slides of different lengths, each with words found on it alone (phrases Debian's small Chinese
 * model reads right: it misreads 傅 as 传, server/lesson-text/slide-tesseract.ts).
 */
const DECK = [
  { lines: ['数据结构与算法', 'Introduction'], seconds: 5 },
  { lines: ['线性代数的定义', 'Fourier transform'], seconds: 7 },
  { lines: ['热力学第二定律', 'entropy increases'], seconds: 6 },
];
const STARTS = [0, 5, 12];

let lesson: { teclId: string; courId: string };
let work: string;

/** A ready recording of `lesson` whose roads are HLS of `video` with a tone, stored where the server keeps media. */
async function recording(video: string, roadTypes: number[]): Promise<string> {
  const root = signedIn.server.app.deps.media.localRoot!;
  const folder = `lesson-text-jobs/${Math.random().toString(36).slice(2)}`;
  await mkdir(join(root, folder), { recursive: true });
  await runFfmpeg(
    [
      ...['-i', video, '-f', 'lavfi', '-i', 'sine=frequency=440:sample_rate=16000', '-shortest'],
      ...['-c:v', 'copy', '-c:a', 'aac', '-f', 'hls', '-hls_time', '2', '-hls_playlist_type', 'vod'],
      join(root, folder, 'index.m3u8'),
    ],
    {},
  );
  const [vod] = await db()
    .insert(vods)
    .values({ tenantId: '1', teclId: lesson.teclId, courId: lesson.courId, title: `jobs:${folder}`, status: 'ready', durationS: 18 })
    .returning({ id: vods.id });
  for (const roadType of roadTypes)
    await db()
      .insert(vodRoads)
      .values({
        tenantId: '1',
        vodId: vod!.id,
        roadType: roadType as 1,
        name: 'road',
        hlsPath: `${folder}/index.m3u8`,
        isMain: roadType === 1,
      });
  return vod!.id;
}

/** A second ready recording whose roads are those of `vodId`. */
async function sameVideo(vodId: string): Promise<string> {
  const [vod] = await db()
    .insert(vods)
    .values({ tenantId: '1', teclId: lesson.teclId, courId: lesson.courId, title: 'jobs:sibling', status: 'ready', durationS: 18 })
    .returning({ id: vods.id });
  const roads = await db().select().from(vodRoads).where(eq(vodRoads.vodId, vodId));
  for (const road of roads)
    await db()
      .insert(vodRoads)
      .values({ tenantId: '1', vodId: vod!.id, roadType: road.roadType, name: road.name, hlsPath: road.hlsPath, isMain: road.isMain });
  return vod!.id;
}

const moments = async (keyword: string, vodId: string) => {
  const answer = await call(signedIn.server.url, `/v1/lesson/search?keyword=${encodeURIComponent(keyword)}`, {
    token: signedIn.tokens.student01,
  });
  return lessonHitPageSchema
    .parse(answer.body.result)
    .records.filter((hit) => hit.vodId === vodId)
    .flatMap((hit) => hit.moments);
};

beforeAll(async () => {
  lesson = await demoLiveLesson(db(), 'teacher01');
  work = await mkdtemp(join(tmpdir(), 'lectern-text-jobs-'));
  await makeSlideVideo(join(work, 'deck.mp4'), DECK, { size: '1280x720' });
}, 60_000);
afterAll(() => rm(work, { recursive: true, force: true }));

describe('reading slides', () => {
  it('reads a screen road, and the search finds each slide’s words within 2 s of the slide', async () => {
    const withScreen = await recording(join(work, 'deck.mp4'), [ROAD_TYPE.teacherCamera, ROAD_TYPE.screen]);
    const cameraOnly = await recording(join(work, 'deck.mp4'), [ROAD_TYPE.teacherCamera]);
    // Another lesson's recording of the same video (as the demo lessons share clips): read once, for both.
    const sibling = await sameVideo(withScreen);
    const awaiting = await recordingsAwaitingSlides(db());
    expect(awaiting.filter((id) => id === withScreen || id === sibling)).toHaveLength(1);
    expect(awaiting).not.toContain(cameraOnly);

    await runSlidesJob(db(), withScreen, settings());
    for (const [keyword, start] of [
      ['线性代数', STARTS[1]!],
      ['fourier transform', STARTS[1]!],
      ['热力学第二定律', STARTS[2]!],
      ['entropy', STARTS[2]!],
    ] as const) {
      const [moment] = await moments(keyword, withScreen);
      expect(moment?.kind, keyword).toBe('slide');
      expect(Math.abs(moment!.atS - start), keyword).toBeLessThanOrEqual(2);
    }
    for (const vodId of [withScreen, sibling]) {
      const [run] = await db().select().from(lessonTextRuns).where(eq(lessonTextRuns.vodId, vodId));
      expect(run).toMatchObject({ kind: 'slides', state: 'done', progress: 1 });
    }
    expect((await moments('热力学第二定律', sibling))[0]?.kind).toBe('slide');
    expect(await recordingsAwaitingSlides(db())).not.toContain(withScreen);
    expect(await recordingsAwaitingSlides(db())).not.toContain(sibling);

    // Run again (a retried job): the same slides, once.
    const count = async () =>
      (
        await db()
          .select()
          .from(lessonTexts)
          .where(and(eq(lessonTexts.vodId, withScreen), eq(lessonTexts.kind, 'slide')))
      ).length;
    const before = await count();
    await runSlidesJob(db(), withScreen, settings());
    expect(await count()).toBe(before);
  }, 120_000);
});

describe('hearing speech', () => {
  let asr: Server;
  let asrUrl = '';
  beforeAll(async () => {
    // A transcription server speaking the protocol (docs/search.md): the words it "heard".
    asr = createServer((request, response) => {
      request.resume();
      request.on('end', () => {
        response.setHeader('content-type', 'application/json');
        response.end(JSON.stringify({ text: '', segments: [{ start: 3.2, end: 6.5, text: ' 今天我们推导薛定谔方程' }] }));
      });
    });
    await new Promise<void>((resolve) => asr.listen(0, '127.0.0.1', resolve));
    asrUrl = `http://127.0.0.1:${(asr.address() as { port: number }).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => asr.close(() => resolve())));

  it('keeps an automatic draft track once, makes it searchable as a transcript, and turns the AI badge on', async () => {
    const vodId = await recording(join(work, 'deck.mp4'), [ROAD_TYPE.teacherCamera]);
    expect(await recordingsAwaitingTranscript(db())).toContain(vodId);
    const engine = openAiTranscriptionsEngine({ url: asrUrl, model: 'whisper-1' });
    for (let run = 0; run < 2; run++) await runTranscriptJob(db(), vodId, { ...settings(), engine });
    const tracks = await db().select().from(captionTracks).where(eq(captionTracks.vodId, vodId));
    expect(tracks).toHaveLength(1);
    expect(tracks[0]).toMatchObject({ origin: CAPTION_ORIGIN.automatic, engine: 'openai-transcriptions', status: 'draft' });
    const [moment] = await moments('薛定谔方程', vodId);
    expect(moment).toMatchObject({ kind: 'transcript', atS: 3.2 });
    const [badge] = await lessonsByIds(db(), [lesson.courId], signedIn.server.clock.now);
    expect(badge!.courTransferFlag).toBe(true);
    expect(await recordingsAwaitingTranscript(db())).not.toContain(vodId);
  }, 60_000);
});
