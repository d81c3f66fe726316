import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  enrolments,
  ltiContextClasses,
  ltiLaunches,
  ltiLoginStates,
  ltiUsers,
  personalResources,
  teachingClasses,
  userRoles,
  users,
} from '../../server/db/schema';
import { ROLE } from '../../src/constants';
import { ERROR } from '../../src/schemas/error-codes';
import { ltiSessionResultSchema } from '../../src/schemas/lti-launch';
import { call, refresh } from '../support/api-client';
import {
  codeOf,
  createdRows,
  exchange,
  firstReadyRecording,
  initiateLogin,
  issuedBy,
  launchAs,
  launchUrlOf,
  registerPlatform,
  type LaunchRun,
  stubSpaDir,
} from '../support/lti-launch-flow';
import { ROLES, startPlatformSimulator, type PlatformLink, type PlatformSimulator } from '../support/lti-platform';
import { startTestServer, type TestServer } from '../support/test-server';

/**
 * The LTI 1.3 launch (docs/lti.md "The launch"), driven by a platform simulator with its own keys
 * and key set: the login initiation sends the browser to the platform with a state and nonce bound
 * on the server; a launch signs the platform's user in with the role of their course (an
 * administrator, an instructor, a learner), binds the course to the class its link names or enrols
 * the learner, and lands on the class, recording or clip through a single-use code exchanged for
 * the app's usual session, on a page only the platform may frame.
 */
let server: TestServer;
let platform: PlatformSimulator;
let classX: { id: string; teacherId: string };
let recording: { id: string; teclId: string };
let clipId: string;

const course = (custom: Record<string, string>, contextId: string | null = 'course-101'): PlatformLink => ({
  resourceLinkId: 'link-1',
  contextId,
  contextTitle: 'Linear Algebra (LMS)',
  custom,
});

const people = {
  admin: { sub: 'sub-admin', name: 'Ada Admin', email: 'ada@lms.example.edu', roles: [ROLES.administrator, ROLES.instructor] },
  instructor: { sub: 'sub-instructor', name: 'Ian Instructor', email: 'ian.instructor@lms.example.edu', roles: [ROLES.instructor] },
  learner: { sub: 'sub-learner', name: 'Lea Learner', email: 'lea@lms.example.edu', roles: [ROLES.learner] },
};

beforeAll(async () => {
  server = await startTestServer({ spaDir: stubSpaDir() });
  platform = await startPlatformSimulator(() => server.clock.now);
  await registerPlatform(server, platform, '1');
  const { db } = server.database;
  classX = (
    await db
      .select({ id: teachingClasses.id, teacherId: teachingClasses.teacherId })
      .from(teachingClasses)
      .where(eq(teachingClasses.tenantId, '1'))
      .orderBy(asc(teachingClasses.id))
      .limit(1)
  )[0]!;
  recording = await firstReadyRecording(server);
  const [clip] = await db
    .insert(personalResources)
    .values({
      tenantId: '1',
      userId: classX.teacherId,
      kind: 'clip',
      title: 'The proof',
      sourceVodId: recording.id,
      clipInS: 42,
      clipOutS: 90,
    })
    .returning({ id: personalResources.id });
  clipId = clip!.id;
});
afterAll(async () => {
  await platform?.close();
  await server?.close();
});

/** The launch's session, opened by exchanging its code. */
async function signedIn(run: LaunchRun) {
  const answer = await exchange(server, codeOf(run.launch));
  expect(answer.http, JSON.stringify(answer.body)).toBe(200);
  return ltiSessionResultSchema.parse(answer.body.result);
}

const userOf = async (sub: string) => {
  const [row] = await server.database.db
    .select({ id: users.id, username: users.username, name: users.name, email: users.email, role: users.role, hash: users.passwordHash })
    .from(ltiUsers)
    .innerJoin(users, eq(users.id, ltiUsers.userId))
    .where(and(eq(ltiUsers.tenantId, '1'), eq(ltiUsers.issuer, platform.issuer), eq(ltiUsers.subject, sub)));
  return row;
};

describe('the login initiation', () => {
  it('sends the browser to the platform with a fresh state and nonce kept on the server', async () => {
    const login = await initiateLogin(server, platform);
    expect(login.http).toBe(302);
    expect(login.headers.get('cache-control')).toBe('no-store');
    expect(login.headers.get('set-cookie')).toBeNull();
    expect(`${login.location!.origin}${login.location!.pathname}`).toBe(platform.registration.authUrl);
    expect(Object.fromEntries(login.location!.searchParams)).toMatchObject({
      scope: 'openid',
      response_type: 'id_token',
      response_mode: 'form_post',
      prompt: 'none',
      client_id: platform.clientId,
      redirect_uri: launchUrlOf(server),
      login_hint: 'hint-42',
      lti_message_hint: 'message-hint-7',
    });
    const { state, nonce } = issuedBy(login);
    expect(state).toMatch(/^[\w-]{43}$/);
    expect(nonce).toMatch(/^[\w-]{43}$/);
    expect(nonce).not.toBe(state);
    // The state is kept as its hash only; the nonce as issued.
    const rows = await server.database.db.select().from(ltiLoginStates).where(eq(ltiLoginStates.nonce, nonce));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.stateHash).not.toBe(state);
    expect(rows[0]!.expiresAt.getTime() - server.clock.now.getTime()).toBe(10 * 60_000);
  });

  it('takes the form a platform posts as well, and a login without the optional values', async () => {
    const login = await initiateLogin(server, platform, {
      method: 'POST',
      params: { lti_message_hint: undefined, lti_deployment_id: undefined, client_id: undefined },
    });
    const issued = issuedBy(login);
    expect(issued.redirectUri).toBe(launchUrlOf(server));
    expect(login.location!.searchParams.has('lti_message_hint')).toBe(false);
    expect(login.location!.searchParams.get('client_id')).toBe(platform.clientId);
  });
});

describe('a launch for each role', () => {
  it('an institution administrator is the tenant’s administrator and binds the course to the class the link names', async () => {
    const run = await launchAs(server, platform, people.admin, course({ lectern_target: `class:${classX.id}` }));
    expect(run.launch.http, run.launch.text).toBe(302);
    expect(run.launch.headers.get('set-cookie')).toBeNull();
    const session = await signedIn(run);
    expect(session.landing).toEqual({ page: 'class', teclId: classX.id });
    expect(session.user.role).toBe(ROLE.administrator);
    const me = await call(server.url, '/authority/me', { token: session.jwt_token });
    expect(me.http).toBe(200);
    expect(me.body.result.user).toMatchObject({ role: ROLE.administrator, tenantId: '1', name: 'Ada Admin' });
    // The tenant's administrator role of the resource tree: its menu signs.
    expect(me.body.result.authorities).toContain('p2-individual-center-data-board');
    const [bound] = await server.database.db.select().from(ltiContextClasses).where(eq(ltiContextClasses.contextId, 'course-101'));
    expect(bound).toMatchObject({
      teclId: classX.id,
      issuer: platform.issuer,
      deploymentId: platform.deploymentId,
      contextTitle: 'Linear Algebra (LMS)',
    });
  });

  it('a learner is a student, enrolled in the class their course is bound to', async () => {
    const before = await createdRows(server);
    const run = await launchAs(server, platform, people.learner, course({ lectern_target: `class:${classX.id}` }));
    const session = await signedIn(run);
    expect(session.landing).toEqual({ page: 'class', teclId: classX.id });
    expect(session.user.role).toBe(ROLE.student);
    const learner = (await userOf(people.learner.sub))!;
    expect(learner).toMatchObject({ name: 'Lea Learner', email: 'lea@lms.example.edu', role: ROLE.student });
    expect(learner.username).toMatch(/^lti-lea-[0-9a-f]{8}$/);
    const enrolled = await server.database.db
      .select()
      .from(enrolments)
      .where(and(eq(enrolments.teclId, classX.id), eq(enrolments.studentId, learner.id)));
    expect(enrolled).toHaveLength(1);
    const after = await createdRows(server);
    expect(after).toMatchObject({ users: before.users + 1, enrolments: before.enrolments + 1, sessions: before.sessions + 1 });
    // The class's page answers the new student.
    const page = await call(server.url, `/v1/tecl/detail?teclId=${classX.id}`, { token: session.jwt_token });
    expect(page.http, JSON.stringify(page.body)).toBe(200);
  });

  it('an instructor is a teacher; the class keeps its own teacher, and no one is enrolled', async () => {
    const before = await createdRows(server);
    const run = await launchAs(server, platform, people.instructor, course({ lectern_target: `class:${classX.id}` }));
    const session = await signedIn(run);
    expect(session.user.role).toBe(ROLE.teacher);
    const me = await call(server.url, '/authority/me', { token: session.jwt_token });
    expect(me.body.result.authorities).toContain('p2-individual-center-admin');
    const [tecl] = await server.database.db
      .select({ teacherId: teachingClasses.teacherId })
      .from(teachingClasses)
      .where(eq(teachingClasses.id, classX.id));
    expect(tecl!.teacherId).toBe(classX.teacherId);
    const after = await createdRows(server);
    expect(after).toMatchObject({ users: before.users + 1, enrolments: before.enrolments, courseClasses: before.courseClasses });
  });

  it('an instructor an administrator made the class’s teacher binds their course on their next launch', async () => {
    const instructor = (await userOf(people.instructor.sub))!;
    await server.database.db.update(teachingClasses).set({ teacherId: instructor.id }).where(eq(teachingClasses.id, classX.id));
    try {
      const link = course({ lectern_target: `class:${classX.id}` }, 'course-202');
      await signedIn(await launchAs(server, platform, people.instructor, link));
      const [bound] = await server.database.db.select().from(ltiContextClasses).where(eq(ltiContextClasses.contextId, 'course-202'));
      expect(bound).toMatchObject({ teclId: classX.id, boundBy: instructor.id });
    } finally {
      await server.database.db.update(teachingClasses).set({ teacherId: classX.teacherId }).where(eq(teachingClasses.id, classX.id));
    }
  });

  it('a learner from a course bound to no class is a student enrolled nowhere', async () => {
    const newcomer = { sub: 'sub-newcomer', name: '新 同学', roles: [ROLES.learner] };
    const before = await createdRows(server);
    const session = await signedIn(
      await launchAs(server, platform, newcomer, course({ lectern_target: `class:${classX.id}` }, 'course-unbound')),
    );
    expect(session.user.role).toBe(ROLE.student);
    expect((await userOf(newcomer.sub))!.username).toMatch(/^lti-[0-9a-f]{8}$/);
    expect(await createdRows(server)).toMatchObject({ users: before.users + 1, enrolments: before.enrolments });
  });

  it('the same person launching again is the same user, renamed as the platform now says, never lowered', async () => {
    const before = await createdRows(server);
    const renamed = { ...people.admin, name: 'Ada Lovelace', roles: [ROLES.learner] };
    const session = await signedIn(await launchAs(server, platform, renamed, course({})));
    expect(session.landing).toEqual({ page: 'home' });
    expect((await createdRows(server)).users).toBe(before.users);
    const admin = (await userOf(people.admin.sub))!;
    expect(admin).toMatchObject({ name: 'Ada Lovelace', role: ROLE.administrator });
  });

  it('two first launches of one person at once make one user', async () => {
    const twin = { sub: 'sub-twin', name: 'Tess Twin', roles: [ROLES.learner] };
    const before = await createdRows(server);
    const runs = await Promise.all([launchAs(server, platform, twin, course({})), launchAs(server, platform, twin, course({}))]);
    const sessions = await Promise.all(runs.map(signedIn));
    expect(sessions[0]!.user.id).toBe(sessions[1]!.user.id);
    expect((await createdRows(server)).users).toBe(before.users + 1);
  });

  it('a launched user has no password that signs in', async () => {
    const learner = (await userOf(people.learner.sub))!;
    expect(learner.hash.startsWith('scrypt$')).toBe(false);
    const answer = await call(server.url, '/oauth2/password', {
      method: 'POST',
      headers: { 'x-password-hash': 'sha256', tenantid: '1' },
      json: { username: learner.username, password: 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855', tenantId: '1' },
    });
    expect(answer.body.code).toBe(ERROR.loginFailed.code);
  });
});

describe('where a launch lands', () => {
  it('a recording link lands on the recording', async () => {
    const session = await signedIn(await launchAs(server, platform, people.learner, course({ lectern_target: `vod:${recording.id}` })));
    expect(session.landing).toEqual({ page: 'recording', teclId: recording.teclId, vodId: recording.id });
  });

  it('a clip link lands on the recording it was cut from, at its first second', async () => {
    const session = await signedIn(await launchAs(server, platform, people.learner, course({ lectern_target: `clip:${clipId}` })));
    expect(session.landing).toEqual({ page: 'recording', teclId: recording.teclId, vodId: recording.id, t: 42 });
  });

  it('the target may ride in the target link URI’s query instead of a custom parameter', async () => {
    const run = await launchAs(server, platform, people.learner, course({}), {
      sign: { targetLinkUri: `${launchUrlOf(server)}?lectern_target=class:${classX.id}` },
    });
    expect((await signedIn(run)).landing).toEqual({ page: 'class', teclId: classX.id });
  });

  it('fetches the platform’s key set once and keeps it', () => {
    expect(platform.keySetFetches()).toBe(1);
  });
});

describe('the launch’s code and page', () => {
  it('is exchanged once: the second exchange is refused and opens no session', async () => {
    const run = await launchAs(server, platform, people.learner, course({}));
    const code = codeOf(run.launch);
    expect(run.launch.location!.pathname).toMatch(/^\/v1\/lti\/1\/app\/[\w-]+$/);
    expect(run.launch.location!.search).toBe('');
    expect(run.launch.location!.hash).toBe(`#/lti/launch?code=${code}`);
    const first = await exchange(server, code);
    expect(first.http).toBe(200);
    expect(first.headers.get('cache-control')).toBe('no-store');
    const before = await createdRows(server);
    const second = await exchange(server, code);
    expect(second.http).toBe(400);
    expect(second.body.code).toBe(ERROR.ltiCodeInvalid.code);
    expect((await createdRows(server)).sessions).toBe(before.sessions);
    // The first exchange's session is the app's usual one: it refreshes like any other.
    const refreshed = await refresh(server.url, first.body.result.refresh_token);
    expect(refreshed.http).toBe(200);
  });

  it('expires 60 s after the launch', async () => {
    const run = await launchAs(server, platform, people.learner, course({}));
    server.clock.advance(61);
    const before = await createdRows(server);
    const late = await exchange(server, codeOf(run.launch));
    expect(late.http).toBe(400);
    expect(late.body.code).toBe(ERROR.ltiCodeInvalid.code);
    expect((await createdRows(server)).sessions).toBe(before.sessions);
  });

  it('an unknown code is refused like a spent one', async () => {
    const answer = await exchange(server, 'not-a-code');
    expect(answer.body.code).toBe(ERROR.ltiCodeInvalid.code);
  });

  it('serves the app’s page framed by the launch’s platform only; the app’s own page stays unframable', async () => {
    const run = await launchAs(server, platform, people.learner, course({}));
    const page = await fetch(new URL(run.launch.location!.pathname, server.url));
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    expect(page.headers.get('x-frame-options')).toBeNull();
    const policy = page.headers.get('content-security-policy')!;
    expect(policy).toContain(`frame-ancestors ${platform.origin}`);
    expect(policy).toContain("script-src 'self'");
    expect(await page.text()).toContain('<div id="root">');
    const home = await fetch(new URL('/', server.url));
    expect(home.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(home.headers.get('x-frame-options')).toBe('DENY');
  });

  it('refuses the page of an unknown launch, of another tenant’s address, or over 12 hours old', async () => {
    const run = await launchAs(server, platform, people.learner, course({}));
    const launchId = run.launch.location!.pathname.split('/').pop()!;
    expect((await server.database.db.select().from(ltiLaunches).where(eq(ltiLaunches.id, launchId))).length).toBe(1);
    for (const address of ['/v1/lti/1/app/no-such-launch', `/v1/lti/2/app/${launchId}`]) {
      const page = await fetch(new URL(address, server.url));
      expect(page.status, address).toBe(404);
      expect(await page.text()).toContain('This page’s sign-in has ended.');
    }
    const address = `/v1/lti/1/app/${launchId}`;
    expect((await fetch(new URL(address, server.url))).status).toBe(200);
    server.clock.advance(12 * 60 * 60 + 1);
    expect((await fetch(new URL(address, server.url))).status).toBe(404);
  });

  it('grants the resource tree’s role of a new user once', async () => {
    const learner = (await userOf(people.learner.sub))!;
    const grants = await server.database.db.select().from(userRoles).where(eq(userRoles.userId, learner.id));
    expect(grants).toHaveLength(1);
  });
});
