import { readFileSync } from 'node:fs';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { NOTE_STATUS, ROLE } from '../../src/constants';
import { LESSON_HITS_COUNTED, lessonHitPageSchema, lessonSearchQuerySchema, type LessonHit } from '../../src/schemas/lesson-search';
import { boundClaims, lessonTextsReadableBy } from '../../server/access';
import {
  CAPTION_ORIGIN,
  CAPTION_STATUS,
  TECL_VISIBILITY,
  VOD_STATUS,
  captionTracks,
  notes,
  teachingClasses,
  vods,
  type LessonTextKind,
} from '../../server/db/schema';
import { rowsOf, shapedRowsOf } from '../../server/db/sql-rows';
import { indexCaptionTrack } from '../../server/lesson-text/caption-index';
import { dropLessonTexts, replaceLessonTexts, type LessonTextPiece } from '../../server/lesson-text/lesson-text-index';
import { indexNote } from '../../server/lesson-text/note-index';
import { lessonMoments, searchMoments } from '../../server/lesson-text/moment-search';
import { parseTextQuery } from '../../server/lesson-text/text-terms';
import { call } from '../support/api-client';
import { demoUserId } from '../support/demo-users';
import { indexedNote } from '../support/indexed-note';
import { demoLiveLesson } from '../support/live-lessons';
import { signedInServer, type DemoName } from '../support/signed-in-server';

/**
 * The sources' digests (`lesson_text_docs`, docs/search.md "How the search stays fast"), on each
 * backend: each holds exactly its pieces' lexemes after every write, drop, note edit and track
 * change; the search that picks lessons from them answers what the pieces answer (who reads what,
 * every kind; a lesson whose words only stand apart is no hit; another tenant sees nothing); the
 * player's search within a recording finds what a search of its pieces finds; migration 0033's
 * backfill writes what the app writes.
 */
const signedIn = signedInServer(['admin', 'teacher01', 'student01', 'student03']);
const db = () => signedIn.server.database.db;

type Page = { records: LessonHit[]; total: number };
const searchPage = async (who: DemoName, keyword: string, pageSize = 100): Promise<Page> => {
  const answer = await call(signedIn.server.url, `/v1/lesson/search?keyword=${encodeURIComponent(keyword)}&page.pageSize=${pageSize}`, {
    token: signedIn.tokens[who],
  });
  expect(answer.http, JSON.stringify(answer.body)).toBe(200);
  return lessonHitPageSchema.parse(answer.body.result);
};
const titles = async (who: DemoName, keyword: string) => (await searchPage(who, keyword)).records.map((hit) => hit.title).sort();

let lesson: { teclId: string; courId: string };
const recording = async (title: string, values: Partial<typeof vods.$inferInsert> = {}) => {
  const [vod] = await db()
    .insert(vods)
    .values({ tenantId: '1', teclId: lesson.teclId, courId: lesson.courId, title, status: VOD_STATUS.ready, ...values })
    .returning({ id: vods.id });
  return vod!.id;
};
const index = (vodId: string, kind: LessonTextKind, sourceId: string, pieces: LessonTextPiece[]) =>
  replaceLessonTexts(db(), { tenantId: '1', teclId: lesson.teclId, vodId, courId: lesson.courId, kind, sourceId }, pieces);
const track = async (vodId: string, origin: (typeof CAPTION_ORIGIN)[keyof typeof CAPTION_ORIGIN], text: string) => {
  const automatic = origin === CAPTION_ORIGIN.automatic;
  const [row] = await db()
    .insert(captionTracks)
    .values({
      tenantId: '1',
      vodId,
      language: 'zh',
      origin,
      engine: automatic ? 'pocketsphinx' : null,
      status: automatic ? CAPTION_STATUS.draft : CAPTION_STATUS.published,
      cues: [{ startS: 5, endS: 6, text }],
    })
    .returning({ id: captionTracks.id });
  await indexCaptionTrack(db(), row!.id);
  return row!.id;
};

type Digest = { tenant_id: string; vod_id: string | null; terms: string[]; often: string[]; days: string[] };
const isDay = (lexeme: string) => lexeme.startsWith('#day:');
/**
 * A source's digest (null without one), its vectors as sorted lexemes without their day's lexeme,
 * which `days` holds, once for each vector.
 */
async function digestOf(kind: LessonTextKind, sourceId: string): Promise<Digest | null> {
  const [row] = await rowsOf<Omit<Digest, 'days'>>(
    db(),
    sql`select tenant_id, vod_id, tsvector_to_array(terms) as terms, tsvector_to_array(often) as often
      from lesson_text_docs where kind = ${kind} and source_id = ${sourceId}`,
  );
  if (row === undefined) return null;
  const days = [...row.terms.filter(isDay), ...row.often.filter(isDay)];
  return { ...row, terms: row.terms.filter((x) => !isDay(x)).sort(), often: row.often.filter((x) => !isDay(x)).sort(), days };
}
/** What the digest must hold: the tenant's lexeme and every lexeme of the source's pieces; in `often`, those of three pieces or more. */
async function expectedDigest(kind: LessonTextKind, sourceId: string): Promise<{ terms: string[]; often: string[] }> {
  const rows = await rowsOf<{ lexeme: string; pieces: number }>(
    db(),
    sql`select u.lexeme, count(*)::int as pieces from lesson_texts t cross join lateral unnest(t.terms) as u
      where t.kind = ${kind} and t.source_id = ${sourceId} group by u.lexeme`,
  );
  const tenant = '#tenant:1';
  return {
    terms: [...rows.map((row) => row.lexeme), tenant].sort(),
    often: [...rows.filter((row) => row.pieces >= 3).map((row) => row.lexeme), tenant].sort(),
  };
}
/** The day lexeme of a digest whose lesson is at `at`, in both vectors (none when undated). */
async function expectedDays(kind: LessonTextKind, sourceId: string): Promise<string[]> {
  const [row] = await rowsOf<{ day: string | null }>(
    db(),
    sql`select to_char(lesson_at at time zone 'UTC', 'YYYY-MM-DD') as day from lesson_text_docs where kind = ${kind} and source_id = ${sourceId}`,
  );
  return row?.day ? [`#day:1:${row.day}`, `#day:1:${row.day}`] : [];
}
const expectInStep = async (kind: LessonTextKind, sourceId: string) => {
  const digest = await digestOf(kind, sourceId);
  expect(digest).not.toBeNull();
  expect({ terms: digest!.terms, often: digest!.often }).toEqual(await expectedDigest(kind, sourceId));
  expect(digest!.days).toEqual(await expectedDays(kind, sourceId));
};

/** Pieces of a recording's slides indexed without its lesson: the recording's creation dates the digest. */
const undated = (vodId: string, pieces: LessonTextPiece[]) =>
  replaceLessonTexts(db(), { tenantId: '1', teclId: lesson.teclId, vodId, courId: null, kind: 'slide', sourceId: vodId }, pieces);
const claimsOf = async (usr: DemoName, rol: (typeof ROLE)[keyof typeof ROLE]) => ({
  sub: await demoUserId(db(), usr),
  tid: '1',
  sid: 's',
  usr,
  rol,
  pwc: false,
});
/** The test's database, counting the statements sent through it (each through execute: none prepared). */
function statementsCounted() {
  let sent = 0;
  const counting = new Proxy(db(), {
    get: (target, key, receiver) =>
      key === '$client'
        ? undefined
        : key === 'execute'
          ? (statement: Parameters<typeof target.execute>[0]) => {
              sent++;
              return target.execute(statement);
            }
          : Reflect.get(target, key, receiver),
  });
  return { db: counting, sent: () => sent };
}

beforeAll(async () => {
  lesson = await demoLiveLesson(db(), 'teacher01');
});

describe('a digest', () => {
  it('holds its pieces’ lexemes after every replace, and none once its pieces are dropped', async () => {
    const vodId = await recording('digest-replace');
    await index(vodId, 'slide', vodId, [
      { startMs: 0, endMs: 1, text: '麦克斯韦方程组' },
      { startMs: 1, endMs: 2, text: '麦克斯韦 equations' },
      { startMs: 2, endMs: 3, text: '麦克斯韦和法拉第' },
    ]);
    await expectInStep('slide', vodId);
    expect((await digestOf('slide', vodId))!.often).toEqual(['#tenant:1', '克斯', '麦', '麦克', '克', '斯', '斯韦', '韦'].sort());
    await index(vodId, 'slide', vodId, [{ startMs: 0, endMs: 1, text: '安培定律' }]);
    await expectInStep('slide', vodId);
    expect((await digestOf('slide', vodId))!.terms).not.toContain('麦克');
    expect(await titles('teacher01', '麦克斯韦')).toEqual([]);
    expect(await titles('teacher01', '安培定律')).toEqual(['digest-replace']);
    await dropLessonTexts(db(), 'slide', vodId);
    expect(await digestOf('slide', vodId)).toBeNull();
    expect(await titles('teacher01', '安培定律')).toEqual([]);
    // Pieces without a term leave no digest either.
    await index(vodId, 'slide', vodId, [{ startMs: 0, endMs: 1, text: '，。' }]);
    expect(await digestOf('slide', vodId)).toBeNull();
  });

  it('follows a note’s edits and its deletion', async () => {
    const vodId = await recording('digest-note');
    const studentId = await demoUserId(db(), 'student01');
    const noteId = await indexedNote(db(), lesson, {
      vodId,
      userId: studentId,
      status: NOTE_STATUS.draft,
      atMs: 0,
      text: '玻色爱因斯坦凝聚',
    });
    await expectInStep('note', noteId);
    await db()
      .update(notes)
      .set({ content: [{ type: 'paragraph', children: [{ text: '超流体的性质' }] }] })
      .where(eq(notes.id, noteId));
    await indexNote(db(), noteId);
    await expectInStep('note', noteId);
    expect(await titles('student01', '凝聚')).toEqual([]);
    expect(await titles('student01', '超流体')).toEqual(['digest-note']);
    await db().delete(notes).where(eq(notes.id, noteId));
    await indexNote(db(), noteId);
    expect(await digestOf('note', noteId)).toBeNull();
    expect(await titles('student01', '超流体')).toEqual([]);
  });

  it('follows a track published, unpublished and deleted', async () => {
    const vodId = await recording('digest-track');
    const trackId = await track(vodId, CAPTION_ORIGIN.human, '卡诺循环的效率');
    await expectInStep('caption', trackId);
    expect(await titles('student01', '卡诺循环')).toEqual(['digest-track']);
    await db().update(captionTracks).set({ status: CAPTION_STATUS.draft }).where(eq(captionTracks.id, trackId));
    await indexCaptionTrack(db(), trackId);
    expect(await digestOf('caption', trackId)).toBeNull();
    expect(await titles('student01', '卡诺循环')).toEqual([]);
    const automatic = await track(vodId, CAPTION_ORIGIN.automatic, '吉布斯自由能');
    await expectInStep('transcript', automatic);
    await db().update(captionTracks).set({ status: CAPTION_STATUS.published }).where(eq(captionTracks.id, automatic));
    await indexCaptionTrack(db(), automatic);
    expect(await digestOf('transcript', automatic)).toBeNull();
    await expectInStep('caption', automatic);
    await db().delete(captionTracks).where(eq(captionTracks.id, automatic));
    await indexCaptionTrack(db(), automatic);
    expect(await digestOf('caption', automatic)).toBeNull();
    expect(await titles('student01', '吉布斯')).toEqual([]);
  });

  it('goes with its recording', async () => {
    const vodId = await recording('digest-gone');
    await index(vodId, 'slide', vodId, [{ startMs: 0, endMs: 1, text: '洛必达法则' }]);
    expect(await digestOf('slide', vodId)).not.toBeNull();
    await db().delete(vods).where(eq(vods.id, vodId));
    expect(await digestOf('slide', vodId)).toBeNull();
  });
});

describe('the search through the digests', () => {
  it('finds every kind only for those who may read it, the recording hidden, not ready, or its class not theirs', async () => {
    const word = '黎曼猜想';
    const studentId = await demoUserId(db(), 'student01');
    const teacherId = await demoUserId(db(), 'teacher01');
    const everyKind = async (vodId: string) => {
      await index(vodId, 'slide', vodId, [{ startMs: 0, endMs: 1, text: `${word}：幻灯片` }]);
      await track(vodId, CAPTION_ORIGIN.human, `${word}：字幕`);
      await track(vodId, CAPTION_ORIGIN.automatic, `${word}：转写`);
      await indexedNote(db(), lesson, { vodId, userId: teacherId, status: NOTE_STATUS.released, atMs: 0, text: `${word}：笔记` });
    };
    const kinds = async (who: DemoName, keyword: string, title: string) =>
      (await searchPage(who, keyword)).records
        .filter((hit) => hit.title === title)
        .flatMap((hit) => hit.moments.map((moment) => moment.kind))
        .sort();
    const shown = await recording('kinds-shown');
    await everyKind(shown);
    expect(await kinds('student01', `${word} 幻灯片`, 'kinds-shown')).toEqual(['slide']);
    expect(await kinds('student01', `${word} 字幕`, 'kinds-shown')).toEqual(['caption']);
    expect(await kinds('student01', `${word} 转写`, 'kinds-shown')).toEqual(['transcript']);
    expect(await kinds('student01', `${word} 笔记`, 'kinds-shown')).toEqual(['note']);
    expect(await kinds('student01', word, 'kinds-shown')).toHaveLength(3);

    const hidden = await recording('kinds-hidden', { hidden: true });
    await everyKind(hidden);
    const processing = await recording('kinds-processing', { status: VOD_STATUS.processing });
    await everyKind(processing);
    const draftNote = await indexedNote(db(), lesson, {
      vodId: shown,
      userId: studentId,
      status: NOTE_STATUS.draft,
      atMs: 0,
      text: `${word}：草稿`,
    });
    for (const suffix of ['幻灯片', '字幕', '转写', '笔记']) {
      expect(await titles('student01', `${word} ${suffix}`)).toEqual(['kinds-shown']);
      expect(await titles('teacher01', `${word} ${suffix}`)).toEqual(['kinds-hidden', 'kinds-shown']);
      expect(await titles('admin', `${word} ${suffix}`)).toEqual(['kinds-hidden', 'kinds-shown']);
      expect(await titles('student03', `${word} ${suffix}`)).toEqual([]);
    }
    expect(await titles('student01', `${word} 草稿`)).toEqual(['kinds-shown']);
    expect(await titles('teacher01', `${word} 草稿`)).toEqual([]);
    expect(draftNote).toBeTruthy();

    // A class the student is not in and cannot see: none of its kinds.
    const [own] = await db().select().from(teachingClasses).where(eq(teachingClasses.id, lesson.teclId));
    const [closed] = await db()
      .insert(teachingClasses)
      .values({ ...own!, id: undefined, teclName: 'closed class', visibility: TECL_VISIBILITY.enrolled })
      .returning({ id: teachingClasses.id });
    const elsewhere = await recording('kinds-elsewhere', { teclId: closed!.id, courId: null });
    await replaceLessonTexts(
      db(),
      { tenantId: '1', teclId: closed!.id, vodId: elsewhere, courId: null, kind: 'slide', sourceId: elsewhere },
      [{ startMs: 0, endMs: 1, text: `${word}：别的班` }],
    );
    expect(await titles('student01', `${word} 别的班`)).toEqual([]);
    expect(await titles('teacher01', `${word} 别的班`)).toEqual(['kinds-elsewhere']);
  });

  it('never lists a lesson whose words only stand apart, and fills the page from the next', async () => {
    // Every pair of 柯西积分公式 in one source, three times over (it "talks about it" and ranks first), never together.
    const apart = await recording('apart');
    await index(apart, 'slide', apart, [
      { startMs: 0, endMs: 1, text: '柯西积分，分公式' },
      { startMs: 1, endMs: 2, text: '柯西积分和分公式' },
      { startMs: 2, endMs: 3, text: '分公式之前的柯西积分' },
    ]);
    expect((await digestOf('slide', apart))!.often).toEqual(expect.arrayContaining(['柯西', '西积', '积分', '分公', '公式']));
    const together = await recording('together');
    await index(together, 'slide', together, [{ startMs: 0, endMs: 1, text: '柯西积分公式的证明' }]);
    const page = await searchPage('teacher01', '柯西积分公式', 1);
    expect(page.records.map((hit) => hit.title)).toEqual(['together']);
    expect(page.total).toBe(1);
    expect(await titles('teacher01', '柯西积分公式')).toEqual(['together']);
    expect(await titles('teacher01', '柯西积分')).toEqual(['apart', 'together']);

    // Two words in two pieces of one source: the one piece holding both is what is found.
    const split = await recording('split');
    await index(split, 'slide', split, [
      { startMs: 0, endMs: 1, text: 'stochastic methods' },
      { startMs: 1, endMs: 2, text: 'descent methods' },
    ]);
    expect(await titles('teacher01', 'stochastic descent')).toEqual([]);
    await index(split, 'slide', split, [{ startMs: 0, endMs: 1, text: 'stochastic gradient descent' }]);
    expect(await titles('teacher01', 'stochastic descent')).toEqual(['split']);
  });

  it('pages and counts lessons, those that talk about the keyword first', async () => {
    const often = await recording('talks-often');
    await index(
      often,
      'slide',
      often,
      [1, 2, 3].map((n) => ({ startMs: n * 1000, endMs: n * 1000 + 1, text: `拓扑绝缘体 第${n}页` })),
    );
    const once = await recording('talks-once');
    await index(once, 'slide', once, [{ startMs: 0, endMs: 1, text: '顺便提到拓扑绝缘体' }]);
    const first = await searchPage('teacher01', '拓扑绝缘体', 1);
    expect(first.records.map((hit) => hit.title)).toEqual(['talks-often']);
    expect(first.records[0]!.moments).toHaveLength(3);
    expect(first.total).toBe(2);
    const second = await call(
      signedIn.server.url,
      `/v1/lesson/search?keyword=${encodeURIComponent('拓扑绝缘体')}&page.pageSize=1&page.pageIndex=2`,
      {
        token: signedIn.tokens.teacher01,
      },
    );
    expect(lessonHitPageSchema.parse(second.body.result).records.map((hit) => hit.title)).toEqual(['talks-once']);
  });

  it('ranks a lesson by what the caller reads of it: a note only its author reads moves it up for its author alone', async () => {
    const word = '黎曼曲面';
    const [first, second] = [await recording('surface-a'), await recording('surface-b')];
    for (const vodId of [first, second]) await index(vodId, 'slide', vodId, [{ startMs: 0, endMs: 1, text: `今天提到${word}` }]);
    const before = (await searchPage('teacher01', word)).records.map((hit) => hit.title);
    expect([...before].sort()).toEqual(['surface-a', 'surface-b']);
    // The lesson shown last gets a draft note that talks about the word (three passages).
    const last = before[1] === 'surface-a' ? first : second;
    const noteId = await indexedNote(db(), lesson, {
      vodId: last,
      userId: await demoUserId(db(), 'student01'),
      status: NOTE_STATUS.draft,
      atMs: 0,
      text: word,
    });
    await index(
      last,
      'note',
      noteId,
      [1, 2, 3].map((n) => ({ startMs: n * 1000, endMs: n * 1000, text: `${word}的第${n}个要点` })),
    );
    expect((await searchPage('teacher01', word)).records.map((hit) => hit.title)).toEqual(before);
    expect((await searchPage('student01', word)).records.map((hit) => hit.title)).toEqual([before[1], before[0]]);
  });

  it(`counts up to ${LESSON_HITS_COUNTED} lessons, says when more hold the keyword, and pages to the last counted`, async () => {
    const word = '庞加莱猜想';
    const ids: string[] = [];
    for (let n = 0; n <= LESSON_HITS_COUNTED; n++) ids.push(await recording(`poincare-${n}`));
    for (const vodId of ids) await index(vodId, 'slide', vodId, [{ startMs: 0, endMs: 1, text: `${word}的证明` }]);
    const pageOf = async (pageIndex: number) => {
      const answer = await call(
        signedIn.server.url,
        `/v1/lesson/search?keyword=${encodeURIComponent(word)}&page.pageSize=10&page.pageIndex=${pageIndex}`,
        { token: signedIn.tokens.teacher01 },
      );
      expect(answer.http).toBe(200);
      return lessonHitPageSchema.parse(answer.body.result);
    };
    const firstPage = await pageOf(1);
    expect({ total: firstPage.total, totalCapped: firstPage.totalCapped }).toEqual({ total: LESSON_HITS_COUNTED, totalCapped: true });
    const lastCounted = await pageOf(LESSON_HITS_COUNTED / 10);
    expect(lastCounted.records).toHaveLength(10);
    expect((await pageOf(LESSON_HITS_COUNTED / 10 + 1)).records).toEqual([]);
    // Ten pages, ten lessons each, none twice.
    const seen = new Set<string>();
    for (let pageIndex = 1; pageIndex <= LESSON_HITS_COUNTED / 10; pageIndex++) {
      for (const hit of (await pageOf(pageIndex)).records) seen.add(hit.title);
    }
    expect(seen.size).toBe(LESSON_HITS_COUNTED);
    // One lesson fewer holds it: the count is exact again.
    await dropLessonTexts(db(), 'slide', ids[0]!);
    expect(await pageOf(1)).toMatchObject({ total: LESSON_HITS_COUNTED, totalCapped: false });
  });

  it('goes past its first lessons when most of them are closed to the caller, and answers as a search of every lesson would', async () => {
    const word = '哈密顿量';
    // Hidden recordings (their class's teacher and administrators only), and three the students see.
    const shown: string[] = [];
    for (let n = 0; n < 8; n++) {
      const vodId = await recording(`hamiltonian-${n}`, { hidden: n % 3 !== 0 });
      await index(vodId, 'slide', vodId, [{ startMs: 0, endMs: 1, text: `${word}的本征值` }]);
      if (n % 3 === 0) shown.push(`hamiltonian-${n}`);
    }
    const student = { sub: await demoUserId(db(), 'student01'), tid: '1', sid: 's', usr: 'student01', rol: ROLE.student, pwc: false };
    const query = lessonSearchQuerySchema.parse({ keyword: word, 'page.pageSize': '10' });
    const everyLesson = await searchMoments(db(), student, query, { firstReach: 1_000, firstWindow: null });
    expect(everyLesson.records.map((hit) => hit.title).sort()).toEqual(shown);
    // Deciding two lessons of each pass first finds at most one the student reads: the search goes on.
    expect(await searchMoments(db(), student, query, { firstReach: 2, firstWindow: null })).toEqual(everyLesson);
    expect((await searchMoments(db(), student, query, { firstReach: 2, firstWindow: null })).total).toBe(3);
  });

  it('searches every digest in its one statement when the latest days hold too few lessons to answer', async () => {
    const word = '拉格朗日乘子';
    const dayMs = 86_400_000;
    // Lessons of their own (no lesson row: the recording's creation dates them), a day apart; the
    // oldest talks about the word (three slides), so it comes first, from outside a short window.
    for (let n = 0; n < 5; n++) {
      const vodId = await recording(`lagrange-${n}`, { courId: null, createdAt: new Date(Date.now() - (n + 1) * dayMs) });
      const slides = Array.from({ length: n === 4 ? 3 : 1 }, (_, k) => ({
        startMs: k * 1000,
        endMs: k * 1000 + 1,
        text: `${word}的条件${k}`,
      }));
      await undated(vodId, slides);
    }
    const teacher = await claimsOf('teacher01', ROLE.teacher);
    const query = lessonSearchQuerySchema.parse({ keyword: word, 'page.pageSize': '10' });
    const whole = await searchMoments(db(), teacher, query, { firstReach: 1_000, firstWindow: null });
    expect(whole.records.map((hit) => hit.title)).toEqual(['lagrange-4', 'lagrange-0', 'lagrange-1', 'lagrange-2', 'lagrange-3']);
    const counted = statementsCounted();
    expect(await searchMoments(counted.db, teacher, query, { firstReach: 1_000, firstWindow: 1 })).toEqual(whole);
    expect(counted.sent()).toBe(1);
  });

  it('answers from the latest days alone when a hundred lessons there talk about the word', async () => {
    const word = '哈密顿原理';
    // Past every lesson the seed plans (a term ahead at most): the tenant's latest day. The tests
    // after this one search windows of that day alone, find too little there and read every digest.
    const ahead = new Date(Date.now() + 400 * 86_400_000);
    for (let n = 0; n <= LESSON_HITS_COUNTED; n++) {
      const vodId = await recording(`hamilton-${n}`, { courId: null, createdAt: ahead });
      await undated(
        vodId,
        [0, 1, 2].map((k) => ({ startMs: k * 1000, endMs: k * 1000 + 1, text: `${word}的推导` })),
      );
    }
    const teacher = await claimsOf('teacher01', ROLE.teacher);
    const query = lessonSearchQuerySchema.parse({ keyword: word, 'page.pageSize': '10' });
    const whole = await searchMoments(db(), teacher, query, { firstReach: 1_000, firstWindow: null });
    expect({ total: whole.total, totalCapped: whole.totalCapped }).toEqual({ total: LESSON_HITS_COUNTED, totalCapped: true });
    const counted = statementsCounted();
    expect(await searchMoments(counted.db, teacher, query, { firstReach: 1_000, firstWindow: LESSON_HITS_COUNTED + 1 })).toEqual(whole);
    expect(counted.sent()).toBe(1);
  });

  it('searches every digest again when the latest days hold a hundred lessons but a talking one is older', async () => {
    const word = '泊松括号';
    // A new latest day (past the test before's) of 101 lessons that each say the word once, and,
    // the day before, outside a window of that day, one lesson that talks about it (three slides).
    const latest = Date.now() + 500 * 86_400_000;
    for (let n = 0; n <= LESSON_HITS_COUNTED; n++) {
      const vodId = await recording(`poisson-${n}`, { courId: null, createdAt: new Date(latest) });
      await undated(vodId, [{ startMs: 0, endMs: 1, text: `${word}的定义` }]);
    }
    const talking = await recording('poisson-talks', { courId: null, createdAt: new Date(latest - 86_400_000) });
    await undated(
      talking,
      [0, 1, 2].map((k) => ({ startMs: k * 1000, endMs: k * 1000 + 1, text: `${word}的性质${k}` })),
    );
    const teacher = await claimsOf('teacher01', ROLE.teacher);
    const query = lessonSearchQuerySchema.parse({ keyword: word, 'page.pageSize': '10' });
    const whole = await searchMoments(db(), teacher, query, { firstReach: 1_000, firstWindow: null });
    expect(whole.records[0]!.title).toBe('poisson-talks');
    const counted = statementsCounted();
    expect(await searchMoments(counted.db, teacher, query, { firstReach: 1_000, firstWindow: LESSON_HITS_COUNTED + 1 })).toEqual(whole);
    expect(counted.sent()).toBe(2);
  });

  it('keeps one statement per shape that answers each caller with their own values, and never a caller’s other claims', async () => {
    // Two students' searches, one shape (the same role and kind of keyword), each finding only their own draft note.
    const vodId = await recording('shaped-statement');
    for (const [usr, text] of [
      ['student01', '刘维尔定理甲'],
      ['student02', '刘维尔定理乙'],
    ] as const) {
      await indexedNote(db(), lesson, { vodId, userId: await demoUserId(db(), usr), status: NOTE_STATUS.draft, atMs: 0, text });
    }
    const query = lessonSearchQuerySchema.parse({ keyword: '刘维尔定理', 'page.pageSize': '10' });
    const snippets = async (usr: 'student01' | 'student02') =>
      (await searchMoments(db(), await claimsOf(usr, ROLE.student), query)).records.flatMap((hit) =>
        hit.moments.map((moment) => moment.snippet),
      );
    expect(await snippets('student01')).toEqual(['刘维尔定理甲']);
    expect(await snippets('student02')).toEqual(['刘维尔定理乙']);
    const once = (value: string) =>
      shapedRowsOf<{ v: string }, { value: string }>(db(), 'test:echo', { value }, (bound) => sql`select ${bound.value}::text as v`);
    expect([(await once('a'))[0]!.v, (await once('b'))[0]!.v]).toEqual(['a', 'b']);
    const student = await claimsOf('student01', ROLE.student);
    expect(() => boundClaims(student, 'u', '1').usr).toThrow(/built once per shape/);
  });

  it('never reads another tenant’s digests: the query names the tenant', async () => {
    const vodId = await recording('tenant-one');
    await index(vodId, 'slide', vodId, [{ startMs: 0, endMs: 1, text: '只在第一个租户的哥德尔定理' }]);
    expect(await titles('teacher01', '哥德尔定理')).toEqual(['tenant-one']);
    expect(await titles('student03', '哥德尔定理')).toEqual([]);
    expect((await digestOf('slide', vodId))!.terms).toContain('#tenant:1');
    const [astray] = await rowsOf<{ n: number }>(
      db(),
      sql`select count(*)::int as n from lesson_text_docs
        where not (terms @@ quote_literal('#tenant:' || tenant_id)::tsquery and often @@ quote_literal('#tenant:' || tenant_id)::tsquery)`,
    );
    expect(astray!.n).toBe(0);
  });
});

describe('the player’s search within a recording', () => {
  it('finds exactly the readable pieces of the recording that a search of them finds', async () => {
    const vodId = await recording('moments-same');
    const other = await recording('moments-other');
    const pieces = Array.from({ length: 40 }, (_, n) => ({
      startMs: n * 4000,
      endMs: n * 4000 + 3000,
      text: n % 3 === 0 ? `第${n}句讲薛定谔方程` : n % 3 === 1 ? `第${n}句讲别的` : `薛定谔和方程分开说 ${n}`,
    }));
    await index(vodId, 'slide', vodId, pieces);
    await index(other, 'slide', other, pieces);
    const teacherId = await demoUserId(db(), 'teacher01');
    const claims = { sub: teacherId, tid: '1', sid: 's', usr: 'teacher01', rol: ROLE.teacher, pwc: false };
    const readable = lessonTextsReadableBy(claims);
    const found = await lessonMoments(db(), { tenantId: '1', vodId, readable }, '薛定谔方程');
    const parsed = parseTextQuery('薛定谔方程')!;
    const plain = await rowsOf<{ start_ms: number }>(
      db(),
      sql`select start_ms from lesson_texts where vod_id = ${vodId} and tenant_id = '1' and terms @@ ${parsed.tsquery}::tsquery order by start_ms`,
    );
    expect(plain).toHaveLength(14);
    expect(found.moments.map((moment) => moment.atS * 1000)).toEqual(plain.map((row) => row.start_ms));
    expect(found.more).toBe(false);
  });
});

describe('migrations 0033 and 0035', () => {
  it('backfill the digests the app writes, with their days', async () => {
    const vodId = await recording('backfilled');
    await index(vodId, 'slide', vodId, [{ startMs: 0, endMs: 1, text: '纳维-斯托克斯方程 Navier–Stokes' }]);
    const all = sql`select kind, source_id, tenant_id, tecl_id, vod_id, cour_id, lesson_at, terms::text as terms, often::text as often
      from lesson_text_docs order by kind, source_id`;
    const written = await rowsOf<Record<string, unknown>>(db(), all);
    expect(written.length).toBeGreaterThan(0);
    const lastStatement = (file: string) =>
      readFileSync(new URL(`../../server/db/migrations/${file}`, import.meta.url), 'utf8')
        .split('--> statement-breakpoint')
        .at(-1)!;
    await db().transaction(async (tx) => {
      await tx.execute(sql`delete from lesson_text_docs`);
      await tx.execute(sql.raw(lastStatement('0033_lesson_text_docs.sql')));
      await tx.execute(sql.raw(lastStatement('0035_lesson_text_days.sql')));
    });
    expect(await rowsOf<Record<string, unknown>>(db(), all)).toEqual(written);
  });
});
