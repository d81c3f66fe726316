import { ROLE } from '../../src/constants';

/**
 * What an LTI launch may do for the user it signs in (docs/lti.md "Roles", "Classes"). The
 * launch has no session yet, so these rules take the launching user's row rather than a token's
 * claims; they are the same rules as a session's (./roles.ts, ./class-roles.ts).
 */
export type LaunchingUser = { id: string; role: number };

/** Student < teacher < administrator: a launch raises a user's role, never lowers it. */
const RANK: Record<number, number> = { [ROLE.student]: 0, [ROLE.teacher]: 1, [ROLE.administrator]: 2 };

/**
 * The role a user has after a launch that maps to `granted`: the higher of the two, so a teacher
 * who opens a course as a learner stays a teacher, and a role an administrator raised stays.
 */
export const roleAfterLaunch = (current: number, granted: number): number =>
  (RANK[granted] ?? 0) > (RANK[current] ?? 0) ? granted : current;

/**
 * The launching user may bind their LMS course to the class the link names: they manage the
 * class (its teacher, or an administrator of the tenant; mayManageClass), so an LMS instructor
 * cannot enrol their course's learners in a class that is not theirs.
 */
export const mayBindLmsCourse = (user: LaunchingUser, teacherId: string): boolean =>
  user.id === teacherId || user.role === ROLE.administrator;

/** A launch enrols only students (as the enrolment pages do: a teacher on a class's list would see it as a student). */
export const mayBeEnrolledByLaunch = (user: LaunchingUser): boolean => user.role === ROLE.student;
