import { ROLE } from '../../../../src/constants';
import { hashPassword } from '../../../auth/passwords';
import type { Db } from '../../client';
import { enrolments, userRoles, users } from '../../schema';
import type { SeedLog } from '../insert';
import { roleId } from '../permissions';
import { EXTRA_PASSWORD } from '../plan';
import type { Random } from '../random';
import { bulkInsert } from './bulk-insert';
import type { LargeClass } from './catalogue';
import { largePersonName } from './names';
import { LARGE, largeId } from './plan';

/** Teachers and students of the large campus (one shared password, hashed once) and enrolments. */

export async function seedLargePeople(db: Db, log: SeedLog): Promise<{ teacherIds: string[]; studentIds: string[] }> {
  const passwordHash = await hashPassword(EXTRA_PASSWORD);
  const person = (kind: 'teacher' | 'student', n: number, nameIndex: number) => ({
    id: largeId(kind === 'teacher' ? 'teac' : 'stud', n),
    tenantId: LARGE.tenantId,
    username: `lg.${kind}${String(n).padStart(5, '0')}`,
    name: largePersonName(nameIndex),
    code: `${kind === 'teacher' ? 'LT' : 'LS'}${String(n).padStart(6, '0')}`,
    role: kind === 'teacher' ? ROLE.teacher : ROLE.student,
    passwordHash,
    email: `lg.${kind}${n}@lectern-demo.example.edu`,
  });
  const teachers = Array.from({ length: LARGE.teachers }, (_, i) => person('teacher', i + 1, i));
  const students = Array.from({ length: LARGE.students }, (_, i) => person('student', i + 1, LARGE.teachers + i));
  await bulkInsert(db, users, [...teachers, ...students], 'users', log);
  const grants = [
    ...teachers.map((t) => ({ userId: t.id, roleId: roleId(LARGE.tenantId, 'teacher') })),
    ...students.map((s) => ({ userId: s.id, roleId: roleId(LARGE.tenantId, 'student') })),
  ];
  await bulkInsert(db, userRoles, grants, 'user roles', log);
  return { teacherIds: teachers.map((t) => t.id), studentIds: students.map((s) => s.id) };
}

export async function seedLargeEnrolments(
  db: Db,
  studentIds: string[],
  classes: LargeClass[],
  random: Random,
  log: SeedLog,
): Promise<void> {
  const rows = studentIds.flatMap((studentId) => {
    const chosen = new Set<string>();
    while (chosen.size < LARGE.enrolmentsPerStudent) chosen.add(random.pick(classes).id);
    return [...chosen].map((teclId) => ({ tenantId: LARGE.tenantId, teclId, studentId }));
  });
  await bulkInsert(db, enrolments, rows, 'enrolments', log);
}
