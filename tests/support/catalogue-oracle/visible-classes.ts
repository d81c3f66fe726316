import { eq, exists, or, sql, type SQL } from 'drizzle-orm';
import { ROLE, SIGN } from '../../../src/constants';
import type { AccessClaims } from '../../../server/auth/token-signer';
import { TECL_VISIBILITY, enrolments, resources, roleResources, teachingClasses, userRoles } from '../../../server/db/schema';

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
