import { and, asc, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { teachingClasses, users, VOD_STATUS, vods } from '../../server/db/schema';
import { pendingGradeScores } from '../../server/lti/grade-score-requests';
import { runGradeScore } from '../../server/lti/grade-score-post';
import { serviceTokens } from '../../server/lti/service-token';
import { call, DEMO } from '../support/api-client';
import { expectNoSeriousViolations } from '../support/axe';
import { journeyFixtures } from '../support/journey';
import { codeOf, exchange, launchAs, registerPlatform } from '../support/lti-launch-flow';
import { ROLES, startPlatformSimulator, type PlatformSimulator } from '../support/lti-platform';
import { servePlatformGrades } from '../support/lti-platform-grades';
import { servePlatformServices } from '../support/lti-platform-services';
import { signInFresh } from '../support/ui-login';

/**
 * LMS grades on the class's page (docs/lti.md "Grades"): the class is bound to a course whose
 * launches grant Lectern its line items; its teacher opens the Recordings tab, turns grading on
 * for a recording, sees it graded (and the platform has its line item), and once a learner's
 * score has been sent, sees when.
 */
const journey = journeyFixtures();
let platform: PlatformSimulator | null = null;

afterAll(async () => {
  await platform?.close();
});

describe('LMS grades on the class page', () => {
  it('lets the teacher grade watch completion of a recording and shows its state', async () => {
    const server = journey.server;
    const { db } = server.database;
    platform = await startPlatformSimulator(() => server.clock.now);
    const services = servePlatformServices(platform, `${server.url}/v1/lti/jwks`, () => server.clock.now);
    const grades = servePlatformGrades(platform, services);
    await registerPlatform(server, platform, '1');
    const [teacher01] = await db.select({ id: users.id }).from(users).where(eq(users.username, 'teacher01'));
    const [recording] = await db
      .select({ id: vods.id, title: vods.title, teclId: vods.teclId })
      .from(vods)
      .innerJoin(teachingClasses, eq(teachingClasses.id, vods.teclId))
      .where(and(eq(teachingClasses.teacherId, teacher01!.id), eq(vods.status, VOD_STATUS.ready), eq(vods.hidden, false)))
      .orderBy(asc(vods.id))
      .limit(1);
    const link = {
      resourceLinkId: 'link-grades-e2e',
      contextId: 'course-grades-e2e',
      contextTitle: 'Signals (LMS)',
      custom: { lectern_target: `class:${recording!.teclId}` },
    };
    const admin = { sub: 'sub-admin', name: 'Ada Admin', roles: [ROLES.administrator] };
    expect(codeOf((await launchAs(server, platform, admin, link, { sign: { claims: grades.claimFor(link.contextId) } })).launch)).not.toBe(
      '',
    );

    const { page } = journey.browser;
    await page.setViewportSize({ width: 1280, height: 800 });
    await signInFresh(page, server.url, DEMO.teacher01.username, DEMO.teacher01.password);
    await page.goto(`${server.url}/#/admin/detail?teclId=${recording!.teclId}`);
    await page.getByTestId('detail-tab-recordings').click();
    await page.getByTestId('lti-grades').waitFor({ timeout: 15_000 });
    const row = page.locator(`[data-testid="recording-row"][data-vod-id="${recording!.id}"]`);
    await row.getByRole('button', { name: `Grade watch completion: ${recording!.title}` }).click();
    await expect.poll(() => row.getByTestId('lti-grade-state').textContent(), { timeout: 15_000 }).toBe('Graded, no score sent yet');
    expect(grades.lineItems.get(link.contextId)?.map((item) => item.resourceId)).toEqual([`vod:${recording!.id}`]);
    await expectNoSeriousViolations(page, '/admin/detail (recordings, LMS grades)');

    // A learner of the course watches half; the score's job runs as the worker would.
    const learner = { sub: 'sub-amy-e2e', name: 'Amy Adams', roles: [ROLES.learner] };
    const run = await launchAs(server, platform, learner, link, { sign: { claims: grades.claimFor(link.contextId) } });
    const token = (await exchange(server, codeOf(run.launch))).body.result.jwt_token as string;
    const saved = await call(server.url, '/v1/vod/addVodWatchRecord', {
      method: 'POST',
      token,
      json: { vodId: recording!.id, positionS: 1, watchPercent: 0.5 },
    });
    expect(saved.http).toBe(200);
    const tokens = serviceTokens(db, () => server.clock.now);
    for (const { scoreId } of await pendingGradeScores(db))
      await runGradeScore(
        db,
        tokens,
        scoreId,
        () => server.clock.now,
        () => {},
      );
    expect(grades.scores.map((score) => score.body.scoreGiven)).toEqual([50]);
    await page.reload();
    await page.getByTestId('detail-tab-recordings').click();
    await expect.poll(() => row.getByTestId('lti-grade-state').textContent(), { timeout: 15_000 }).toContain('Graded, scores last sent');

    // The teacher stops grading it, then turns it on again: the same line item at the platform.
    await row.getByRole('button', { name: `Stop grading: ${recording!.title} (` }).click();
    await expect.poll(() => row.getByTestId('lti-grade-state').textContent(), { timeout: 15_000 }).toBe('Grading stopped');
    await expect
      .poll(() => page.locator('[data-testid="toast"][data-kind="success"]').allInnerTexts())
      .toContainEqual(expect.stringContaining('Grading stopped.'));
    await expectNoSeriousViolations(page, '/admin/detail (recordings, grading stopped)');
    await row.getByRole('button', { name: `Grade again: ${recording!.title} (` }).click();
    await expect.poll(() => row.getByTestId('lti-grade-state').textContent(), { timeout: 15_000 }).toContain('Graded, scores last sent');
    expect(grades.lineItems.get(link.contextId)).toHaveLength(1);
  });
});
