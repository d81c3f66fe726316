import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { classAccess, manageableClasses, mayManageClass, mayUploadTo, visibleClasses, type ClassAccess } from '../../server/access';
import type { AccessClaims } from '../../server/auth/token-signer';
import type { CatalogueCache } from '../../server/catalogue/catalogue-cache';
import { visibleClassesCached } from '../../server/catalogue/visible-classes';
import { TECL_VISIBILITY, enrolments, teachingClasses, users, type TeclVisibility } from '../../server/db/schema';
import { EXTRA_PASSWORD } from '../../server/db/seed/plan';
import { call, DEMO, login } from '../support/api-client';
import { signedInServer } from '../support/signed-in-server';
import { pretest } from '../support/upload-client';

/**
 * The rules of server/access (docs/server-layout.md "Who may do what") asked for every relation a
 * caller can have to one class, and the routes that apply them asked the same: watching it (its
 * page, docs/course-visibility.md, closed to its own students or open to the campus), managing it
 * (course management's class page), reading its reports, and uploading to it. The class is one of
 * teacher01's, with student01 enrolled and student04 and nopriv01 not.
 */
const signedIn = signedInServer([]);
const db = () => signedIn.server.database.db;

type Caller = { username: string; tenantId: string; password: string };
type Expected = { closed: ClassAccess; open: ClassAccess; manage: 200 | 403 | 404; upload: 200 | 403 | 404 };

const demo = (name: keyof typeof DEMO): Caller => DEMO[name];
const extra = (username: string, tenantId: string): Caller => ({ username, tenantId, password: EXTRA_PASSWORD });

/** Every relation to the class, with what the rules and the routes answer for it. */
const RELATIONS: [relation: string, caller: Caller, expected: Expected][] = [
  ['an administrator of its tenant', demo('admin'), { closed: 'allowed', open: 'allowed', manage: 200, upload: 200 }],
  ['its teacher', demo('teacher01'), { closed: 'allowed', open: 'allowed', manage: 200, upload: 200 }],
  ['a teacher of another class', extra('teacher02', '1'), { closed: 'forbidden', open: 'allowed', manage: 403, upload: 403 }],
  ['a student enrolled in it', demo('student01'), { closed: 'allowed', open: 'allowed', manage: 403, upload: 403 }],
  ['a student not enrolled in it', extra('student04', '1'), { closed: 'forbidden', open: 'allowed', manage: 403, upload: 403 }],
  ['a user without the front sign', demo('nopriv01'), { closed: 'forbidden', open: 'forbidden', manage: 403, upload: 403 }],
  ["another tenant's teacher", extra('rc.teacher01', '2'), { closed: 'missing', open: 'missing', manage: 404, upload: 404 }],
  ["another tenant's student", demo('student03'), { closed: 'missing', open: 'missing', manage: 403, upload: 403 }],
];

const fixture = { teclId: '', teacherId: '' };
const tokens = new Map<string, string>();
const claimsOf = new Map<string, AccessClaims>();

beforeAll(async () => {
  const [teacher01] = await db()
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.username, 'teacher01'), eq(users.tenantId, '1')));
  const [tecl] = await db()
    .select({ id: teachingClasses.id, teacherId: teachingClasses.teacherId })
    .from(teachingClasses)
    .where(eq(teachingClasses.teacherId, teacher01!.id))
    .orderBy(teachingClasses.id)
    .limit(1);
  Object.assign(fixture, { teclId: tecl!.id, teacherId: tecl!.teacherId });
  for (const [, caller] of RELATIONS) {
    const [user] = await db()
      .select({ id: users.id, role: users.role })
      .from(users)
      .where(and(eq(users.username, caller.username), eq(users.tenantId, caller.tenantId)));
    claimsOf.set(caller.username, {
      sub: user!.id,
      tid: caller.tenantId,
      sid: 'access-rules',
      usr: caller.username,
      rol: user!.role,
      pwc: false,
    });
    tokens.set(caller.username, (await login(signedIn.server.url, caller)).jwt_token);
    // The enrolment the table states: student01 in the class, nobody else of the table.
    await db()
      .delete(enrolments)
      .where(and(eq(enrolments.teclId, fixture.teclId), eq(enrolments.studentId, user!.id)));
  }
  await db()
    .insert(enrolments)
    .values({ tenantId: '1', teclId: fixture.teclId, studentId: claimsOf.get('student01')!.sub });
});

const setVisibility = (visibility: TeclVisibility) =>
  db().update(teachingClasses).set({ visibility }).where(eq(teachingClasses.id, fixture.teclId));

/** The class among those a condition on `teaching_classes` keeps, in the caller's tenant. */
const kept = async (claims: AccessClaims, condition: ReturnType<typeof visibleClasses>) =>
  (
    await db()
      .select({ id: teachingClasses.id })
      .from(teachingClasses)
      .where(and(eq(teachingClasses.id, fixture.teclId), eq(teachingClasses.tenantId, claims.tid), condition))
  ).length === 1;

const ask = (username: string, path: string) => call(signedIn.server.url, path, { token: tokens.get(username) });

/** The catalogue's form of the rule with the caller's facts read afresh. */
const NO_CACHE: CatalogueCache = { get: () => undefined, set: () => {} };

const WATCH_STATUS: Record<ClassAccess, number> = { allowed: 200, forbidden: 403, missing: 404 };

describe.each(RELATIONS)('%s', (_relation, caller, expected) => {
  const claims = () => claimsOf.get(caller.username)!;

  it.each([
    ['closed to its own students', TECL_VISIBILITY.enrolled, expected.closed],
    ['open to the campus', TECL_VISIBILITY.campus, expected.open],
  ] as const)('may watch the class %s: %s, on its page and in every list', async (_kind, visibility, access) => {
    await setVisibility(visibility);
    expect(await classAccess(db(), claims(), fixture.teclId)).toBe(access);
    // Lists and search offer exactly the classes the check lets in (docs/course-visibility.md "In lists and search").
    expect(await kept(claims(), visibleClasses(claims()))).toBe(access === 'allowed');
    expect(await kept(claims(), await visibleClassesCached(db(), NO_CACHE, claims()))).toBe(access === 'allowed');
    const page = await ask(caller.username, `/v1/tecl/detail?teclId=${fixture.teclId}`);
    expect(page.http, JSON.stringify(page.body)).toBe(WATCH_STATUS[access]);
    // The class page offers uploading by the upload rule.
    if (access === 'allowed') expect(page.body.result.canUpload).toBe(expected.upload === 200);
  });

  it(`may manage it: ${expected.manage}, in course management and its reports`, async () => {
    const sameTenant = claims().tid === '1';
    expect(sameTenant && mayManageClass(claims(), fixture.teacherId)).toBe(expected.manage === 200);
    expect(await kept(claims(), manageableClasses(claims()))).toBe(expected.manage === 200);
    const detail = await ask(caller.username, `/v1/admin/classes/${fixture.teclId}/detail`);
    expect(detail.http, JSON.stringify(detail.body)).toBe(expected.manage);
    const reports = await ask(caller.username, `/v1/reports/classes/${fixture.teclId}/students`);
    expect(reports.http, JSON.stringify(reports.body)).toBe(expected.manage);
  });

  it(`may upload to it: ${expected.upload}`, async () => {
    const sameTenant = claims().tid === '1';
    expect(sameTenant && mayUploadTo(claims(), fixture.teacherId)).toBe(expected.upload === 200);
    const upload = { bytes: Buffer.alloc(1024), identifier: 'access-rules-1', fileName: 'handout.pdf' };
    const answer = await pretest(signedIn.server, tokens.get(caller.username)!, upload, 1, {
      target: 'attachment',
      teclId: fixture.teclId,
    });
    expect(answer.http, JSON.stringify(answer.body)).toBe(expected.upload);
  });
});
