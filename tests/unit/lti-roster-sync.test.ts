import { describe, expect, it } from 'vitest';
import { checkLaunchClaims, NRPS_CLAIM } from '../../server/lti/launch-claims';
import { membersOf, MembershipsError, nextPageOf } from '../../server/lti/nrps-memberships';
import { activeLearners } from '../../server/lti/roster-sync';
import { resourceLinkClaims } from '../support/lti-claims';

/** The pure parts of the roster sync (docs/lti.md "Roster sync"): the NRPS claim, the Link header, a page's members, who is enrolled. */
const LIS = 'http://purl.imsglobal.org/vocab/lis/v2/';

describe('the NRPS claim of a launch', () => {
  const launch = (claim: unknown) => resourceLinkClaims({ [NRPS_CLAIM]: claim });
  const urlOf = (claim: unknown) => {
    const checked = checkLaunchClaims(launch(claim));
    if (!checked.ok) throw new Error(checked.problem);
    return checked.claims.membershipsUrl;
  };
  const url = 'https://lms.example.edu/api/lti/courses/1/names_and_roles';

  it('keeps the memberships address of a 2.0 service', () => {
    expect(urlOf({ context_memberships_url: url, service_versions: ['2.0'] })).toBe(url);
    expect(urlOf({ context_memberships_url: url })).toBe(url);
  });

  it('drops a service of another version, an address a token must not go to, or a malformed claim, without refusing the launch', () => {
    expect(urlOf({ context_memberships_url: url, service_versions: ['1.0'] })).toBeNull();
    expect(urlOf({ context_memberships_url: 'http://lms.example.edu/names' })).toBeNull();
    expect(urlOf({ context_memberships_url: 'javascript:alert(1)' })).toBeNull();
    expect(urlOf({ service_versions: ['2.0'] })).toBeNull();
    expect(urlOf('not an object')).toBeNull();
    expect(urlOf(undefined)).toBeNull();
  });
});

describe('the Link header of a memberships page', () => {
  const base = 'https://lms.example.edu/names?page=1';
  it('finds rel="next" among other links, quoted or not, relative or absolute', () => {
    expect(nextPageOf('<https://lms.example.edu/names?page=2>; rel="next"', base)).toBe('https://lms.example.edu/names?page=2');
    expect(
      nextPageOf('<https://lms.example.edu/names?page=1>; rel="first", </names?page=3>; rel=next, <https://x/d>; rel="differences"', base),
    ).toBe('https://lms.example.edu/names?page=3');
    expect(nextPageOf('<https://lms.example.edu/names?a=1,2>; rel="last next"', base)).toBe('https://lms.example.edu/names?a=1,2');
  });
  it('answers null on the last page', () => {
    expect(nextPageOf(null, base)).toBeNull();
    expect(nextPageOf('<https://lms.example.edu/names?page=1>; rel="first"', base)).toBeNull();
    expect(nextPageOf('garbage', base)).toBeNull();
  });
});

describe('the members of a page', () => {
  it('reads each member, Active when no status is given, and leaves out a malformed one', () => {
    expect(
      membersOf({
        id: 'x',
        members: [
          { user_id: 'a', roles: ['Learner'], name: 'Amy Adams', email: 'amy@lms.example.edu' },
          { user_id: 'b', roles: [`${LIS}membership#Learner`], status: 'Inactive', given_name: 'Ben', family_name: 'Brook' },
          { roles: ['Learner'] },
          'nonsense',
        ],
      }),
    ).toEqual([
      { subject: 'a', roles: ['Learner'], active: true, name: 'Amy Adams', email: 'amy@lms.example.edu' },
      { subject: 'b', roles: [`${LIS}membership#Learner`], active: false, name: 'Ben Brook', email: null },
    ]);
  });
  it('refuses an answer that is not a membership container', () => {
    expect(() => membersOf({ memberships: [] })).toThrow(MembershipsError);
    expect(() => membersOf(null)).toThrow(MembershipsError);
  });
});

describe('who a sync enrols', () => {
  const member = (subject: string, roles: string[], active = true) => ({ subject, roles, active, name: null, email: null });
  it('the active learners only, by the launch role mapping: not instructors, mentors or inactive learners', () => {
    const members = [
      member('learner', [`${LIS}membership#Learner`]),
      member('simple', ['Learner']),
      member('ta', [`${LIS}membership/Instructor#TeachingAssistant`, `${LIS}membership#Learner`]),
      member('teacher', [`${LIS}membership#Instructor`]),
      member('mentor', [`${LIS}membership#Mentor`]),
      member('left', [`${LIS}membership#Learner`], false),
    ];
    expect(activeLearners(members).map((one) => one.subject)).toEqual(['learner', 'simple']);
  });
});
