import { and, eq, exists, inArray, or, sql, type SQL } from 'drizzle-orm';
import { union } from 'drizzle-orm/pg-core';
import { ROLE, SIGN } from '../../src/constants';
import type { AccessClaims } from '../auth/token-signer';
import type { Db } from '../db/client';
import { TECL_VISIBILITY, enrolments, resources, roleResources, teachingClasses, userRoles } from '../db/schema';
import type { CatalogueCache } from './catalogue-cache';

/**
 * The teaching classes a caller may see in lists and search: the rule of canViewCourse
 * (docs/course-visibility.md) as one SQL condition on `teaching_classes`, so lists never offer a
 * lesson that the course-view check would refuse. Undefined means "every class of the tenant".
 */
export function visibleClasses(claims: AccessClaims): SQL | undefined {
  if (claims.rol === ROLE.administrator) return undefined;
  const holdsFront = exists(sql`(select 1 from ${userRoles}
    join ${roleResources} on ${roleResources.roleId} = ${userRoles.roleId}
    join ${resources} on ${resources.id} = ${roleResources.resourceId}
    where ${userRoles.userId} = ${claims.sub} and ${resources.tenantId} = ${claims.tid} and ${resources.sign} = ${SIGN.front})`);
  const enrolled = exists(sql`(select 1 from ${enrolments}
    where ${enrolments.teclId} = ${teachingClasses.id} and ${enrolments.studentId} = ${claims.sub})`);
  return or(
    sql`(${teachingClasses.visibility} = ${TECL_VISIBILITY.campus} and ${holdsFront})`,
    eq(teachingClasses.teacherId, claims.sub),
    enrolled,
  );
}

/** What decides a caller's view: the front permission, and the classes they teach or are enrolled in. */
type VisibleFacts = { front: boolean; own: string[] };

async function visibleFacts(db: Db, claims: AccessClaims): Promise<VisibleFacts> {
  const [front] = await db
    .select({ one: sql<number>`1` })
    .from(userRoles)
    .innerJoin(roleResources, eq(roleResources.roleId, userRoles.roleId))
    .innerJoin(resources, eq(resources.id, roleResources.resourceId))
    .where(and(eq(userRoles.userId, claims.sub), eq(resources.tenantId, claims.tid), eq(resources.sign, SIGN.front)))
    .limit(1);
  const taught = db.select({ id: teachingClasses.id }).from(teachingClasses).where(eq(teachingClasses.teacherId, claims.sub));
  const enrolled = db.select({ id: enrolments.teclId }).from(enrolments).where(eq(enrolments.studentId, claims.sub));
  const own = await union(taught, enrolled);
  return { front: front !== undefined, own: own.map((r) => r.id).sort() };
}

/**
 * visibleClasses with the caller's facts read once and cached (catalogue-cache.ts), so the
 * condition is a plain test per class: the visibility column, or one of the caller's own classes.
 */
export async function visibleClassesCached(db: Db, cache: CatalogueCache, claims: AccessClaims): Promise<SQL | undefined> {
  if (claims.rol === ROLE.administrator) return undefined;
  const key = `${claims.tid}:${claims.sub}`;
  let facts = cache.get<VisibleFacts>('visible', key);
  if (!facts) cache.set('visible', key, (facts = await visibleFacts(db, claims)));
  const own = facts.own.length > 0 ? inArray(teachingClasses.id, facts.own) : undefined;
  return facts.front ? or(eq(teachingClasses.visibility, TECL_VISIBILITY.campus), own)! : (own ?? sql`false`);
}

/** The key of a caller's view, for caches of answers that depend on it. */
export const viewKey = (claims: AccessClaims): string =>
  claims.rol === ROLE.administrator ? `${claims.tid}:all` : `${claims.tid}:${claims.sub}`;
