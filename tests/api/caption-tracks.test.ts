import { and, eq } from 'drizzle-orm';
import { WebVTTParser } from 'webvtt-parser';
import { beforeAll, describe, expect, it } from 'vitest';
import { CAPTION_CUE_MAX_CHARS, CAPTION_MAX_CUES, captionTrackSchema, type CaptionTrack } from '../../src/schemas/captions';
import { lessonHitPageSchema, type Moment } from '../../src/schemas/lesson-search';
import { indexCaptionTrack } from '../../server/lesson-text/caption-index';
import { CAPTION_ORIGIN, captionTracks, teachingClasses, vods } from '../../server/db/schema';
import { EXTRA_PASSWORD } from '../../server/db/seed/plan';
import { call, login, type Answer } from '../support/api-client';
import { demoLiveLesson } from '../support/live-lessons';
import { signedInServer } from '../support/signed-in-server';

/**
 * Caption tracks through their routes (docs/captions.md), on each backend: a WebVTT or SRT file
 * becomes a person's draft, a bad file is refused saying where, a stale editor cannot overwrite a
 * newer save, publishing makes the cues findable inside the lesson and unpublishing takes them
 * back, and only the class's teacher and the tenant's administrators change anything. The
 * recordings belong to a class teacher01 teaches and student01 attends.
 */
const signedIn = signedInServer(['admin', 'teacher01', 'student01', 'student03']);
const db = () => signedIn.server.database.db;
type Caller = 'admin' | 'teacher01' | 'student01' | 'student03' | 'teacher02';
const tokens = {} as Record<Caller, string>;

const api = <T = any>(who: Caller, path: string, init: { method?: string; json?: unknown } = {}): Promise<Answer<T>> =>
  call<T>(signedIn.server.url, path, { ...init, token: tokens[who] });
const captions = (vodId: string) => `/v1/vod/${encodeURIComponent(vodId)}/captions`;
const upload = (who: Caller, vodId: string, body: { language: string; format: string; text: string }) =>
  api<CaptionTrack>(who, captions(vodId), { method: 'POST', json: body });
const save = (who: Caller, vodId: string, trackId: string, json: unknown) =>
  api<CaptionTrack>(who, `${captions(vodId)}/${trackId}`, { method: 'PUT', json });
const setStatus = (who: Caller, vodId: string, trackId: string, status: string) =>
  api<CaptionTrack>(who, `${captions(vodId)}/${trackId}/status`, { method: 'POST', json: { status } });
const remove = (who: Caller, vodId: string, trackId: string) => api(who, `${captions(vodId)}/${trackId}`, { method: 'DELETE' });

/** The moments of a recording the caller finds for `keyword` inside lessons. */
const found = async (who: Caller, keyword: string, vodId: string): Promise<Moment[]> => {
  const answer = await api(who, `/v1/lesson/search?keyword=${encodeURIComponent(keyword)}&page.pageSize=100`);
  expect(answer.http, JSON.stringify(answer.body)).toBe(200);
  const hits = lessonHitPageSchema.parse(answer.body.result).records;
  return hits.find((hit) => hit.vodId === vodId)?.moments ?? [];
};

let lesson: { teclId: string; courId: string };
let classIsOpen = false;
/** A fresh ready recording of the lesson, `durationS` long (0: not known). */
const recording = async (durationS = 0) => {
  const [vod] = await db()
    .insert(vods)
    .values({ tenantId: '1', teclId: lesson.teclId, courId: lesson.courId, title: 'captioned', status: 'ready', durationS })
    .returning({ id: vods.id });
  return vod!.id;
};

const VTT = `WEBVTT
Kind: captions

NOTE written by the teacher

1
00:00:01.000 --> 00:00:04.500 align:start
<v 李老师>今天讲傅里叶变换</v>

00:00:05.000 --> 00:00:09.000
卷积定理 &amp; 频域
<i>第二行</i>
`;
const SRT = `1\r\n00:00:02,000 --> 00:00:06,250\r\n{\\an8}拉普拉斯变换的定义\r\n\r\n2\r\n00:01:00,000 --> 00:01:03,000\r\n<font color="red">收敛域</font> region of convergence\r\n`;

/** A person's draft track of a fresh recording, uploaded by teacher01. */
const draftTrack = async (text = VTT, durationS = 0) => {
  const vodId = await recording(durationS);
  const answer = await upload('teacher01', vodId, { language: 'zh', format: 'vtt', text });
  expect(answer.http, JSON.stringify(answer.body)).toBe(200);
  return { vodId, track: answer.body.result };
};

beforeAll(async () => {
  Object.assign(tokens, signedIn.tokens);
  tokens.teacher02 = (await login(signedIn.server.url, { username: 'teacher02', tenantId: '1', password: EXTRA_PASSWORD })).jwt_token;
  lesson = await demoLiveLesson(db(), 'teacher01');
  const [tecl] = await db()
    .select({ visibility: teachingClasses.visibility })
    .from(teachingClasses)
    .where(eq(teachingClasses.id, lesson.teclId));
  classIsOpen = tecl!.visibility === 'campus';
});

describe('uploading', () => {
  it('makes a WebVTT file with Chinese text a person’s draft, its markup dropped and its entities read', async () => {
    const { vodId, track } = await draftTrack();
    expect(captionTrackSchema.parse(track)).toMatchObject({
      vodId,
      language: 'zh',
      origin: 'human',
      engine: null,
      status: 'draft',
      revision: 1,
      cueCount: 2,
      personEdited: true,
      editable: true,
    });
    expect(track.cues).toEqual([
      { startS: 1, endS: 4.5, text: '今天讲傅里叶变换' },
      { startS: 5, endS: 9, text: '卷积定理 & 频域\n第二行' },
    ]);
  });

  it('reads an SRT file (CRLF lines, placement codes, font tags) the same way', async () => {
    const vodId = await recording();
    const answer = await upload('admin', vodId, { language: 'zh', format: 'srt', text: SRT });
    expect(answer.http, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.result.cues).toEqual([
      { startS: 2, endS: 6.25, text: '拉普拉斯变换的定义' },
      { startS: 60, endS: 63, text: '收敛域 region of convergence' },
    ]);
    expect(answer.body.result).toMatchObject({ origin: 'human', status: 'draft', editable: true });
  });

  const stamp = (seconds: number) => new Date(seconds * 1000).toISOString().slice(11, 23);
  const manyCues = Array.from({ length: CAPTION_MAX_CUES + 1 }, (_, i) => `${stamp(i)} --> ${stamp(i + 0.5)}\n第${i}句`).join('\n\n');
  const longCue = `WEBVTT\n\n00:00:01.000 --> 00:00:02.000\n${'长'.repeat(CAPTION_CUE_MAX_CHARS + 1)}\n`;
  it.each([
    [
      'a WebVTT file without its signature',
      'vtt',
      'hello\n\n00:01.000 --> 00:02.000\nhi\n',
      'captionFileUnreadable',
      { format: 'WebVTT', line: 1 },
    ],
    ['an SRT file sent as WebVTT', 'vtt', SRT, 'captionFileUnreadable', { format: 'WebVTT', line: 1 }],
    ['a WebVTT file sent as SRT', 'srt', VTT, 'captionFileUnreadable', { format: 'SRT', line: 1 }],
    [
      'a timing it cannot read',
      'vtt',
      'WEBVTT\n\n00:01.000 --> 00:02.000\nok\n\n00:0x.000 --> 00:03.000\nbroken\n',
      'captionFileUnreadable',
      { format: 'WebVTT', line: 6 },
    ],
    [
      'an SRT timing with one arrowhead missing',
      'srt',
      '1\n00:00:01,000 -> 00:00:02,000\nhi\n',
      'captionFileUnreadable',
      { format: 'SRT', line: 2 },
    ],
    [
      'a block without a timing',
      'vtt',
      'WEBVTT\n\n00:01.000 --> 00:02.000\nok\n\njust some words\n',
      'captionFileUnreadable',
      { format: 'WebVTT', line: 6 },
    ],
    ['a file of notes only', 'vtt', 'WEBVTT\n\nNOTE nothing to show\n', 'captionFileEmpty', { format: 'WebVTT' }],
    [
      'a cue ending before it begins',
      'srt',
      '1\n00:00:05,000 --> 00:00:04,000\n倒着的字幕\n',
      'captionCueEndsBeforeStart',
      { at: '00:00:05.000' },
    ],
    [
      'a cue past the recording’s end',
      'vtt',
      'WEBVTT\n\n00:09:59.000 --> 00:10:01.000\n最后一句\n',
      'captionCueAfterEnd',
      { at: '00:09:59.000', duration: '00:10:00' },
    ],
    ['a cue too long', 'vtt', longCue, 'captionCueTooLong', { at: '00:00:01.000', max: CAPTION_CUE_MAX_CHARS }],
    ['too many cues', 'vtt', `WEBVTT\n\n${manyCues}\n`, 'captionTooManyCues', { max: CAPTION_MAX_CUES, cues: CAPTION_MAX_CUES + 1 }],
  ])('refuses %s, saying why in a sentence the page words, and stores nothing', async (_what, format, text, reason, values) => {
    const vodId = await recording(600);
    const answer = await upload('teacher01', vodId, { language: 'zh', format, text });
    expect(answer.http, JSON.stringify(answer.body)).toBe(400);
    expect(answer.body.result).toEqual({ reason, values, field: 'text' });
    expect((await api('teacher01', captions(vodId))).body.result).toEqual([]);
  });

  it('refuses a language or a format it does not take as field problems', async () => {
    const answer = await upload('teacher01', await recording(), { language: 'fr', format: 'ass', text: VTT });
    expect(answer.http).toBe(400);
    expect(answer.body.result).toMatchObject({
      reason: 'fieldsInvalid',
      fields: [
        { in: 'body', field: 'language', rule: 'choice', values: {} },
        { in: 'body', field: 'format', rule: 'choice', values: {} },
      ],
    });
  });

  it('keeps one person’s track per language: a second upload is refused', async () => {
    const { vodId } = await draftTrack();
    const again = await upload('admin', vodId, { language: 'zh', format: 'srt', text: SRT });
    expect(again.http).toBe(409);
    expect(again.body.result).toEqual({ reason: 'captionLanguageTaken', values: {}, field: 'language' });
    expect((await upload('admin', vodId, { language: 'en', format: 'srt', text: SRT })).http).toBe(200);
  });
});

describe('editing', () => {
  it('saves the cues from the revision read, and refuses a save from a stale one', async () => {
    const { vodId, track } = await draftTrack();
    const cues = [{ startS: 1.25, endS: 3, text: '改过的第一句' }];
    const first = await save('teacher01', vodId, track.trackId, { revision: 1, cues });
    expect(first.http, JSON.stringify(first.body)).toBe(200);
    expect(first.body.result).toMatchObject({ revision: 2, cueCount: 1, cues });

    const stale = await save('admin', vodId, track.trackId, { revision: 1, cues: [{ startS: 0, endS: 1, text: '旧窗口' }] });
    expect(stale.http).toBe(409);
    expect(stale.body.result).toEqual({ reason: 'captionTrackChanged', values: {} });
    expect((await api('teacher01', `${captions(vodId)}/${track.trackId}`)).body.result.cues).toEqual(cues);
  });

  it('refuses cues out of order, ending before they begin or past the recording, naming the field', async () => {
    const { vodId, track } = await draftTrack(VTT, 60);
    const fieldsOf = async (cues: unknown) => (await save('teacher01', vodId, track.trackId, { revision: 1, cues })).body.result;
    expect(
      await fieldsOf([
        { startS: 5, endS: 6, text: '二' },
        { startS: 2, endS: 1, text: '一' },
      ]),
    ).toMatchObject({
      reason: 'fieldsInvalid',
      fields: [
        { in: 'body', field: 'cues.1.endS', rule: 'order', values: {} },
        { in: 'body', field: 'cues.1.startS', rule: 'order', values: {} },
      ],
    });
    expect(await fieldsOf([{ startS: 1, endS: 2, text: '   ' }])).toMatchObject({ fields: [{ field: 'cues.0.text', rule: 'required' }] });
    expect(await fieldsOf([])).toMatchObject({ fields: [{ field: 'cues', rule: 'required' }] });
    expect(await fieldsOf([{ startS: 59, endS: 61, text: '超出' }])).toEqual({
      reason: 'captionCueAfterEnd',
      values: { at: '00:00:59.000', duration: '00:01:00' },
      field: 'cues.0.endS',
    });
  });

  it('keeps a speech engine’s track automatic when a person corrects it, and says a person did', async () => {
    const vodId = await recording();
    const [automatic] = await db()
      .insert(captionTracks)
      .values({
        tenantId: '1',
        vodId,
        language: 'en',
        origin: CAPTION_ORIGIN.automatic,
        engine: 'pocketsphinx',
        cues: [{ startS: 7, endS: 9, text: 'the heisenberg uncertain tea principle' }],
      })
      .returning({ id: captionTracks.id });
    const trackId = automatic!.id;
    await indexCaptionTrack(db(), trackId);
    expect((await found('student01', 'uncertain tea', vodId)).map((moment) => moment.kind)).toEqual(['transcript']);

    const corrected = await save('teacher01', vodId, trackId, {
      revision: 1,
      cues: [{ startS: 7, endS: 9, text: 'the Heisenberg uncertainty principle' }],
    });
    expect(corrected.body.result).toMatchObject({ origin: 'automatic', engine: 'pocketsphinx', personEdited: true, revision: 2 });
    expect(await found('student01', 'uncertain tea', vodId)).toEqual([]);
    expect((await found('student01', 'Heisenberg', vodId)).map((moment) => moment.kind)).toEqual(['transcript']);

    await setStatus('teacher01', vodId, trackId, 'published');
    expect((await found('student01', 'Heisenberg', vodId)).map((moment) => moment.kind)).toEqual(['caption']);
    await setStatus('teacher01', vodId, trackId, 'draft');
    expect((await found('student01', 'Heisenberg', vodId)).map((moment) => moment.kind)).toEqual(['transcript']);
  });
});

describe('publishing and the search inside lessons', () => {
  it('finds a track’s cues once published, its edits at once, and nothing once unpublished or deleted', async () => {
    const { vodId, track } = await draftTrack('WEBVTT\n\n00:01:05.000 --> 00:01:08.000\n拉格朗日乘子法\n');
    expect(await found('student01', '拉格朗日乘子', vodId)).toEqual([]);
    expect(await found('teacher01', '拉格朗日乘子', vodId)).toEqual([]);

    const published = await setStatus('teacher01', vodId, track.trackId, 'published');
    expect(published.body.result).toMatchObject({ status: 'published', revision: 1 });
    expect(await found('student01', '拉格朗日乘子', vodId)).toMatchObject([{ kind: 'caption', atS: 65, endS: 68 }]);

    await save('teacher01', vodId, track.trackId, { revision: 1, cues: [{ startS: 65, endS: 68, text: '改讲哈密顿原理' }] });
    expect(await found('student01', '拉格朗日乘子', vodId)).toEqual([]);
    expect(await found('student01', '哈密顿原理', vodId)).toMatchObject([{ kind: 'caption', atS: 65 }]);

    expect((await setStatus('admin', vodId, track.trackId, 'draft')).body.result.status).toBe('draft');
    expect(await found('student01', '哈密顿原理', vodId)).toEqual([]);
    expect(await found('admin', '哈密顿原理', vodId)).toEqual([]);

    await setStatus('teacher01', vodId, track.trackId, 'published');
    expect(await found('student01', '哈密顿原理', vodId)).toHaveLength(1);
    expect((await remove('teacher01', vodId, track.trackId)).body.result).toEqual({ deleted: true });
    expect(await found('student01', '哈密顿原理', vodId)).toEqual([]);
    expect((await api('teacher01', `${captions(vodId)}/${track.trackId}`)).http).toBe(404);
  });

  it('serves a track as WebVTT that a WebVTT parser reads back', async () => {
    const { vodId, track } = await draftTrack();
    await setStatus('teacher01', vodId, track.trackId, 'published');
    const response = await fetch(new URL(`${captions(vodId)}/${track.trackId}/vtt`, signedIn.server.url), {
      headers: { 'jwt-token': tokens.student01 },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/vtt/);
    const parsed = new WebVTTParser().parse(await response.text(), 'subtitles');
    expect(parsed.errors).toEqual([]);
    expect(parsed.cues.map((cue) => [cue.startTime, cue.endTime, cue.text])).toEqual([
      [1, 4.5, '今天讲傅里叶变换'],
      [5, 9, '卷积定理 &amp; 频域\n第二行'],
    ]);
  });
});

describe('who may do what', () => {
  let vodId: string;
  let draft: CaptionTrack;
  let published: CaptionTrack;
  beforeAll(async () => {
    ({ vodId, track: draft } = await draftTrack());
    published = (await upload('teacher01', vodId, { language: 'en', format: 'srt', text: SRT })).body.result;
    await setStatus('teacher01', vodId, published.trackId, 'published');
  });
  const trackPath = (track: CaptionTrack) => `${captions(vodId)}/${track.trackId}`;
  const cues = [{ startS: 1, endS: 2, text: '不该保存' }];

  it('shows viewers the published tracks only, and the class’s teacher and administrators every one', async () => {
    const listed = async (who: Caller) =>
      ((await api(who, captions(vodId))).body.result as CaptionTrack[]).map((t) => [t.trackId, t.editable]);
    expect(await listed('student01')).toEqual([[published.trackId, false]]);
    expect(await listed('teacher01')).toEqual([
      [published.trackId, true],
      [draft.trackId, true],
    ]);
    expect(await listed('admin')).toHaveLength(2);
    expect((await api('student01', trackPath(published))).body.result).toMatchObject({ status: 'published', editable: false });
    expect((await api('student01', trackPath(draft))).http).toBe(404);
    expect((await api('student01', `${trackPath(draft)}/vtt`)).http).toBe(404);
  });

  it('lets a student change nothing: a track they cannot see is 404, one they see 403', async () => {
    expect((await upload('student01', vodId, { language: 'zh', format: 'vtt', text: VTT })).http).toBe(403);
    expect((await save('student01', vodId, published.trackId, { revision: 1, cues })).http).toBe(403);
    expect((await setStatus('student01', vodId, published.trackId, 'draft')).http).toBe(403);
    expect((await remove('student01', vodId, published.trackId)).http).toBe(403);
    expect((await save('student01', vodId, draft.trackId, { revision: 1, cues })).http).toBe(404);
    expect((await setStatus('student01', vodId, draft.trackId, 'published')).http).toBe(404);
  });

  it('lets a teacher of another class change nothing', async () => {
    // A class open to the campus lets them watch (403 to change, a draft not found); a closed one not even that (403).
    const hidden = classIsOpen ? 404 : 403;
    expect((await upload('teacher02', vodId, { language: 'zh', format: 'vtt', text: VTT })).http).toBe(403);
    expect((await save('teacher02', vodId, published.trackId, { revision: 1, cues })).http).toBe(403);
    expect((await setStatus('teacher02', vodId, published.trackId, 'draft')).http).toBe(403);
    expect((await remove('teacher02', vodId, published.trackId)).http).toBe(403);
    expect((await setStatus('teacher02', vodId, draft.trackId, 'published')).http).toBe(hidden);
  });

  it('shows another tenant’s user nothing: the recording does not exist for them', async () => {
    for (const path of [captions(vodId), trackPath(published), `${trackPath(published)}/vtt`])
      expect((await api('student03', path)).http).toBe(404);
    expect((await upload('student03', vodId, { language: 'zh', format: 'vtt', text: VTT })).http).toBe(404);
    expect((await setStatus('student03', vodId, published.trackId, 'draft')).http).toBe(404);
  });

  it('left every track as it was', async () => {
    const [row] = await db()
      .select({ status: captionTracks.status, revision: captionTracks.revision })
      .from(captionTracks)
      .where(and(eq(captionTracks.id, published.trackId), eq(captionTracks.vodId, vodId)));
    expect(row).toEqual({ status: 'published', revision: 1 });
    expect((await api('admin', trackPath(draft))).body.result).toMatchObject({ status: 'draft', revision: 1 });
  });
});
