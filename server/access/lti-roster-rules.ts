import type { AccessClaims } from '../auth/token-signer';
import { assertMayManageClass, manageableClasses } from './class-roles';

/**
 * Who may see and start an LMS course's roster sync (docs/lti.md "Roster sync"): whoever manages
 * the class the course is bound to, its teacher or an administrator of its tenant, as for the
 * class's enrolment by hand; the sync changes nothing else.
 */

/** The classes whose LMS courses the caller sees: the tenant's for an administrator, their own for a teacher. */
export const rosterCourseClasses = manageableClasses;

/** 403 unless the caller manages the class taught by `teacherId`. */
export const assertMaySyncRoster = (claims: AccessClaims, teacherId: string): void =>
  assertMayManageClass(claims, teacherId, "only the class's teacher and administrators may sync its roster");
