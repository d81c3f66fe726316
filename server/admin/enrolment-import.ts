import { and, eq, inArray, or } from 'drizzle-orm';
import { ROLE } from '../../src/constants';
import {
  ENROLMENT_CSV_MAX_ROWS,
  type EnrolmentImportBody,
  type EnrolmentImportResult,
  type ImportedRow,
  type ImportError,
} from '../../src/schemas/admin-enrolment';
import type { AccessClaims } from '../auth/token-signer';
import type { Db } from '../db/client';
import { enrolments, organisations, users } from '../db/schema';
import { badBody } from '../errors';
import { firstColumn, type CsvCell } from './csv-column';
import { classOfEnrolment, enrol, studentColumns } from './enrolment';

/**
 * POST /v1/admin/classes/:teclId/students/import (docs/admin.md "Enrolment"): a CSV file's first
 * column names students by username or student code. Every row is answered: added, already
 * enrolled, or an error with its reason; the good rows are enrolled together in one statement
 * (one transaction), whatever the bad ones, so fixing the file and importing it again adds only
 * what was missing.
 */

/** First-row values read as a column title, not a student (lower case, spaces and _ removed). */
const HEADER_WORDS = new Set([
  'username',
  'user',
  'account',
  'code',
  'studentcode',
  'studentno',
  'studentnumber',
  'studentid',
  '用户名',
  '账号',
  '学号',
]);
const isHeader = (value: string) => HEADER_WORDS.has(value.toLowerCase().replace(/[\s_-]/g, ''));

type Person = Omit<ImportedRow, 'row' | 'value'> & { role: number };

/** The tenant's users whose username or code is one of `values`. */
async function peopleNamed(db: Db, tenantId: string, values: string[]): Promise<Person[]> {
  if (values.length === 0) return [];
  return db
    .select({ ...studentColumns, role: users.role })
    .from(users)
    .leftJoin(organisations, eq(organisations.id, users.orgaId))
    .where(and(eq(users.tenantId, tenantId), or(inArray(users.username, values), inArray(users.code, values))));
}

/**
 * Who a value names: the user with that username; else the one user with that code, or the one
 * student among several sharing it; null when nobody, 'ambiguous' when several students share it.
 */
function resolver(people: Person[]): (value: string) => Person | null | 'ambiguous' {
  const byUsername = new Map(people.map((p) => [p.username, p]));
  const byCode = new Map<string, Person[]>();
  for (const person of people) byCode.set(person.code, [...(byCode.get(person.code) ?? []), person]);
  return (value) => {
    const named = byUsername.get(value);
    if (named) return named;
    const coded = byCode.get(value) ?? [];
    if (coded.length <= 1) return coded[0] ?? null;
    const students = coded.filter((p) => p.role === ROLE.student);
    if (students.length === 1) return students[0]!;
    return students.length === 0 ? coded[0]! : 'ambiguous';
  };
}

function readRows(csv: string): { header: boolean; rows: CsvCell[] } {
  const cells = firstColumn(csv);
  const header = cells[0] !== undefined && isHeader(cells[0].value);
  const rows = header ? cells.slice(1) : cells;
  if (rows.length === 0) throw badBody('csv', 'the file holds no rows', 'csvEmpty', {});
  if (rows.length > ENROLMENT_CSV_MAX_ROWS)
    throw badBody('csv', `at most ${ENROLMENT_CSV_MAX_ROWS} rows, the file has ${rows.length}`, 'csvTooManyRows', {
      max: ENROLMENT_CSV_MAX_ROWS,
      rows: rows.length,
    });
  return { header, rows };
}

export async function importStudents(
  db: Db,
  claims: AccessClaims,
  teclId: string,
  body: EnrolmentImportBody,
): Promise<EnrolmentImportResult> {
  const tecl = await classOfEnrolment(db, claims, teclId);
  const { header, rows } = readRows(body.csv);
  const values = [...new Set(rows.map((r) => r.value).filter((v) => v !== ''))];
  const resolve = resolver(await peopleNamed(db, tecl.tenantId, values));
  const found = values.map(resolve).filter((p): p is Person => p !== null && p !== 'ambiguous');
  const ids = [...new Set(found.map((p) => p.userId))];
  const enrolled =
    ids.length === 0
      ? new Set<string>()
      : new Set(
          (
            await db
              .select({ studentId: enrolments.studentId })
              .from(enrolments)
              .where(and(eq(enrolments.teclId, tecl.id), inArray(enrolments.studentId, ids)))
          ).map((e) => e.studentId),
        );

  const errors: ImportError[] = [];
  const toAdd: ImportedRow[] = [];
  const already: ImportedRow[] = [];
  const seenValues = new Set<string>();
  const seenPeople = new Set<string>();
  for (const { row, value } of rows) {
    const fail = (reason: ImportError['reason']) => errors.push({ row, value, reason });
    if (value === '') {
      fail('empty');
      continue;
    }
    const duplicateValue = seenValues.has(value);
    seenValues.add(value);
    const person = resolve(value);
    if (duplicateValue || (person !== null && person !== 'ambiguous' && seenPeople.has(person.userId))) {
      fail('duplicateInFile');
      continue;
    }
    if (person === null) fail('unknownUser');
    else if (person === 'ambiguous') fail('ambiguous');
    else {
      seenPeople.add(person.userId);
      const { role, ...student } = person;
      if (role !== ROLE.student) fail('notStudent');
      else (enrolled.has(person.userId) ? already : toAdd).push({ row, value, ...student });
    }
  }

  if (body.dryRun) return { header, added: toAdd, alreadyEnrolled: already, errors, dryRun: true };
  const added = await enrol(
    db,
    tecl,
    toAdd.map((r) => r.userId),
  );
  // Someone else enrolled a few meanwhile: they count as already enrolled, not as added twice.
  return {
    header,
    added: toAdd.filter((r) => added.has(r.userId)),
    alreadyEnrolled: [...already, ...toAdd.filter((r) => !added.has(r.userId))].sort((a, b) => a.row - b.row),
    errors,
    dryRun: false,
  };
}
