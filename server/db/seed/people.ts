import { ROLE } from '../../../src/constants';
import { userRoles, users } from '../schema';
import type { SeedContext } from './context';
import { personName } from './data/people';
import { seedId } from './ids';
import { insertAll } from './insert';
import { roleId } from './permissions';
import { EXTRA_PASSWORD, type DemoAccount, type RoleCode } from './plan';

/** The demo accounts and generated teachers and students of a tenant, with their roles. */

export type Person = { id: string; username: string; name: string; role: number; orgaId: string | null };
export type People = { teachers: Person[]; students: Person[]; byUsername: Map<string, Person> };

/** Generated names start further down the list in each tenant, so tenants do not share names. */
const NAME_OFFSET_PER_TENANT = 200;

export const userId = (tenantId: string, username: string) => seedId('user', tenantId, username);

export async function seedPeople(ctx: SeedContext, orgIds: string[]): Promise<People> {
  const { plan, db, log, random, passwordHashes } = ctx;
  const hashOf = (password: string) => passwordHashes.get(password)!;
  type Row = typeof users.$inferInsert & { roleCode: RoleCode };
  const rows: Row[] = [];
  const add = (a: Omit<DemoAccount, 'password'>, passwordHash: string, orgaId: string | null) =>
    rows.push({
      id: userId(plan.id, a.username),
      tenantId: plan.id,
      username: a.username,
      name: a.name,
      code: a.code,
      role: a.role,
      roleCode: a.roleCode,
      passwordHash,
      orgaId,
      email: `${a.username}@${plan.code}.example.edu`,
    });

  const nameBase = (Number(plan.id) - 1) * NAME_OFFSET_PER_TENANT;
  const firstOrg = orgIds[0]!;
  for (const a of plan.accounts) {
    const orgaId = a.role === ROLE.administrator ? null : a.role === ROLE.teacher ? firstOrg : random.pick(orgIds);
    add(a, hashOf(a.password), orgaId);
  }
  const t = plan.extraTeachers;
  for (let i = 0; i < t.count; i++) {
    const n = t.first + i;
    const username = `${t.usernamePrefix}${String(n).padStart(2, '0')}`;
    const name = `${i % 3 === 0 ? 'Prof.' : 'Dr.'} ${personName(nameBase + i)}`;
    const code = `T${plan.id}010${String(n).padStart(3, '0')}`;
    add({ username, name, code, role: ROLE.teacher, roleCode: 'teacher' }, hashOf(EXTRA_PASSWORD), orgIds[i % orgIds.length]!);
  }
  const s = plan.extraStudents;
  for (let i = 0; i < s.count; i++) {
    const n = s.first + i;
    const username = `${s.usernamePrefix}${String(n).padStart(2, '0')}`;
    const code = `2024${plan.id}${String(n).padStart(5, '0')}`;
    add(
      { username, name: personName(nameBase + 50 + i), code, role: ROLE.student, roleCode: 'student' },
      hashOf(EXTRA_PASSWORD),
      random.pick(orgIds),
    );
  }

  await insertAll(
    db,
    users,
    rows.map(({ roleCode: _r, ...row }) => row),
    `users (tenant ${plan.id})`,
    log,
  );
  const grants = rows.map((r) => ({ userId: r.id!, roleId: roleId(plan.id, r.roleCode) }));
  await insertAll(db, userRoles, grants, `user roles (tenant ${plan.id})`, log);

  const people = rows.map((r) => ({ id: r.id!, username: r.username, name: r.name, role: r.role, orgaId: r.orgaId ?? null }));
  return {
    teachers: people.filter((p) => p.role === ROLE.teacher),
    students: people.filter((p) => p.role === ROLE.student),
    byUsername: new Map(people.map((p) => [p.username, p])),
  };
}
