import { describe, expect, it } from 'vitest';
import { roleAfterLaunch } from '../../server/access';
import { launchRoleOf } from '../../server/lti/role-mapping';
import { ROLE } from '../../src/constants';

/** The LTI roles claim as a Lectern role (docs/lti.md "Roles"), and a launch never lowering a role. */
const LIS = 'http://purl.imsglobal.org/vocab/lis/v2/';

describe('LTI role mapping', () => {
  it.each([
    [[`${LIS}institution/person#Administrator`], 'administrator'],
    [[`${LIS}system/person#Administrator`], 'administrator'],
    [[`${LIS}system/person#SysAdmin`, `${LIS}membership#Learner`], 'administrator'],
    [[`${LIS}membership#Instructor`], 'teacher'],
    [[`${LIS}membership/Instructor#TeachingAssistant`], 'teacher'],
    [['Instructor'], 'teacher'],
    [[`${LIS}membership#Learner`, `${LIS}membership#Instructor`], 'teacher'],
    [[`${LIS}membership#Learner`], 'student'],
    [[`${LIS}membership/Learner#NonCreditLearner`], 'student'],
    [['Learner'], 'student'],
    // A course role comes before the institution's.
    [[`${LIS}membership#Learner`, `${LIS}institution/person#Faculty`], 'student'],
    [[`${LIS}institution/person#Faculty`], 'teacher'],
    [[`${LIS}institution/person#Student`], 'student'],
  ] as const)('%j → %s', (roles, role) => {
    expect(launchRoleOf(roles)).toBe(role);
  });

  it.each([
    [[]],
    [[`${LIS}membership#Mentor`]],
    [[`${LIS}membership#Administrator`]],
    [[`${LIS}membership#ContentDeveloper`, 'http://purl.imsglobal.org/vocab/lti/system/person#TestUser']],
    // Look-alikes are not roles.
    [[`${LIS}membership#InstructorX`, `https://evil.example/membership#Instructor`, 'instructor']],
    [[`${LIS}institution/person#AdministratorX`]],
  ])('%j maps to nothing', (roles) => {
    expect(launchRoleOf(roles)).toBeNull();
  });

  it('raises a role, never lowers one', () => {
    expect(roleAfterLaunch(ROLE.student, ROLE.teacher)).toBe(ROLE.teacher);
    expect(roleAfterLaunch(ROLE.teacher, ROLE.administrator)).toBe(ROLE.administrator);
    expect(roleAfterLaunch(ROLE.administrator, ROLE.student)).toBe(ROLE.administrator);
    expect(roleAfterLaunch(ROLE.teacher, ROLE.student)).toBe(ROLE.teacher);
    expect(roleAfterLaunch(ROLE.student, ROLE.student)).toBe(ROLE.student);
  });
});
