import { eq, exists, inArray, or, sql, type SQL } from 'drizzle-orm';
import { union } from 'drizzle-orm/pg-core';
import { SIGN } from '../../src/constants';
import type { AccessClaims } from '../auth/token-signer';
import type { Db } from '../db/client';
import { TECL_VISIBILITY, enrolments, teachingClasses } from '../db/schema';
import { isAdministrator } from './roles';
import { grantedSigns, holdsSign } from './signs';

/**
 * The teaching classes a caller may see in lists and search: the rule of classAccess
 * (./lesson-access.ts, docs/course-visibility.md) as one SQL condition on `teaching_classes`, so
 * lists never offer a lesson that the course-view check would refuse. Undefined means "every
 * class of the tenant" (the tenant is the query's own condition).
 */
export function visibleClasses(claims: AccessClaims): SQL | undefined {
  if (isAdministrator(claims)) return undefined;
  const enrolled = exists(sql`(select 1 from ${enrolments}
    where ${enrolments.teclId} = ${teachingClasses.id} and ${enrolments.studentId} = ${claims.sub})`);
  return or(
    sql`(${teachingClasses.visibility} = ${TECL_VISIBILITY.campus} and ${holdsSign(claims, SIGN.front)})`,
    eq(teachingClasses.teacherId, claims.sub),
    enrolled,
  );
}

/**
 * What decides a non-administrator's view, read once so a cache can keep it
 * (server/catalogue/visible-classes.ts): the front sign, and the classes they teach or are
 * enrolled in.
 */
export type VisibleFacts = { front: boolean; own: string[] };

export async function visibleFacts(db: Db, claims: AccessClaims): Promise<VisibleFacts> {
  const taught = db.select({ id: teachingClasses.id }).from(teachingClasses).where(eq(teachingClasses.teacherId, claims.sub));
  const enrolled = db.select({ id: enrolments.teclId }).from(enrolments).where(eq(enrolments.studentId, claims.sub));
  const [signs, own] = await Promise.all([grantedSigns(db, claims.tid, claims.sub), union(taught, enrolled)]);
  return { front: signs.has(SIGN.front), own: own.map((r) => r.id).sort() };
}

/** visibleClasses from facts read before: a plain test per class, the visibility column or one of the caller's own classes. */
export function visibleByFacts(facts: VisibleFacts): SQL {
  const own = facts.own.length > 0 ? inArray(teachingClasses.id, facts.own) : undefined;
  return facts.front ? or(eq(teachingClasses.visibility, TECL_VISIBILITY.campus), own)! : (own ?? sql`false`);
}
