import type { AccessClaims } from '../auth/token-signer';
import { assertMayManageClass } from './class-roles';

/**
 * Who may see and make a class's graded items in its LMS courses (docs/lti.md "Grades"): whoever
 * manages the class, its teacher or an administrator of its tenant. A grade is the teacher's to
 * give; students and other teachers see none of it.
 */
export const assertMayGradeClass = (claims: AccessClaims, teacherId: string): void =>
  assertMayManageClass(claims, teacherId, "only the class's teacher and administrators may manage its grades");
