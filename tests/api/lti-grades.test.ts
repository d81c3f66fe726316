import { and, asc, eq, ne, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ltiCourseGrades, ltiGradeItems, ltiGradeScores, teachingClasses, users, VOD_STATUS, vods } from '../../server/db/schema';
import { rowsOf } from '../../server/db/sql-rows';
import { QUEUE } from '../../server/jobs/job-queue';
import { GRADE_SCORE_DELAY_S } from '../../server/jobs/job-types';
import { pendingGradeScores } from '../../server/lti/grade-score-requests';
import { runGradeScore, type ScoreOutcome } from '../../server/lti/grade-score-post';
import { serviceTokens } from '../../server/lti/service-token';
import { GRADE_ITEM_TAG, classGradesSchema, gradeItemSchema, type ClassGrades, type GradeItem } from '../../src/schemas/lti-grades';
import { call } from '../support/api-client';
import { anotherClassId, signInLtiCallers, type LtiCaller } from '../support/lti-callers';
import { codeOf, exchange, launchAs, registerPlatform, stubSpaDir } from '../support/lti-launch-flow';
import { ROLES, startPlatformSimulator, type PlatformLink, type PlatformSimulator } from '../support/lti-platform';
import { SCORE_TYPE, servePlatformGrades, type PlatformGrades } from '../support/lti-platform-grades';
import { AGS_LINEITEM_SCOPE, AGS_SCORE_SCOPE, servePlatformServices, type PlatformServices } from '../support/lti-platform-services';
import { startTestServer, type TestServer } from '../support/test-server';

/**
 * LTI Assignment and Grade Services (docs/lti.md "Grades"): a launch keeps the course's line items
 * service; the class's teacher makes watch completion of a recording (or of the class) a graded
 * item, which makes one line item at the platform however often it is asked; a learner's progress
 * saves post their score once per change, a burst of saves as one post, retried while the
 * platform answers 503 and never repeated; only who manages the class sees or makes its items.
 * The score's job is driven here as the worker runs it (server/jobs/lti-grade-score-job.ts), so
 * no test waits on pg-boss's delay.
 */
let server: TestServer;
let platform: PlatformSimulator;
let services: PlatformServices;
let grades: PlatformGrades;
let classX: { id: string; name: string };
let recording: { id: string; title: string };
let second: { id: string } | undefined;
let amyToken = '';
let tokens: Record<LtiCaller, string>;

const CONTEXT = 'course-grades-1';
const course = (): PlatformLink => ({
  resourceLinkId: 'link-grades',
  contextId: CONTEXT,
  contextTitle: 'Signals (LMS)',
  custom: { lectern_target: `class:${classX.id}` },
});
const admin = { sub: 'sub-admin', name: 'Ada Admin', email: 'ada@lms.example.edu', roles: [ROLES.administrator] };
const amy = { sub: 'sub-amy-grades', name: 'Amy Adams', email: 'amy@lms.example.edu', roles: [ROLES.learner] };

const db = () => server.database.db;
const gradesPath = (teclId: string) => `/v1/admin/classes/${encodeURIComponent(teclId)}/lti-grades`;
const gradesAs = (token: string, teclId = classX.id) => call<ClassGrades>(server.url, gradesPath(teclId), { token });
const makeItemAs = (token: string, body: unknown, teclId = classX.id) =>
  call<GradeItem>(server.url, gradesPath(teclId), { method: 'POST', token, json: body });
const courseId = async () =>
  (await db().select({ id: ltiCourseGrades.id }).from(ltiCourseGrades).where(eq(ltiCourseGrades.contextId, CONTEXT)))[0]!.id;

/** Amy's progress on a recording, saved as the player saves it. */
const save = async (vodId: string, watchPercent: number) => {
  const answer = await call(server.url, '/v1/vod/addVodWatchRecord', {
    method: 'POST',
    token: amyToken,
    json: { vodId, positionS: 1, watchPercent },
  });
  expect(answer.http, JSON.stringify(answer.body)).toBe(200);
};

/** The score jobs waiting, each run once as the worker would (the sweep finds them all), with one token client. */
const tokenClient = () => serviceTokens(db(), () => server.clock.now);
async function runScoreJobs(client = tokenClient()): Promise<ScoreOutcome[]> {
  const outcomes: ScoreOutcome[] = [];
  for (const { scoreId } of await pendingGradeScores(db()))
    outcomes.push(
      await runGradeScore(
        db(),
        client,
        scoreId,
        () => server.clock.now,
        () => {},
      ),
    );
  return outcomes;
}
const scoresTo = (resourceId: string) => {
  const item = grades.lineItems.get(CONTEXT)?.find((line) => line.resourceId === resourceId);
  return grades.scores.filter((score) => score.lineItem === item?.id).map((score) => score.body);
};

beforeAll(async () => {
  server = await startTestServer({ spaDir: stubSpaDir() });
  platform = await startPlatformSimulator(() => server.clock.now);
  services = servePlatformServices(platform, `${server.url}/v1/lti/jwks`, () => server.clock.now);
  grades = servePlatformGrades(platform, services);
  await registerPlatform(server, platform, '1');
  const [teacher01] = await db().select({ id: users.id }).from(users).where(eq(users.username, 'teacher01'));
  // A class of teacher01 with ready recordings, the first of which is graded.
  const ready = await db()
    .select({ id: vods.id, title: vods.title, teclId: teachingClasses.id, name: teachingClasses.teclName })
    .from(vods)
    .innerJoin(teachingClasses, eq(teachingClasses.id, vods.teclId))
    .where(and(eq(teachingClasses.teacherId, teacher01!.id), eq(vods.status, VOD_STATUS.ready), eq(vods.hidden, false)))
    .orderBy(asc(vods.id));
  const first = ready[0]!;
  classX = { id: first.teclId, name: first.name };
  recording = { id: first.id, title: first.title };
  second = ready.find((vod) => vod.teclId === classX.id && vod.id !== first.id);
  tokens = await signInLtiCallers(server);
});

afterAll(async () => {
  await platform?.close();
  await server?.close();
});

describe('LTI grades', () => {
  it('keeps the line items service and the scopes a launch from the course announces', async () => {
    const bind = await launchAs(server, platform, admin, course(), { sign: { claims: grades.claimFor(CONTEXT) } });
    expect(bind.launch.http).toBe(302);
    const [kept] = await db().select().from(ltiCourseGrades).where(eq(ltiCourseGrades.contextId, CONTEXT));
    expect(kept).toMatchObject({ lineItemsUrl: grades.lineItemsUrl(CONTEXT), scopes: [AGS_LINEITEM_SCOPE, AGS_SCORE_SCOPE] });
    const listed = await gradesAs(tokens.teacher01);
    expect(listed.http).toBe(200);
    expect(classGradesSchema.parse(listed.body.result)).toEqual({
      courses: [{ id: kept!.id, platformName: expect.any(String), courseTitle: 'Signals (LMS)', canGrade: true }],
      items: [],
    });
  });

  it('lists a course whose launch did not grant line items as one that cannot grade', async () => {
    await launchAs(server, platform, admin, course(), { sign: { claims: grades.claimFor(CONTEXT, [AGS_SCORE_SCOPE]) } });
    expect((await gradesAs(tokens.teacher01)).body.result.courses[0]!.canGrade).toBe(false);
    const refused = await makeItemAs(tokens.teacher01, { courseId: await courseId(), vodId: recording.id });
    expect(refused.http).toBe(409);
    expect(grades.lineItemPosts).toBe(0);
    // The platform's administrator grants it again: the next launch says so.
    await launchAs(server, platform, admin, course(), { sign: { claims: grades.claimFor(CONTEXT) } });
    expect((await gradesAs(tokens.teacher01)).body.result.courses[0]!.canGrade).toBe(true);
  });

  it("makes one line item for the teacher's graded recording, however often it is asked", async () => {
    // Two presses at once (two tabs, a double click): one item, one line item.
    const body = { courseId: await courseId(), vodId: recording.id };
    const both = await Promise.all([makeItemAs(tokens.teacher01, body), makeItemAs(tokens.teacher01, body)]);
    expect(both.map((answer) => answer.http)).toEqual([200, 200]);
    expect(both[1]!.body.result.id).toBe(both[0]!.body.result.id);
    const made = both.find((answer) => answer.body.result.status === 'active')!;
    const item = gradeItemSchema.parse(made.body.result);
    expect(item).toMatchObject({ vodId: recording.id, status: 'active', failure: null, lastPostedAt: null });
    expect(grades.lineItems.get(CONTEXT)).toEqual([
      {
        id: `${grades.lineItemsUrl(CONTEXT)}/1`,
        label: `Watch completion: ${recording.title}`,
        scoreMaximum: 100,
        resourceId: `vod:${recording.id}`,
        tag: GRADE_ITEM_TAG,
      },
    ]);
    // Asked again: the same item, no second line item.
    const again = await makeItemAs(tokens.teacher01, { courseId: await courseId(), vodId: recording.id });
    expect(again.body.result.id).toBe(item.id);
    // An attempt that made the line item but died before recording it: the next one finds it at the platform.
    await db().update(ltiGradeItems).set({ lineItemUrl: null, status: 'creating' }).where(eq(ltiGradeItems.id, item.id));
    // Its claim is taken over once it has been silent a minute.
    server.clock.advance(61);
    const retried = await makeItemAs(tokens.admin, { courseId: await courseId(), vodId: recording.id });
    expect(retried.body.result).toMatchObject({ id: item.id, status: 'active' });
    expect(grades.lineItemPosts).toBe(1);
    expect(grades.lineItems.get(CONTEXT)).toHaveLength(1);
    expect((await gradesAs(tokens.teacher01)).body.result.items.map((listed: GradeItem) => listed.id)).toEqual([item.id]);
  });

  it("posts a learner's score once for a burst of progress saves, with their platform id, and not again on a rerun", async () => {
    const run = await launchAs(server, platform, amy, course(), { sign: { claims: grades.claimFor(CONTEXT) } });
    amyToken = (await exchange(server, codeOf(run.launch))).body.result.jwt_token;
    await save(recording.id, 0.2);
    await save(recording.id, 0.35);
    await save(recording.id, 0.5);
    expect(await runScoreJobs()).toEqual(['posted']);
    expect(scoresTo(`vod:${recording.id}`)).toEqual([
      {
        userId: amy.sub,
        scoreGiven: 50,
        scoreMaximum: 100,
        activityProgress: 'InProgress',
        gradingProgress: 'FullyGraded',
        timestamp: server.clock.now.toISOString(),
      },
    ]);
    expect(grades.scores[0]!.contentType).toBe(SCORE_TYPE);
    // The job run again (pg-boss retrying a finished job, a second worker): nothing waits, nothing is posted.
    expect(await runScoreJobs()).toEqual([]);
    const [row] = await db().select().from(ltiGradeScores);
    expect(
      await runGradeScore(
        db(),
        tokenClient(),
        row!.id,
        () => server.clock.now,
        () => {},
      ),
    ).toBe('nothing');
    expect(grades.scores).toHaveLength(1);
    const listed = (await gradesAs(tokens.teacher01)).body.result.items[0] as GradeItem;
    expect(listed.lastPostedAt).toBe(server.clock.now.toISOString());
  });

  it('retries a score while the platform answers 503, then posts it once', async () => {
    grades.scoresDown = 2;
    server.clock.advance(60);
    await save(recording.id, 0.8);
    const client = tokenClient();
    expect(await runScoreJobs(client)).toEqual(['retry']);
    // While it fails, the teacher's page says so, the item still active.
    expect((await gradesAs(tokens.teacher01)).body.result.items[0]).toMatchObject({ status: 'active', failure: 'scores' });
    expect(await runScoreJobs(client)).toEqual(['retry']);
    expect(await runScoreJobs(client)).toEqual(['posted']);
    expect(await runScoreJobs(client)).toEqual([]);
    expect(grades.scoresRefused).toBe(2);
    expect(scoresTo(`vod:${recording.id}`).map((score) => score.scoreGiven)).toEqual([50, 80]);
    expect((await gradesAs(tokens.teacher01)).body.result.items[0]).toMatchObject({ status: 'active', failure: null });
  });

  it('posts a higher score again, Completed at the whole; a save that does not change the score posts nothing', async () => {
    server.clock.advance(60);
    await save(recording.id, 1);
    expect(await runScoreJobs()).toEqual(['posted']);
    expect(scoresTo(`vod:${recording.id}`).at(-1)).toMatchObject({ scoreGiven: 100, activityProgress: 'Completed' });
    // Rewatching from the start saves a lower percent, which the history keeps at its highest: the score is unchanged.
    await save(recording.id, 0.1);
    expect(await runScoreJobs()).toEqual(['unchanged']);
    expect(scoresTo(`vod:${recording.id}`)).toHaveLength(3);
  });

  it("grades the class's recordings as the reports' completion: the average over its ready recordings", async () => {
    const made = await makeItemAs(tokens.teacher01, { courseId: await courseId(), vodId: null });
    expect(made.body.result).toMatchObject({ vodId: null, status: 'active', label: `Watch completion: ${classX.name}` });
    // The class's completion is the reports' (server/reports/completion.ts), which counts its enrolled students: Amy, by her launch.
    // A new item posts the scores of those who already watched.
    expect(await runScoreJobs()).toEqual(['posted']);
    const readyCount = (
      await db()
        .select({ id: vods.id })
        .from(vods)
        .where(and(eq(vods.teclId, classX.id), eq(vods.status, VOD_STATUS.ready)))
    ).length;
    expect(scoresTo(`class:${classX.id}`)).toEqual([
      expect.objectContaining({ userId: amy.sub, scoreGiven: Math.round(1000 / readyCount) / 10 }),
    ]);
    if (second === undefined) return;
    await save(second.id, 1);
    // The save raises the class's item only: the first recording's score did not change.
    expect(await runScoreJobs()).toEqual(['posted']);
    expect(scoresTo(`class:${classX.id}`).at(-1)!.scoreGiven).toBe(Math.round(2000 / readyCount) / 10);
  });

  it('refuses another teacher, a student and another tenant, naming nothing', async () => {
    const body = { courseId: await courseId(), vodId: recording.id };
    for (const [who, status] of [
      ['otherTeacher', 403],
      ['student01', 403],
      ['otherAdmin', 404],
    ] as const) {
      const listed = await gradesAs(tokens[who]);
      const made = await makeItemAs(tokens[who], body);
      expect([listed.http, made.http], who).toEqual([status, status]);
      for (const answer of [listed, made]) {
        expect(answer.body.message).not.toContain(classX.id);
        expect(answer.body.message).not.toContain(body.courseId);
      }
    }
    // A course of another class, or a recording of another class, is not found.
    const otherClass = await anotherClassId(server, classX.id);
    expect((await makeItemAs(tokens.admin, body, otherClass)).http).toBe(404);
    const [foreign] = await db().select({ id: vods.id }).from(vods).where(ne(vods.teclId, classX.id)).limit(1);
    const wrongVod = await makeItemAs(tokens.admin, { courseId: body.courseId, vodId: foreign!.id });
    expect(wrongVod.http).toBe(404);
    expect(wrongVod.body.message).not.toContain(foreign!.id);
    // Bad input is a 400, never a 500.
    for (const bad of [{}, { courseId: '', vodId: null }, { courseId: 1, vodId: 2 }, 'text'])
      expect((await makeItemAs(tokens.admin, bad)).http).toBe(400);
    expect(grades.lineItems.get(CONTEXT)).toHaveLength(2);
  });

  it('marks an item failing when the platform refuses its scores, and posts nothing more for it', async () => {
    const [item] = await db()
      .select()
      .from(ltiGradeItems)
      .where(eq(ltiGradeItems.resourceId, `vod:${recording.id}`));
    // The line item was deleted at the platform: its scores endpoint is gone (404).
    await db()
      .update(ltiGradeItems)
      .set({ lineItemUrl: `${grades.lineItemsUrl(CONTEXT)}/999` })
      .where(eq(ltiGradeItems.id, item!.id));
    await db().update(ltiGradeScores).set({ postedScore: 0 }).where(eq(ltiGradeScores.itemId, item!.id));
    server.clock.advance(60);
    await save(recording.id, 1);
    const outcomes = await runScoreJobs();
    expect(outcomes).toContain('refused');
    expect((await gradesAs(tokens.teacher01)).body.result.items.find((listed: GradeItem) => listed.id === item!.id)).toMatchObject({
      status: 'failing',
      failure: 'scores',
    });
    expect(await pendingGradeScores(db())).toEqual([]);
  });
});

describe('stopping grading', () => {
  const classItem = async () =>
    (
      await db()
        .select()
        .from(ltiGradeItems)
        .where(eq(ltiGradeItems.resourceId, `class:${classX.id}`))
    )[0]!;
  const stopAs = (token: string, itemId: string, teclId = classX.id) =>
    call<GradeItem>(server.url, `${gradesPath(teclId)}/${encodeURIComponent(itemId)}/stop`, { method: 'POST', token });

  it('sends no score of a stopped item, however the students watch; asked twice, it stays stopped', async () => {
    const item = await classItem();
    const sent = grades.scores.length;
    const stopped = await stopAs(tokens.teacher01, item.id);
    expect(stopped.http).toBe(200);
    expect(gradeItemSchema.parse(stopped.body.result)).toMatchObject({ id: item.id, status: 'stopped', failure: null });
    expect((await stopAs(tokens.teacher01, item.id)).body.result).toMatchObject({ status: 'stopped' });
    // A score that would be sent were the item graded: the platform's is made stale, then Amy watches.
    await db().update(ltiGradeScores).set({ postedScore: 0 }).where(eq(ltiGradeScores.itemId, item.id));
    server.clock.advance(60);
    await save(recording.id, 1);
    expect(await runScoreJobs()).not.toContain('posted');
    expect(grades.scores.length).toBe(sent);
    expect(await pendingGradeScores(db())).toEqual([]);
    expect((await gradesAs(tokens.teacher01)).body.result.items.find((listed: GradeItem) => listed.id === item.id)).toMatchObject({
      status: 'stopped',
    });
  });

  it('grades a stopped item again with its own line item, and sends the scores that changed meanwhile', async () => {
    const item = await classItem();
    const lineItems = grades.lineItemPosts;
    const again = await makeItemAs(tokens.teacher01, { courseId: await courseId(), vodId: null });
    expect(again.body.result).toMatchObject({ id: item.id, status: 'active', failure: null });
    expect(grades.lineItemPosts).toBe(lineItems);
    expect(await runScoreJobs()).toEqual(['posted']);
    expect(scoresTo(`class:${classX.id}`).at(-1)).toMatchObject({ userId: amy.sub });
  });

  it('refuses another teacher, a student, another tenant, and an item of another class, naming nothing', async () => {
    const item = await classItem();
    for (const [who, status] of [
      ['otherTeacher', 403],
      ['student01', 403],
      ['otherAdmin', 404],
    ] as const) {
      const answer = await stopAs(tokens[who], item.id);
      expect(answer.http, who).toBe(status);
      expect(answer.body.message).not.toContain(item.id);
    }
    const otherClass = await anotherClassId(server, classX.id);
    expect((await stopAs(tokens.admin, item.id, otherClass)).http).toBe(404);
    const unknown = await stopAs(tokens.admin, 'no-such-item');
    expect(unknown.http).toBe(404);
    expect(unknown.body.message).not.toContain('no-such-item');
    expect((await classItem()).status).toBe('active');
  });
});

describe("the score job's queue", () => {
  let queued: TestServer;
  beforeAll(async () => {
    queued = await startTestServer({ spaDir: stubSpaDir(), jobs: true });
  });
  afterAll(async () => {
    await queued?.close();
  });

  it('keeps one waiting job per score for a burst of sends, starting within the minute', async () => {
    const jobs = queued.app.deps.jobs!;
    // The score's row need not exist: the job, when it runs, finds nothing to post.
    for (let i = 0; i < 3; i++) await jobs.send(QUEUE.ltiGradeScore, { scoreId: 'score-burst' });
    const rows = await rowsOf<{ delay: number }>(
      queued.database.db,
      sql`select extract(epoch from start_after - created_on)::float8 as delay from pgboss.job
        where name = ${QUEUE.ltiGradeScore} and singleton_key = 'score-burst'`,
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]!.delay).toBeGreaterThan(GRADE_SCORE_DELAY_S - 2);
    expect(rows[0]!.delay).toBeLessThanOrEqual(60);
  });
});
