import { and, asc, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enrolments, ltiCourseRosters, ltiRosterSyncs, ltiUsers, teachingClasses, users } from '../../server/db/schema';
import { runRosterSync } from '../../server/lti/roster-sync';
import { serviceTokens } from '../../server/lti/service-token';
import { ltiCourseSchema, rosterSyncSchema, type LtiCourse } from '../../src/schemas/lti-roster';
import { call } from '../support/api-client';
import { signInLtiCallers, type LtiCaller } from '../support/lti-callers';
import { codeOf, launchAs, registerPlatform, stubSpaDir } from '../support/lti-launch-flow';
import { ROLES, startPlatformSimulator, type PlatformLink, type PlatformSimulator } from '../support/lti-platform';
import { NRPS_SCOPE, servePlatformServices, type PlatformServices, type RosterEntry } from '../support/lti-platform-services';
import { startTestServer, type TestServer } from '../support/test-server';
import { until } from '../support/until';

/**
 * Roster sync (docs/lti.md "Roster sync"): a launch from a bound course, or the course's button,
 * syncs the class's students with the LMS's membership list (Names and Role Provisioning Services
 * 2.0), read with a token the platform grants Lectern for its signed client assertion. Learners
 * who joined are enrolled, those who left or went inactive lose the enrolment the LMS made, a
 * student enrolled by hand stays, instructors are not enrolled; a platform that fails changes
 * nothing and the sync is retried; the course is seen and synced only by who manages its class.
 */
let server: TestServer;
let platform: PlatformSimulator;
let services: PlatformServices;
let classX: { id: string; teacherId: string };
let tokens: Record<LtiCaller, string>;

const CONTEXT = 'course-roster-1';
const course = (): PlatformLink => ({
  resourceLinkId: 'link-roster',
  contextId: CONTEXT,
  contextTitle: 'Signals (LMS)',
  custom: { lectern_target: `class:${classX.id}` },
});

const member = (sub: string, name: string, roles: string[], status?: RosterEntry['status']): RosterEntry => ({
  user_id: sub,
  name,
  email: `${sub}@lms.example.edu`,
  roles,
  ...(status ? { status } : {}),
});
const amy = member('sub-amy', 'Amy Adams', [ROLES.learner]);
const ben = member('sub-ben', 'Ben Brook', ['Learner']);
const ivy = member('sub-ivy', 'Ivy Instructor', [ROLES.instructor]);
const cal = member('sub-cal', 'Cal Inactive', [ROLES.learner], 'Inactive');
const dan = member('sub-dan', 'Dan Joiner', [ROLES.learner]);
const instructor = { sub: 'sub-teacher', name: 'Tess Teacher', email: 'tess@lms.example.edu', roles: [ROLES.instructor] };
const admin = { sub: 'sub-admin', name: 'Ada Admin', email: 'ada@lms.example.edu', roles: [ROLES.administrator] };

const db = () => server.database.db;

/** The class's students enrolled by hand (the seed's, and student01): no sync may remove them. */
let byHand: string[] = [];

async function enrolledInClassX(): Promise<string[]> {
  const rows = await db()
    .select({ username: users.username, subject: ltiUsers.subject })
    .from(enrolments)
    .innerJoin(users, eq(users.id, enrolments.studentId))
    .leftJoin(ltiUsers, eq(ltiUsers.userId, users.id))
    .where(eq(enrolments.teclId, classX.id));
  return rows.map((row) => row.subject ?? row.username).sort();
}

/** The class's students the LMS enrolled (by their platform subject), after checking that those enrolled by hand are all still there. */
async function studentsOfClassX(): Promise<string[]> {
  const enrolled = await enrolledInClassX();
  expect(enrolled).toEqual(expect.arrayContaining(byHand));
  return enrolled.filter((student) => !byHand.includes(student));
}

const rosterId = async () =>
  (await db().select({ id: ltiCourseRosters.id }).from(ltiCourseRosters).where(eq(ltiCourseRosters.contextId, CONTEXT)))[0]?.id;

const syncsOfCourse = async () => {
  const id = await rosterId();
  if (id === undefined) return [];
  return db().select().from(ltiRosterSyncs).where(eq(ltiRosterSyncs.rosterId, id)).orderBy(desc(ltiRosterSyncs.createdAt));
};

/** Waits for the sync to reach a status other than waiting or running. */
const settled = (syncId: string, statuses = ['succeeded', 'failed', 'retrying']) =>
  until(
    async () => {
      const [row] = await db().select().from(ltiRosterSyncs).where(eq(ltiRosterSyncs.id, syncId));
      return row && statuses.includes(row.status) ? row : null;
    },
    20_000,
    `roster sync ${syncId}`,
  );

/** The sync's job run again in the test, as pg-boss retries it (or a second worker takes it), with its own token client. */
const runAgain = (syncId: string, tokenClient = serviceTokens(db(), () => server.clock.now)) =>
  runRosterSync(
    db(),
    tokenClient,
    syncId,
    () => server.clock.now,
    () => {},
  );

const coursesAs = (token: string) => call<LtiCourse[]>(server.url, '/v1/admin/lti/courses', { token });
/** The test clock stands still: each sync is asked a second later, so the newest is the last asked. */
const syncAs = (token: string, id: string) => {
  server.clock.advance(1);
  return call(server.url, `/v1/admin/lti/courses/${encodeURIComponent(id)}/sync`, { method: 'POST', token });
};

beforeAll(async () => {
  server = await startTestServer({ spaDir: stubSpaDir(), jobs: true });
  platform = await startPlatformSimulator(() => server.clock.now);
  services = servePlatformServices(platform, `${server.url}/v1/lti/jwks`, () => server.clock.now);
  await registerPlatform(server, platform, '1');
  const [teacher01] = await db().select({ id: users.id }).from(users).where(eq(users.username, 'teacher01'));
  classX = (
    await db()
      .select({ id: teachingClasses.id, teacherId: teachingClasses.teacherId })
      .from(teachingClasses)
      .where(and(eq(teachingClasses.tenantId, '1'), eq(teachingClasses.teacherId, teacher01!.id)))
      .orderBy(asc(teachingClasses.id))
      .limit(1)
  )[0]!;
  tokens = await signInLtiCallers(server);
});

afterAll(async () => {
  await platform?.close();
  await server?.close();
});

describe('LTI roster sync', () => {
  it('syncs on the launch that binds the course: the active learners enrolled, instructors and inactive learners not', async () => {
    services.roster = [amy, ben, ivy, cal];
    // A student enrolled by hand, whom no LMS lists: every sync keeps them.
    const [student01] = await db().select({ id: users.id }).from(users).where(eq(users.username, 'student01'));
    await db().insert(enrolments).values({ tenantId: '1', teclId: classX.id, studentId: student01!.id }).onConflictDoNothing();
    byHand = await enrolledInClassX();
    expect(byHand).toContain('student01');

    const run = await launchAs(server, platform, instructor, course(), { sign: { claims: services.claimFor(CONTEXT) } });
    expect(codeOf(run.launch)).not.toBe('');
    // The instructor is not the class's teacher: no binding, so no sync.
    expect(await syncsOfCourse()).toEqual([]);

    const bind = await launchAs(server, platform, admin, course(), { sign: { claims: services.claimFor(CONTEXT) } });
    expect(bind.launch.http).toBe(302);
    const [first] = await until(async () => ((await syncsOfCourse()).length > 0 ? syncsOfCourse() : null), 10_000, 'a sync');
    const done = await settled(first!.id);
    expect(done).toMatchObject({ trigger: 'launch', status: 'succeeded', addedCount: 2, removedCount: 0, failure: null });
    expect([...done.addedNames].sort()).toEqual(['Amy Adams', 'Ben Brook']);
    expect(await studentsOfClassX()).toEqual(['sub-amy', 'sub-ben']);
    // Paged: the roster of four came in two pages, each with the container's media type asked and the bearer token.
    expect(services.membershipsRequests.map((request) => request.path)).toEqual([
      `/nrps/${CONTEXT}/memberships`,
      `/nrps/${CONTEXT}/memberships?page=1`,
    ]);
    expect(services.membershipsRequests.every((request) => request.authorization?.startsWith('Bearer token-'))).toBe(true);
    expect(services.membershipsRequests[0]!.accept).toBe('application/vnd.ims.lti-nrps.v2.membershipcontainer+json');
    // The user the sync made is the one a launch signs in: a learner's launch makes no second user.
    await launchAs(server, platform, { sub: amy.user_id, name: amy.name!, email: amy.email!, roles: [ROLES.learner] }, course(), {
      sign: { claims: services.claimFor(CONTEXT) },
    });
    expect(await db().select().from(ltiUsers).where(eq(ltiUsers.subject, amy.user_id))).toHaveLength(1);
    // That launch came within minutes of the last sync: it asked for none.
    expect(await syncsOfCourse()).toHaveLength(1);
  });

  it('asks the token endpoint with a client assertion signed by the current tool key, for the NRPS scope, once per token', async () => {
    expect(services.tokenRequests).toHaveLength(1);
    const [request] = services.tokenRequests;
    expect(request).toMatchObject({
      grantType: 'client_credentials',
      scope: NRPS_SCOPE,
      assertionType: 'urn:ietf:params:oauth:client-assertion-type:jwt-bearer',
    });
    if (!request || 'error' in request.verified) throw new Error(`the assertion did not verify: ${JSON.stringify(request?.verified)}`);
    const { kid, payload } = request.verified;
    const keySet = await (await fetch(`${server.url}/v1/lti/jwks`)).json();
    expect(keySet.keys.map((key: { kid: string }) => key.kid)).toContain(kid);
    expect(payload).toMatchObject({ iss: platform.clientId, sub: platform.clientId, aud: `${platform.origin}/token` });
    expect(payload.exp! - payload.iat!).toBeLessThanOrEqual(300);
    expect(typeof payload.jti).toBe('string');
  });

  it('adds the joiner and removes the leaver on demand, keeping the student enrolled by hand', async () => {
    services.roster = [amy, dan, ivy, { ...ben, status: 'Deleted' }];
    const id = (await rosterId())!;
    const answer = await syncAs(tokens.admin, id);
    expect(answer.http).toBe(200);
    const asked = rosterSyncSchema.parse(answer.body.result);
    expect(asked).toMatchObject({ trigger: 'demand', requestedBy: expect.any(String) });
    const done = await settled(asked.id);
    expect(done).toMatchObject({
      status: 'succeeded',
      addedCount: 1,
      removedCount: 1,
      addedNames: ['Dan Joiner'],
      removedNames: ['Ben Brook'],
    });
    expect(await studentsOfClassX()).toEqual(['sub-amy', 'sub-dan']);

    const list = await coursesAs(tokens.admin);
    expect(list.http).toBe(200);
    const listed = ltiCourseSchema
      .array()
      .parse(list.body.result)
      .find((item) => item.id === id);
    expect(listed).toMatchObject({ courseTitle: 'Signals (LMS)', teclId: classX.id, platformName: 'Simulated LMS' });
    expect(listed?.lastSync).toMatchObject({ id: asked.id, status: 'succeeded', addedNames: ['Dan Joiner'], removedNames: ['Ben Brook'] });
  });

  it('run twice, a sync changes nothing more; a second sync of an unchanged roster adds and removes no one', async () => {
    const [last] = await syncsOfCourse();
    expect(await runAgain(last!.id)).toBe('skipped');
    const again = rosterSyncSchema.parse((await syncAs(tokens.teacher01, (await rosterId())!)).body.result);
    expect(await settled(again.id)).toMatchObject({
      status: 'succeeded',
      addedCount: 0,
      removedCount: 0,
      addedNames: [],
      removedNames: [],
    });
    expect(await studentsOfClassX()).toEqual(['sub-amy', 'sub-dan']);
  });

  it('fails with nothing changed while the LMS answers 503, and succeeds when retried', async () => {
    services.roster = [amy];
    services.tokenDown = true;
    services.membershipsDown = true;
    const asked = rosterSyncSchema.parse((await syncAs(tokens.admin, (await rosterId())!)).body.result);
    const failed = await settled(asked.id);
    // The worker's token from the last sync is still good: the memberships endpoint is the one that fails.
    expect(failed).toMatchObject({ status: 'retrying', failure: 'memberships', addedCount: 0, removedCount: 0 });
    expect(await studentsOfClassX()).toEqual(['sub-amy', 'sub-dan']);
    const listed = ltiCourseSchema.array().parse((await coursesAs(tokens.admin)).body.result);
    expect(listed.find((item) => item.lastSync?.id === asked.id)?.lastSync).toMatchObject({ status: 'retrying', failure: 'memberships' });

    // Tried again with no token: the token endpoint answers 503; still nothing changed.
    const tokenClient = serviceTokens(db(), () => server.clock.now);
    expect(await runAgain(asked.id, tokenClient)).toBe('retry');
    expect(await db().select().from(ltiRosterSyncs).where(eq(ltiRosterSyncs.id, asked.id))).toMatchObject([
      { status: 'retrying', failure: 'token' },
    ]);
    expect(await studentsOfClassX()).toEqual(['sub-amy', 'sub-dan']);

    // The job's retry (as pg-boss runs it after its delay) finds the LMS back.
    services.tokenDown = false;
    services.membershipsDown = false;
    expect(await runAgain(asked.id, tokenClient)).toBe('done');
    expect(await settled(asked.id)).toMatchObject({ status: 'succeeded', failure: null, removedNames: ['Dan Joiner'] });
    expect(await studentsOfClassX()).toEqual(['sub-amy']);
  });

  it('a launch minutes after the last sync asks for another', async () => {
    services.roster = [amy, dan];
    const before = (await syncsOfCourse()).length;
    server.clock.advance(6 * 60);
    await launchAs(server, platform, { sub: dan.user_id, name: dan.name!, roles: [ROLES.learner] }, course(), {
      sign: { claims: services.claimFor(CONTEXT) },
    });
    const [latest] = await until(
      async () => {
        const syncs = await syncsOfCourse();
        return syncs.length > before ? syncs : null;
      },
      10_000,
      'a launch sync',
    );
    expect(await settled(latest!.id)).toMatchObject({ trigger: 'launch', status: 'succeeded' });
    expect(await studentsOfClassX()).toEqual(['sub-amy', 'sub-dan']);
  });

  it('shows and syncs a course only to who manages its class', async () => {
    const id = (await rosterId())!;
    const seen = async (token: string) =>
      ltiCourseSchema
        .array()
        .parse((await coursesAs(token)).body.result)
        .some((item) => item.id === id);
    expect(await seen(tokens.admin)).toBe(true);
    expect(await seen(tokens.teacher01)).toBe(true);
    expect(await seen(tokens.otherTeacher)).toBe(false);
    expect(await seen(tokens.otherAdmin)).toBe(false);

    const before = (await syncsOfCourse()).length;
    const otherTeacher = await syncAs(tokens.otherTeacher, id);
    expect(otherTeacher.http).toBe(403);
    expect(otherTeacher.body.message).not.toContain(id);
    const otherAdmin = await syncAs(tokens.otherAdmin, id);
    expect(otherAdmin.http).toBe(404);
    expect(otherAdmin.body.message).not.toContain(id);
    expect((await syncAs(tokens.student01, id)).http).toBe(403);
    expect((await coursesAs(tokens.student01)).http).toBe(403);
    expect((await syncAs(tokens.admin, 'no-such-course')).http).toBe(404);
    expect((await call(server.url, `/v1/admin/lti/courses/${id}/sync`, { method: 'POST' })).http).toBe(401);
    expect((await syncsOfCourse()).length).toBe(before);
  });
});
