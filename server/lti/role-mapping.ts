/**
 * The LTI roles claim as a Lectern role (docs/lti.md "Roles"). Pure: the launch asks it once.
 *
 * - an administrator of the institution or the system (`institution/person#Administrator`,
 *   `system/person#Administrator`, `system/person#SysAdmin`) → administrator of the tenant;
 * - an instructor of the course (`membership#Instructor`, its sub-roles such as
 *   `membership/Instructor#TeachingAssistant`, or the simple name `Instructor`) → teacher;
 * - a learner of the course (`membership#Learner`, its sub-roles, `Learner`) → student.
 *
 * Without a course role, the institution's `Faculty` or `Instructor` make a teacher and its
 * `Student` or `Learner` a student (a launch from outside a course). Anything else (mentors,
 * guests, content developers, a course-level administrator alone, no role at all) maps to
 * nothing, and the launch is refused: a role Lectern does not know gets no account.
 */
export type LaunchRole = 'administrator' | 'teacher' | 'student';

const LIS = 'http://purl.imsglobal.org/vocab/lis/v2/';

const ADMINISTRATOR_ROLES = new Set([
  `${LIS}institution/person#Administrator`,
  `${LIS}system/person#Administrator`,
  `${LIS}system/person#SysAdmin`,
]);

const isContextRole = (role: string, name: 'Instructor' | 'Learner'): boolean =>
  role === name || role === `${LIS}membership#${name}` || role.startsWith(`${LIS}membership/${name}#`);

const INSTITUTION_TEACHER = new Set([`${LIS}institution/person#Faculty`, `${LIS}institution/person#Instructor`]);
const INSTITUTION_STUDENT = new Set([`${LIS}institution/person#Student`, `${LIS}institution/person#Learner`]);

/** The highest Lectern role the claim gives, or null when it gives none. */
export function launchRoleOf(roles: readonly string[]): LaunchRole | null {
  if (roles.some((role) => ADMINISTRATOR_ROLES.has(role))) return 'administrator';
  if (roles.some((role) => isContextRole(role, 'Instructor'))) return 'teacher';
  if (roles.some((role) => isContextRole(role, 'Learner'))) return 'student';
  if (roles.some((role) => INSTITUTION_TEACHER.has(role))) return 'teacher';
  if (roles.some((role) => INSTITUTION_STUDENT.has(role))) return 'student';
  return null;
}
