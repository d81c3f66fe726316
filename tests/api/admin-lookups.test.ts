import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ROLE } from '../../src/constants';
import { classrooms, subjects, users } from '../../server/db/schema';
import { adminLookupsSchema } from '../../src/schemas/admin-lookups';
import { EXTRA_PASSWORD } from '../../server/db/seed/plan';
import { call, login } from '../support/api-client';
import { signedInServer } from '../support/signed-in-server';

/**
 * GET /v1/admin/lookups (docs/admin.md "The /admin/home page"): the class forms' subjects,
 * teachers and classrooms, of the caller's tenant only; a teacher is offered only themselves; a
 * student is refused like every course-management call.
 */
const signedIn = signedInServer(['admin', 'teacher01', 'student01', 'student03']);
const db = () => signedIn.server.database.db;
const ask = (token: string | undefined) => call(signedIn.server.url, '/v1/admin/lookups', { token });

describe('GET /v1/admin/lookups', () => {
  it("gives an administrator the tenant's subjects, active teachers and classrooms", async () => {
    const answer = await ask(signedIn.tokens.admin);
    expect(answer.http, JSON.stringify(answer.body)).toBe(200);
    const lookups = adminLookupsSchema.parse(answer.body.result);
    const tenantSubjects = await db().select({ id: subjects.id }).from(subjects).where(eq(subjects.tenantId, '1'));
    const tenantTeachers = await db()
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.tenantId, '1'), eq(users.role, ROLE.teacher), eq(users.active, true)));
    const tenantRooms = await db().select({ id: classrooms.id }).from(classrooms).where(eq(classrooms.tenantId, '1'));
    expect(lookups.subjects.map((s) => s.subjId).sort()).toEqual(tenantSubjects.map((s) => s.id).sort());
    expect(lookups.teachers.map((t) => t.teacId).sort()).toEqual(tenantTeachers.map((t) => t.id).sort());
    expect(lookups.classrooms.map((c) => c.clroId).sort()).toEqual(tenantRooms.map((c) => c.id).sort());
    expect(lookups.subjects.length).toBeGreaterThan(0);
    expect(lookups.teachers.length).toBeGreaterThan(1);
  });

  it('offers a teacher only themselves as teacher', async () => {
    const answer = await ask(signedIn.tokens.teacher01);
    expect(answer.http).toBe(200);
    const [me] = await db()
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.tenantId, '1'), eq(users.username, 'teacher01')));
    expect(adminLookupsSchema.parse(answer.body.result).teachers.map((t) => t.teacId)).toEqual([me!.id]);
  });

  it("keeps another tenant's caller to their own tenant, and refuses students", async () => {
    const otherTenant = (await login(signedIn.server.url, { username: 'rc.teacher01', password: EXTRA_PASSWORD, tenantId: '2' })).jwt_token;
    const answer = await ask(otherTenant);
    expect(answer.http).toBe(200);
    const theirs = adminLookupsSchema.parse(answer.body.result);
    const ours = new Set((await db().select({ id: subjects.id }).from(subjects).where(eq(subjects.tenantId, '1'))).map((s) => s.id));
    expect(theirs.subjects.length).toBeGreaterThan(0);
    expect(theirs.subjects.filter((s) => ours.has(s.subjId))).toEqual([]);
    expect(theirs.teachers).toHaveLength(1);
    expect((await ask(signedIn.tokens.student01)).http).toBe(403);
    expect((await ask(signedIn.tokens.student03)).http).toBe(403);
    expect((await ask(undefined)).http).toBe(401);
  });
});
