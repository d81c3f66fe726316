import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ltiRosterSyncs, teachingClasses, users } from '../../server/db/schema';
import { anotherClassId } from '../support/lti-callers';
import { DEMO } from '../support/api-client';
import { expectNoSeriousViolations } from '../support/axe';
import { journeyFixtures } from '../support/journey';
import { codeOf, launchAs, registerPlatform } from '../support/lti-launch-flow';
import { ROLES, startPlatformSimulator, type PlatformSimulator } from '../support/lti-platform';
import { servePlatformServices } from '../support/lti-platform-services';
import { signInFresh } from '../support/ui-login';
import { until } from '../support/until';

/**
 * Roster sync (docs/lti.md "Roster sync"): a course bound by a launch has been synced once; the
 * LMS's roster changes; the administrator on the LTI platforms page, then the class's teacher on
 * the class page, presses "Sync roster now" and sees the student who joined and the one who left,
 * in an accessible panel.
 */
const journey = journeyFixtures({ jobs: true });
let platform: PlatformSimulator | null = null;

afterAll(async () => {
  await platform?.close();
});

const learner = (sub: string, name: string) => ({ user_id: sub, name, roles: [ROLES.learner] });

let tecl: { id: string; name: string };
let services: ReturnType<typeof servePlatformServices>;

// One LMS course bound to teacher01's first class by an administrator's launch, and synced once.
beforeAll(async () => {
  const server = journey.server;
  const { db } = server.database;
  platform = await startPlatformSimulator(() => server.clock.now);
  services = servePlatformServices(platform, `${server.url}/v1/lti/jwks`, () => server.clock.now);
  await registerPlatform(server, platform, '1');
  const [teacher01] = await db.select({ id: users.id }).from(users).where(eq(users.username, 'teacher01'));
  [tecl] = (await db
    .select({ id: teachingClasses.id, name: teachingClasses.teclName })
    .from(teachingClasses)
    .where(and(eq(teachingClasses.tenantId, '1'), eq(teachingClasses.teacherId, teacher01!.id)))
    .orderBy(asc(teachingClasses.id))
    .limit(1)) as [typeof tecl];
  services.roster = [learner('sub-amy', 'Amy Adams'), learner('sub-ben', 'Ben Brook')];
  const link = {
    resourceLinkId: 'link-e2e',
    contextId: 'course-e2e',
    contextTitle: 'Signals (LMS)',
    custom: { lectern_target: `class:${tecl.id}` },
  };
  const admin = { sub: 'sub-admin', name: 'Ada Admin', roles: [ROLES.administrator] };
  const run = await launchAs(server, platform, admin, link, { sign: { claims: services.claimFor('course-e2e') } });
  expect(codeOf(run.launch)).not.toBe('');
  await until(
    async () => (await db.select().from(ltiRosterSyncs)).find((sync) => sync.status === 'succeeded'),
    20_000,
    'the launch’s sync',
  );
});

describe('roster sync', () => {
  it('on the LTI platforms page: shows the last sync, and the joiner and the leaver after the administrator syncs now', async () => {
    const server = journey.server;
    services.roster = [learner('sub-amy', 'Amy Adams'), learner('sub-dan', 'Dan Joiner')];

    const { page } = journey.browser;
    await page.setViewportSize({ width: 1024, height: 768 });
    await signInFresh(page, server.url, DEMO.admin.username, DEMO.admin.password);
    await page.goto(`${server.url}/#/admin/lti`);
    const card = page.getByTestId('lti-course');
    await card.waitFor({ timeout: 15_000 });
    expect(await card.textContent()).toContain('Signals (LMS)');
    expect(await card.textContent()).toContain(tecl.name);
    await expect.poll(() => card.getByTestId('lti-course-status').textContent()).toContain('Synced');
    expect(await card.getByTestId('lti-course-added').textContent()).toBe('Amy Adams, Ben Brook');
    await expectNoSeriousViolations(page, '/admin/lti (LMS courses)');

    server.clock.advance(1);
    await card.getByRole('button', { name: 'Sync roster now: Signals (LMS)' }).click();
    await expect.poll(() => card.getByTestId('lti-course-added').textContent(), { timeout: 20_000 }).toBe('Dan Joiner');
    expect(await card.getByTestId('lti-course-removed').textContent()).toBe('Ben Brook');
    expect(await card.textContent()).toContain(`started by `);
    await expect.poll(() => card.getByTestId('lti-course-sync').isEnabled()).toBe(true);
    await expectNoSeriousViolations(page, '/admin/lti (after a sync)');
  });

  it('on the class page: its teacher sees the class’s LMS course and syncs it, and the new student is enrolled', async () => {
    const server = journey.server;
    services.roster = [learner('sub-amy', 'Amy Adams'), learner('sub-eve', 'Eve Newcomer')];
    const { page } = journey.browser;
    await page.setViewportSize({ width: 1024, height: 768 });
    await signInFresh(page, server.url, DEMO.teacher01.username, DEMO.teacher01.password);
    await page.goto(`${server.url}/#/admin/detail?teclId=${tecl.id}&tab=students`);
    const panel = page.getByTestId('class-lms-rosters');
    await panel.waitFor({ timeout: 15_000 });
    const card = panel.getByTestId('lti-course');
    expect(await card.count()).toBe(1);
    expect(await card.textContent()).toContain('Signals (LMS)');
    // On the class's own page the card does not name the class again.
    expect(await card.textContent()).not.toContain('Lectern class');

    // The class's students, looked up by name: Eve is not one of them yet.
    await page.getByTestId('enrolled-search').fill('Eve');
    await page.getByTestId('enrolled-search').press('Enter');
    await page.getByTestId('enrolled-empty').waitFor();

    server.clock.advance(1);
    await card.getByRole('button', { name: 'Sync roster now: Signals (LMS)' }).click();
    await expect.poll(() => card.getByTestId('lti-course-added').textContent(), { timeout: 20_000 }).toBe('Eve Newcomer');
    expect(await card.getByTestId('lti-course-removed').textContent()).toBe('Dan Joiner');
    expect(await card.textContent()).toContain(`started by `);
    // The list below shows the student the sync added, without a reload.
    await expect.poll(() => page.getByTestId('enrolled-table').textContent(), { timeout: 10_000 }).toContain('Eve Newcomer');
    await expectNoSeriousViolations(page, '/admin/detail students (LMS rosters)');
  });

  it('on a class no LMS course is bound to: no rosters panel', async () => {
    const server = journey.server;
    const other = await anotherClassId(server, tecl.id);
    const { page } = journey.browser;
    await signInFresh(page, server.url, DEMO.admin.username, DEMO.admin.password);
    await page.goto(`${server.url}/#/admin/detail?teclId=${other}&tab=students`);
    await page.getByTestId('students-tab-enrolled').waitFor({ timeout: 15_000 });
    expect(await page.getByTestId('class-lms-rosters').count()).toBe(0);
  });
});
