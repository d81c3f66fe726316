import { and, eq, like } from 'drizzle-orm';
import { WebVTTParser } from 'webvtt-parser';
import { beforeAll, describe, expect, it } from 'vitest';
import { NOTE_STATUS } from '../../src/constants';
import type { NoteStatus } from '../../src/notes/note-status-rules';
import { captionTrackSchema } from '../../src/schemas/captions';
import {
  LESSON_MOMENTS_MAX,
  captionCuesAnswerSchema,
  lessonMomentsSchema,
  slideChaptersSchema,
  type LessonMoments,
  type PlayTexts,
} from '../../src/schemas/lesson-texts';
import { playInfoSchema } from '../../src/schemas/playback';
import { shareCreatedSchema, sharedVodSchema } from '../../src/schemas/sharing';
import {
  CAPTION_ORIGIN,
  CAPTION_STATUS,
  VOD_STATUS,
  captionTracks,
  enrolments,
  vods,
  type CaptionCue,
  type CaptionOrigin,
  type CaptionStatus,
  type LessonTextKind,
} from '../../server/db/schema';
import { indexCaptionTrack } from '../../server/lesson-text/caption-index';
import { replaceLessonTexts, type LessonTextPiece } from '../../server/lesson-text/lesson-text-index';
import { call, type Answer } from '../support/api-client';
import { closedDemoRecording } from '../support/closed-recording';
import { demoUserId } from '../support/demo-users';
import { indexedNote } from '../support/indexed-note';
import { demoLiveLesson } from '../support/live-lessons';
import { signedInServer, type DemoName } from '../support/signed-in-server';

/**
 * What the player gets of a recording's texts (docs/player-texts.md), on each backend: its
 * published caption tracks (never a draft, whoever asks) with their labels and addresses, its
 * slides as the slide job wrote them, and the search within it, which follows the search inside
 * lessons' rules of who reads what; and the same through a share link, whose addresses stay
 * inside its one recording and never reach a note. The recordings belong to a class teacher01
 * teaches and student01 attends.
 */
const signedIn = signedInServer(['admin', 'teacher01', 'student01', 'student03']);
const db = () => signedIn.server.database.db;
const get = <T = any>(path: string, who?: DemoName): Promise<Answer<T>> =>
  call<T>(signedIn.server.url, path, { token: who === undefined ? undefined : signedIn.tokens[who] });
const fetchText = (path: string, who?: DemoName) =>
  fetch(new URL(path, signedIn.server.url), { headers: who === undefined ? {} : { 'jwt-token': signedIn.tokens[who]! } });

let lesson: { teclId: string; courId: string };
let teacherId: string;

/** A fresh ready recording of the lesson. */
const recording = async (title: string) => {
  const [vod] = await db()
    .insert(vods)
    .values({ tenantId: '1', teclId: lesson.teclId, courId: lesson.courId, title, status: VOD_STATUS.ready, durationS: 600 })
    .returning({ id: vods.id });
  return vod!.id;
};

/** A track of the recording, kept findable as the captions routes keep it. */
const track = async (vodId: string, language: string, origin: CaptionOrigin, status: CaptionStatus, cues: CaptionCue[]) => {
  const automatic = origin === CAPTION_ORIGIN.automatic;
  const [row] = await db()
    .insert(captionTracks)
    .values({
      tenantId: '1',
      vodId,
      language,
      origin,
      status,
      cues,
      engine: automatic ? 'openai-transcriptions' : null,
      editedBy: automatic ? null : teacherId,
    })
    .returning({ id: captionTracks.id });
  await indexCaptionTrack(db(), row!.id);
  return row!.id;
};

/** Pieces written as the job or the notes write them. */
const index = (vodId: string, kind: LessonTextKind, sourceId: string, pieces: LessonTextPiece[]) =>
  replaceLessonTexts(db(), { tenantId: '1', teclId: lesson.teclId, vodId, courId: lesson.courId, kind, sourceId }, pieces);

/** The recording's slides, written as the `lesson-slides` job writes them (slides-job.ts). */
const slides = (vodId: string, pieces: LessonTextPiece[]) => index(vodId, 'slide', vodId, pieces);

const note = async (vodId: string, username: string, status: NoteStatus, atMs: number, text: string) =>
  indexedNote(db(), lesson, { vodId, userId: await demoUserId(db(), username), status, atMs, text });

const textsOf = async (vodId: string, who: DemoName, teclId = lesson.teclId): Promise<PlayTexts> => {
  const answer = await get(`/v1/vod/playInfo?teclId=${teclId}`, who);
  expect(answer.http, JSON.stringify(answer.body)).toBe(200);
  return playInfoSchema.parse(answer.body.result).lessons.find((played) => played.vodId === vodId)!.texts;
};

const searchIn = (texts: PlayTexts, keyword: string, who?: DemoName) =>
  get<LessonMoments>(`${texts.momentsUrl}?keyword=${encodeURIComponent(keyword)}`, who);
const momentsIn = async (texts: PlayTexts, keyword: string, who?: DemoName) => {
  const answer = await searchIn(texts, keyword, who);
  expect(answer.http, JSON.stringify(answer.body)).toBe(200);
  return lessonMomentsSchema.parse(answer.body.result);
};
const kindsAt = (found: LessonMoments) => found.moments.map((moment) => [moment.kind, moment.atS]);

// One recording with every kind of text, and another of the same class that must never leak into it.
let vodId: string;
let otherVodId: string;
const tracks = {} as Record<'zhHuman' | 'zhAutomatic' | 'enAutomatic' | 'enDraft' | 'zhTranscript' | 'otherRecording', string>;

beforeAll(async () => {
  lesson = await demoLiveLesson(db(), 'teacher01');
  teacherId = await demoUserId(db(), 'teacher01');
  vodId = await recording('texts');
  otherVodId = await recording('another lesson');
  const published = CAPTION_STATUS.published;
  // Made in an order unlike the one the player lists them in.
  tracks.zhAutomatic = await track(vodId, 'zh', CAPTION_ORIGIN.automatic, published, [{ startS: 60, endS: 62, text: '机器听写的字幕' }]);
  tracks.enDraft = await track(vodId, 'en', CAPTION_ORIGIN.human, CAPTION_STATUS.draft, [{ startS: 1, endS: 2, text: 'a draft' }]);
  tracks.zhHuman = await track(vodId, 'zh', CAPTION_ORIGIN.human, published, [
    { startS: 5, endS: 8, text: '我们来推导傅里叶变换' },
    { startS: 9, endS: 11, text: '卷积定理' },
  ]);
  tracks.enAutomatic = await track(vodId, 'en', CAPTION_ORIGIN.automatic, published, [{ startS: 3, endS: 4, text: 'welcome' }]);
  // A speech engine's draft: searchable as a transcript, never offered as captions.
  tracks.zhTranscript = await track(vodId, 'zh', CAPTION_ORIGIN.automatic, CAPTION_STATUS.draft, [
    { startS: 20, endS: 22, text: '傅里叶变换的性质' },
  ]);
  tracks.otherRecording = await track(otherVodId, 'zh', CAPTION_ORIGIN.human, published, [
    { startS: 1, endS: 2, text: '另一节课的傅里叶变换' },
  ]);
  await slides(vodId, [
    { startMs: 30_000, endMs: 45_000, text: '傅里叶变换的应用\n信号处理' },
    { startMs: 0, endMs: 12_000, text: '第三章 傅里叶变换\nChapter 3 Fourier transform' },
    { startMs: 12_000, endMs: 30_000, text: '定义与记号' },
  ]);
  await slides(otherVodId, [{ startMs: 0, endMs: 5_000, text: '傅里叶变换 另一节课' }]);
  await note(vodId, 'student01', NOTE_STATUS.draft, 33_000, '我的笔记：傅里叶变换要复习');
  await note(vodId, 'student02', NOTE_STATUS.draft, 40_000, '别人的私人笔记：傅里叶变换');
  await note(vodId, 'teacher01', NOTE_STATUS.released, 50_000, '老师发布的笔记：傅里叶变换小结');
});

describe('the play information', () => {
  it('lists the published tracks, by language and a person’s first, with their labels, and never a draft', async () => {
    const expected = [
      [tracks.enAutomatic, 'en', 'automatic', 'openai-transcriptions', false],
      [tracks.zhHuman, 'zh', 'human', null, true],
      [tracks.zhAutomatic, 'zh', 'automatic', 'openai-transcriptions', false],
    ];
    // The class's teacher and an administrator see drafts in the editor, not in the player.
    for (const who of ['student01', 'teacher01', 'admin'] as const) {
      const { captions } = await textsOf(vodId, who);
      expect(
        captions.map((t) => [t.trackId, t.language, t.origin, t.engine, t.personEdited]),
        who,
      ).toEqual(expected);
    }
  });

  it('names the addresses of each track, the slides and the search within the recording', async () => {
    const texts = await textsOf(vodId, 'student01');
    const vod = `/v1/vod/${vodId}`;
    expect(texts.slidesUrl).toBe(`${vod}/slides`);
    expect(texts.momentsUrl).toBe(`${vod}/moments`);
    for (const played of texts.captions) {
      expect(played.vttUrl).toBe(`${vod}/captions/${played.trackId}/vtt`);
      expect(played.cuesUrl).toBe(`${vod}/captions/${played.trackId}`);
    }
    expect((await textsOf(otherVodId, 'student01')).captions.map((t) => t.trackId)).toEqual([tracks.otherRecording]);
  });

  it('gives the seeded recordings their demo captions, findable within the lesson', async () => {
    // A seeded recording of a class student01 attends.
    const [seeded] = await db()
      .select({ vodId: vods.id, teclId: vods.teclId })
      .from(vods)
      .innerJoin(enrolments, eq(enrolments.teclId, vods.teclId))
      .where(and(like(vods.id, 'vod-1-%'), eq(enrolments.studentId, await demoUserId(db(), 'student01'))))
      .limit(1);
    expect(seeded).toBeDefined();
    const texts = await textsOf(seeded!.vodId, 'student01', seeded!.teclId);
    expect(texts.captions).toMatchObject([{ language: 'en', origin: 'human', engine: null, personEdited: true }]);
    const found = await momentsIn(texts, 'worked example', 'student01');
    expect(found.moments.filter((moment) => moment.kind === 'caption')).toMatchObject([
      { snippet: 'Today: definitions first, then a worked example.' },
    ]);
  });
});

describe('a track’s addresses', () => {
  it('play the track as WebVTT and give its cues to a student', async () => {
    const zh = (await textsOf(vodId, 'student01')).captions.find((t) => t.trackId === tracks.zhHuman)!;
    const vtt = await fetchText(zh.vttUrl, 'student01');
    expect(vtt.status).toBe(200);
    expect(vtt.headers.get('content-type')).toMatch(/^text\/vtt/);
    const parsed = new WebVTTParser().parse(await vtt.text(), 'subtitles');
    expect(parsed.errors).toEqual([]);
    expect(parsed.cues.map((cue) => [cue.startTime, cue.text])).toEqual([
      [5, '我们来推导傅里叶变换'],
      [9, '卷积定理'],
    ]);
    const cues = await get(zh.cuesUrl, 'student01');
    expect(cues.http).toBe(200);
    expect(captionCuesAnswerSchema.parse(cues.body.result).cues).toEqual([
      { startS: 5, endS: 8, text: '我们来推导傅里叶变换' },
      { startS: 9, endS: 11, text: '卷积定理' },
    ]);
    expect(captionTrackSchema.parse(cues.body.result)).toMatchObject({ origin: 'human', status: 'published', editable: false });
  });
});

describe('the slides', () => {
  it('answer what the slide job wrote, in time order, to whoever may watch', async () => {
    const texts = await textsOf(vodId, 'student01');
    const answer = await get(texts.slidesUrl, 'student01');
    expect(answer.http).toBe(200);
    expect(slideChaptersSchema.parse(answer.body.result).slides).toEqual([
      { atS: 0, endS: 12, text: '第三章 傅里叶变换\nChapter 3 Fourier transform' },
      { atS: 12, endS: 30, text: '定义与记号' },
      { atS: 30, endS: 45, text: '傅里叶变换的应用\n信号处理' },
    ]);
  });

  it('are none for a recording not read yet', async () => {
    const fresh = await recording('not read yet');
    expect((await get(`/v1/vod/${fresh}/slides`, 'student01')).body.result).toEqual({ slides: [] });
  });
});

describe('the search within a recording', () => {
  it('finds every kind the caller may read, in this recording only, in time order, with the words marked', async () => {
    const texts = await textsOf(vodId, 'student01');
    const found = await momentsIn(texts, '傅里叶变换', 'student01');
    // Not the other student's private note (40 s), not the other recording's slide or caption.
    expect(kindsAt(found)).toEqual([
      ['slide', 0],
      ['caption', 5],
      ['transcript', 20],
      ['slide', 30],
      ['note', 33],
      ['note', 50],
    ]);
    expect(found.more).toBe(false);
    for (const moment of found.moments)
      expect(moment.marks.map((mark) => moment.snippet.slice(mark.start, mark.end))).toContain('傅里叶变换');
    expect(found.moments[1]).toMatchObject({ kind: 'caption', atS: 5, endS: 8, snippet: '我们来推导傅里叶变换' });
  });

  it('reads notes as the search inside lessons does: the teacher sees the released one, not a student’s own', async () => {
    const texts = await textsOf(vodId, 'teacher01');
    expect(kindsAt(await momentsIn(texts, '傅里叶变换', 'teacher01')).filter(([kind]) => kind === 'note')).toEqual([['note', 50]]);
  });

  it('answers the best LESSON_MOMENTS_MAX, in time order, and says more matched', async () => {
    const many = await recording('many slides');
    await slides(
      many,
      Array.from({ length: LESSON_MOMENTS_MAX + 5 }, (_, i) => ({
        startMs: i * 10_000,
        endMs: i * 10_000 + 9_000,
        text: `第${i}页 拉普拉斯变换`,
      })),
    );
    const texts = await textsOf(many, 'student01');
    const found = await momentsIn(texts, '拉普拉斯变换', 'student01');
    expect(found.moments).toHaveLength(LESSON_MOMENTS_MAX);
    expect(found.more).toBe(true);
    const times = found.moments.map((moment) => moment.atS);
    expect(times).toEqual([...times].sort((a, b) => a - b));
    expect(await momentsIn(texts, '第7页', 'student01')).toMatchObject({ moments: [{ atS: 70 }], more: false });
  });

  it('refuses an empty keyword as a field problem the page words, and answers nothing for punctuation alone', async () => {
    const texts = await textsOf(vodId, 'student01');
    const empty = await searchIn(texts, ' ', 'student01');
    expect(empty.http).toBe(400);
    expect(empty.body.result).toMatchObject({
      reason: 'fieldsInvalid',
      fields: [{ in: 'querystring', field: 'keyword', rule: 'required' }],
    });
    expect(await momentsIn(texts, '，。', 'student01')).toEqual({ moments: [], more: false });
  });
});

describe('who reads a recording’s texts', () => {
  it('answers the slides and the search as the player does to those who may not watch', async () => {
    // A recording of a class open to its own students only, student01 not among them: 403 as the player.
    const closed = await closedDemoRecording(db());
    const hidden = await recording('hidden');
    await db().update(vods).set({ hidden: true }).where(eq(vods.id, hidden));
    await slides(hidden, [{ startMs: 0, endMs: 1_000, text: '隐藏的傅里叶变换' }]);
    for (const [target, status] of [
      [closed.vodId, 403],
      [hidden, 404],
    ] as const) {
      // The player's own answer for the recording: its caption list (readyVod, as playInfo decides).
      expect((await get(`/v1/vod/${target}/captions`, 'student01')).http).toBe(status);
      expect((await get(`/v1/vod/${target}/slides`, 'student01')).http).toBe(status);
      expect((await get(`/v1/vod/${target}/moments?keyword=${encodeURIComponent('傅里叶变换')}`, 'student01')).http).toBe(status);
    }
    expect((await get(`/v1/vod/${hidden}/slides`, 'teacher01')).body.result.slides).toHaveLength(1);
  });

  it('shows another tenant’s user nothing: every address is not found', async () => {
    const texts = await textsOf(vodId, 'student01');
    const paths = [texts.slidesUrl, `${texts.momentsUrl}?keyword=x`, ...texts.captions.flatMap((t) => [t.vttUrl, t.cuesUrl])];
    for (const path of paths) expect((await get(path, 'student03')).http, path).toBe(404);
  });

  it('needs a session', async () => {
    const texts = await textsOf(vodId, 'student01');
    for (const path of [texts.slidesUrl, `${texts.momentsUrl}?keyword=x`, texts.captions[0]!.vttUrl])
      expect((await get(path)).http).toBe(401);
  });
});

describe('through a share link', () => {
  let token: string;
  let shareId: string;
  let shared: PlayTexts;
  beforeAll(async () => {
    const made = await call(signedIn.server.url, '/v1/share/create', {
      method: 'POST',
      token: signedIn.tokens.teacher01,
      json: { vodId, expiresInHours: 24 },
    });
    expect(made.http, JSON.stringify(made.body)).toBe(200);
    ({ token, shareId } = shareCreatedSchema.parse(made.body.result));
    const looked = await get(`/v1/share/vod?token=${encodeURIComponent(token)}`);
    expect(looked.http).toBe(200);
    shared = sharedVodSchema.parse(looked.body.result).texts;
  });

  it('names the published tracks and the texts at addresses inside the link', async () => {
    const texts = `/v1/share/texts/${token}`;
    expect(shared.captions.map((t) => t.trackId)).toEqual([tracks.enAutomatic, tracks.zhHuman, tracks.zhAutomatic]);
    expect(shared.captions[1]).toMatchObject({
      origin: 'human',
      personEdited: true,
      vttUrl: `${texts}/captions/${tracks.zhHuman}/vtt`,
      cuesUrl: `${texts}/captions/${tracks.zhHuman}`,
    });
    expect(shared).toMatchObject({ slidesUrl: `${texts}/slides`, momentsUrl: `${texts}/moments` });
  });

  it('serves each of them without a session', async () => {
    const zh = shared.captions[1]!;
    const vtt = await fetchText(zh.vttUrl);
    expect(vtt.status).toBe(200);
    expect(vtt.headers.get('content-type')).toMatch(/^text\/vtt/);
    expect(vtt.headers.get('cache-control')).toBe('no-store');
    expect(await vtt.text()).toContain('我们来推导傅里叶变换');
    expect(captionCuesAnswerSchema.parse((await get(zh.cuesUrl)).body.result).cues).toHaveLength(2);
    expect(slideChaptersSchema.parse((await get(shared.slidesUrl)).body.result).slides.map((slide) => slide.atS)).toEqual([0, 12, 30]);
  });

  it('searches the one recording, its slides, captions and transcripts, never a note', async () => {
    expect(kindsAt(await momentsIn(shared, '傅里叶变换'))).toEqual([
      ['slide', 0],
      ['caption', 5],
      ['transcript', 20],
      ['slide', 30],
    ]);
    expect((await momentsIn(shared, '老师发布的笔记')).moments).toEqual([]);
  });

  it('finds no track of another recording, nor a draft, through the link', async () => {
    const texts = `/v1/share/texts/${token}`;
    for (const trackId of [tracks.otherRecording, tracks.enDraft, tracks.zhTranscript]) {
      expect((await get(`${texts}/captions/${trackId}`)).http, trackId).toBe(404);
      expect((await fetchText(`${texts}/captions/${trackId}/vtt`)).status, trackId).toBe(404);
    }
    expect((await get(`/v1/share/texts/${'A'.repeat(43)}/slides`)).http).toBe(404);
  });

  it('refuses every address once the link is revoked, as its streams', async () => {
    const revoked = await call(signedIn.server.url, '/v1/share/revoke', {
      method: 'POST',
      token: signedIn.tokens.teacher01,
      json: { shareId },
    });
    expect(revoked.http).toBe(200);
    const paths = [shared.slidesUrl, `${shared.momentsUrl}?keyword=x`, ...shared.captions.flatMap((t) => [t.vttUrl, t.cuesUrl])];
    for (const path of paths) {
      const answer = await get(path);
      expect(answer.http, path).toBe(410);
      expect(answer.body).toMatchObject({ status: 410, code: 41000 });
    }
  });
});
