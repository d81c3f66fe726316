import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { NOTE_STATUS } from '../../src/constants';
import type { NoteStatus } from '../../src/notes/note-status-rules';
import { lessonHitPageSchema, type LessonHit } from '../../src/schemas/lesson-search';
import { CAPTION_ORIGIN, CAPTION_STATUS, captionTracks, notes, vods, type LessonTextKind } from '../../server/db/schema';
import { lessonsByIds } from '../../server/catalogue/lesson-row';
import { replaceLessonTexts } from '../../server/lesson-text/lesson-text-index';
import { call } from '../support/api-client';
import { demoUserId } from '../support/demo-users';
import { indexedNote } from '../support/indexed-note';
import { demoLiveLesson } from '../support/live-lessons';
import { SET_PIECES, SET_QUERIES } from '../support/lesson-search-set';
import { signedInServer, type DemoName } from '../support/signed-in-server';

/**
 * The search inside lessons (docs/search.md "Inside lessons"), on each backend: the committed
 * query set (tests/support/lesson-search-set.ts) finds exactly what it must, the answer says
 * where in the recording and marks the words, and nobody finds a piece they may not read.
 */
const signedIn = signedInServer(['admin', 'teacher01', 'student01', 'student03']);
const db = () => signedIn.server.database.db;

const search = async (who: DemoName, keyword: string): Promise<LessonHit[]> => {
  const answer = await call(signedIn.server.url, `/v1/lesson/search?keyword=${encodeURIComponent(keyword)}&page.pageSize=100`, {
    token: signedIn.tokens[who],
  });
  expect(answer.http, JSON.stringify(answer.body)).toBe(200);
  return lessonHitPageSchema.parse(answer.body.result).records;
};
const titles = (hits: LessonHit[]) => hits.map((hit) => hit.title).sort();

let lesson: { teclId: string; courId: string };
const recording = async (title: string, hidden = false) => {
  const [vod] = await db()
    .insert(vods)
    .values({ tenantId: '1', teclId: lesson.teclId, courId: lesson.courId, title, status: 'ready', hidden })
    .returning({ id: vods.id });
  return vod!.id;
};
const index = (vodId: string, kind: LessonTextKind, sourceId: string, pieces: { startMs: number; endMs: number; text: string }[]) =>
  replaceLessonTexts(db(), { tenantId: '1', teclId: lesson.teclId, vodId, courId: lesson.courId, kind, sourceId }, pieces);

beforeAll(async () => {
  // A class teacher01 teaches that student01 attends, and one of its lessons.
  lesson = await demoLiveLesson(db(), 'teacher01');
  // One recording per piece of the set, titled by the piece's key: a hit's title names what it found.
  for (const piece of SET_PIECES) {
    const vodId = await recording(`set:${piece.key}`);
    if (piece.kind === 'slide') await index(vodId, 'slide', vodId, [{ startMs: 12_000, endMs: 20_000, text: piece.text }]);
    else {
      const [track] = await db()
        .insert(captionTracks)
        .values({
          tenantId: '1',
          vodId,
          language: 'zh',
          origin: CAPTION_ORIGIN.human,
          status: CAPTION_STATUS.published,
          cues: [{ startS: 12, endS: 20, text: piece.text }],
        })
        .returning({ id: captionTracks.id });
      await index(vodId, 'caption', track!.id, [{ startMs: 12_000, endMs: 20_000, text: piece.text }]);
    }
  }
});

describe('the query set', () => {
  it.each(SET_QUERIES.map((entry) => [entry.query, entry.why, entry.finds] as const))('%s (%s)', async (query, _why, finds) => {
    const hits = (await search('teacher01', query)).filter((hit) => hit.title.startsWith('set:'));
    expect(titles(hits)).toEqual(finds.map((key) => `set:${key}`).sort());
  });

  it('holds at least 40 queries', () => {
    expect(SET_QUERIES.length).toBeGreaterThanOrEqual(40);
  });
});

describe('a hit', () => {
  it('names the second to start at, what it was found in, and marks the words as the piece writes them', async () => {
    const [hit] = await search('teacher01', '傅里叶变换 卷积');
    expect(hit?.title).toBe('set:fourier-simp');
    const [moment] = hit!.moments;
    expect(moment).toMatchObject({ kind: 'caption', atS: 12, endS: 20, snippet: '我们来推导傅里叶变换的卷积定理' });
    expect(moment!.marks.map((mark) => moment!.snippet.slice(mark.start, mark.end))).toEqual(['傅里叶变换', '卷积']);
    const [traditional] = await search('teacher01', '傅里叶变换 定义');
    const slide = traditional!.moments[0]!;
    expect(slide.kind).toBe('slide');
    expect(slide.marks.map((mark) => slide.snippet.slice(mark.start, mark.end))).toEqual(['傅裡葉變換', '定義']);
  });

  it('keeps a lesson to its best three moments, best first, and cuts a long piece around the words', async () => {
    const vodId = await recording('many-moments');
    const long = `${'前面的内容很长。'.repeat(30)}这里讲到了哈密顿量的本征值。${'后面还有很多别的内容。'.repeat(30)}`;
    await index(vodId, 'slide', vodId, [
      { startMs: 1_000, endMs: 2_000, text: '哈密顿量 哈密顿量 哈密顿量' },
      { startMs: 60_000, endMs: 61_000, text: long },
      { startMs: 90_000, endMs: 91_000, text: '哈密顿量的定义' },
      { startMs: 120_000, endMs: 121_000, text: '再看哈密顿量' },
    ]);
    const [hit] = await search('teacher01', '哈密顿量');
    expect(hit?.title).toBe('many-moments');
    expect(hit!.moments).toHaveLength(3);
    expect(hit!.moments[0]!.atS).toBe(1);
    const cut = (await search('teacher01', '哈密顿量 本征值'))[0]!.moments[0]!;
    expect(cut.atS).toBe(60);
    expect(cut.snippet.length).toBeLessThan(long.length);
    expect(cut.snippet.startsWith('…') && cut.snippet.endsWith('…')).toBe(true);
    expect(cut.marks.map((mark) => cut.snippet.slice(mark.start, mark.end))).toEqual(['哈密顿量', '本征值']);
  });

  it('is found once when its source is indexed twice (a job run again)', async () => {
    const vodId = await recording('indexed-twice');
    for (let run = 0; run < 2; run++) await index(vodId, 'slide', vodId, [{ startMs: 5_000, endMs: 9_000, text: '狄拉克方程' }]);
    const hits = await search('teacher01', '狄拉克方程');
    expect(hits).toHaveLength(1);
    expect(hits[0]!.moments).toHaveLength(1);
  });

  it('refuses an empty keyword as a field problem the page words, and answers nothing for punctuation alone', async () => {
    const empty = await call(signedIn.server.url, '/v1/lesson/search?keyword=%20', { token: signedIn.tokens.teacher01 });
    expect(empty.http).toBe(400);
    expect(empty.body.result).toEqual({
      reason: 'fieldsInvalid',
      values: {},
      fields: [{ in: 'querystring', field: 'keyword', rule: 'required', values: {} }],
    });
    expect(await search('teacher01', '，。！')).toEqual([]);
  });
});

describe('who finds what', () => {
  const secret = '薛定谔的猫只在这里';
  let vodId: string;
  beforeAll(async () => {
    vodId = await recording('visibility');
  });

  it('finds slides of a recording only for those who may watch it: hidden ones for its teacher and administrators alone', async () => {
    const hidden = await recording('hidden-one', true);
    await index(hidden, 'slide', hidden, [{ startMs: 0, endMs: 1_000, text: `${secret}（隐藏）` }]);
    expect(titles(await search('teacher01', '隐藏'))).toEqual(['hidden-one']);
    expect(titles(await search('admin', '隐藏'))).toEqual(['hidden-one']);
    expect(await search('student01', '隐藏')).toEqual([]);
  });

  it('never crosses tenants', async () => {
    await index(vodId, 'slide', vodId, [{ startMs: 0, endMs: 1_000, text: secret }]);
    expect(titles(await search('student01', secret))).toEqual(['visibility']);
    expect(await search('student03', secret)).toEqual([]);
  });

  it('finds captions once published, and a speech engine’s draft as a transcript', async () => {
    const [draft] = await db()
      .insert(captionTracks)
      .values({ tenantId: '1', vodId, language: 'zh', origin: CAPTION_ORIGIN.human, status: CAPTION_STATUS.draft, cues: [] })
      .returning({ id: captionTracks.id });
    await index(vodId, 'caption', draft!.id, [{ startMs: 3_000, endMs: 4_000, text: '草稿字幕里的海森堡' }]);
    expect(await search('student01', '海森堡')).toEqual([]);
    await db().update(captionTracks).set({ status: CAPTION_STATUS.published }).where(eq(captionTracks.id, draft!.id));
    expect(titles(await search('student01', '海森堡'))).toEqual(['visibility']);

    const [automatic] = await db()
      .insert(captionTracks)
      .values({ tenantId: '1', vodId, language: 'en', origin: CAPTION_ORIGIN.automatic, engine: 'pocketsphinx', cues: [] })
      .returning({ id: captionTracks.id });
    await index(vodId, 'transcript', automatic!.id, [{ startMs: 7_000, endMs: 9_000, text: 'the uncertainty principle' }]);
    const [hit] = await search('student01', 'uncertainty');
    expect(hit!.moments[0]).toMatchObject({ kind: 'transcript', atS: 7 });
  });

  it('finds a note as the note may be read: its author always, the class once released, the teacher once handed in', async () => {
    const student = { id: await demoUserId(db(), 'student01') };
    const teacher = { id: await demoUserId(db(), 'teacher01') };
    const write = (userId: string, status: NoteStatus, text: string) =>
      indexedNote(db(), lesson, { vodId, userId, status, atMs: 30_000, text });
    const draft = await write(student.id, NOTE_STATUS.draft, '我的私人笔记：玻尔模型');
    expect(titles(await search('student01', '玻尔模型'))).toEqual(['visibility']);
    expect(await search('teacher01', '玻尔模型')).toEqual([]);
    await db().update(notes).set({ status: NOTE_STATUS.pending }).where(eq(notes.id, draft));
    expect(titles(await search('teacher01', '玻尔模型'))).toEqual(['visibility']);

    await write(teacher.id, NOTE_STATUS.released, '老师发布的笔记：泡利不相容原理');
    expect(titles(await search('student01', '泡利'))).toEqual(['visibility']);
    await write(teacher.id, NOTE_STATUS.draft, '老师的草稿：费米子');
    expect(await search('student01', '费米子')).toEqual([]);
  });
});

describe('notes through their routes', () => {
  it('are found at the moment of the time card a passage follows, with their latest text, and not once deleted', async () => {
    const vodId = await recording('noted');
    const note = (content: unknown[], title = '我的复习笔记') => ({ title, content });
    const created = await call(signedIn.server.url, '/v1/note', {
      method: 'POST',
      token: signedIn.tokens.student01,
      json: {
        vodId,
        ...note([
          { type: 'paragraph', children: [{ text: '开头的总结' }] },
          { type: 'mark-time-card', timeString: '00:02:05', content: '这里讲洛伦兹变换', children: [{ text: '' }] },
          { type: 'paragraph', children: [{ text: '推导用到了光速不变' }] },
        ]),
      },
    });
    expect(created.http, JSON.stringify(created.body)).toBe(200);
    const { id, revision } = created.body.result as { id: string; revision: number };
    const moment = async (keyword: string) => (await search('student01', keyword)).find((hit) => hit.title === 'noted')?.moments[0];
    expect(await moment('开头的总结')).toMatchObject({ kind: 'note', atS: 0 });
    expect(await moment('洛伦兹变换')).toMatchObject({ kind: 'note', atS: 125 });
    expect(await moment('光速不变')).toMatchObject({ kind: 'note', atS: 125 });

    const saved = await call(signedIn.server.url, `/v1/note/${id}`, {
      method: 'PUT',
      token: signedIn.tokens.student01,
      json: { revision, content: [{ type: 'paragraph', children: [{ text: '改写以后只讲闵可夫斯基空间' }] }] },
    });
    expect(saved.http, JSON.stringify(saved.body)).toBe(200);
    expect(await moment('洛伦兹变换')).toBeUndefined();
    expect(await moment('闵可夫斯基')).toMatchObject({ kind: 'note', atS: 0 });

    expect((await call(signedIn.server.url, `/v1/note/${id}`, { method: 'DELETE', token: signedIn.tokens.student01 })).http).toBe(200);
    expect(await moment('闵可夫斯基')).toBeUndefined();
  });
});

describe('the AI badge', () => {
  it('is on exactly when a ready recording of the lesson has a transcript a speech engine made', async () => {
    const badge = async () => (await lessonsByIds(db(), [lesson.courId], signedIn.server.clock.now))[0]!.courTransferFlag;
    await db().delete(captionTracks).where(eq(captionTracks.origin, CAPTION_ORIGIN.automatic));
    expect(await badge()).toBe(false);
    const vodId = await recording('badge');
    await db()
      .insert(captionTracks)
      .values({ tenantId: '1', vodId, language: 'zh', origin: CAPTION_ORIGIN.human, status: CAPTION_STATUS.published, cues: [] });
    expect(await badge()).toBe(false);
    await db()
      .insert(captionTracks)
      .values({ tenantId: '1', vodId, language: 'en', origin: CAPTION_ORIGIN.automatic, engine: 'pocketsphinx', cues: [] });
    expect(await badge()).toBe(true);
    await db().update(vods).set({ status: 'processing' }).where(eq(vods.id, vodId));
    expect(await badge()).toBe(false);
  });
});
