import { and, asc, eq, ne } from 'drizzle-orm';
import { EXTRA_PASSWORD } from '../../server/db/seed/plan';
import { teachingClasses, users } from '../../server/db/schema';
import { ROLE } from '../../src/constants';
import { DEMO, login } from './api-client';
import type { TestServer } from './test-server';

/**
 * The callers the LTI course tests ask as: the tenant's administrator, the class's teacher
 * (teacher01), another teacher of the tenant (an extra of the seed, teaching other classes), a
 * student, and another tenant's administrator (tenant '2' seeds none: one of its teachers is made
 * one). Answers each one's access token.
 */
export type LtiCaller = 'admin' | 'teacher01' | 'otherTeacher' | 'student01' | 'otherAdmin';

export async function signInLtiCallers(server: TestServer): Promise<Record<LtiCaller, string>> {
  const db = server.database.db;
  const [other] = await db
    .select({ username: users.username })
    .from(users)
    .where(and(eq(users.tenantId, '1'), eq(users.role, ROLE.teacher), ne(users.username, 'teacher01')))
    .orderBy(asc(users.username))
    .limit(1);
  await db
    .update(users)
    .set({ role: ROLE.administrator })
    .where(and(eq(users.tenantId, '2'), eq(users.username, 'rc.teacher01')));
  const tokenOf = async (account: { username: string; password: string; tenantId: string }) => (await login(server.url, account)).jwt_token;
  return {
    admin: await tokenOf(DEMO.admin),
    teacher01: await tokenOf(DEMO.teacher01),
    student01: await tokenOf(DEMO.student01),
    otherTeacher: await tokenOf({ username: other!.username, password: EXTRA_PASSWORD, tenantId: '1' }),
    otherAdmin: await tokenOf({ username: 'rc.teacher01', password: EXTRA_PASSWORD, tenantId: '2' }),
  };
}

/** A class of tenant '1' other than `classId`: the class an LTI test's caller asks for that is not theirs. */
export async function anotherClassId(server: TestServer, classId: string): Promise<string> {
  const [other] = await server.database.db
    .select({ id: teachingClasses.id })
    .from(teachingClasses)
    .where(and(eq(teachingClasses.tenantId, '1'), ne(teachingClasses.id, classId)))
    .limit(1);
  if (!other) throw new Error('the seeded tenant has one class only');
  return other.id;
}
