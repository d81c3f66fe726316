import { describe, expect, it } from 'vitest';
import { checkLaunchClaims, LTI_CLAIM } from '../../server/lti/launch-claims';
import { LaunchRefused } from '../../server/lti/launch-refusal';
import { linkTargetOf } from '../../server/lti/launch-target';
import { launchAddressOf } from '../../server/lti/login-initiation';
import { resourceLinkClaims } from '../support/lti-claims';

/** The pure checks of a launch (docs/lti.md "The launch"): its claims, the link's target, the launch address. */
const valid = resourceLinkClaims({
  name: 'Grace Hopper',
  email: 'grace@lms.example.edu',
  [`${LTI_CLAIM}context`]: { id: 'course-1', title: 'Compilers' },
  [`${LTI_CLAIM}custom`]: { lectern_target: 'class:tecl-1', number: 7 },
  [`${LTI_CLAIM}launch_presentation`]: { return_url: 'https://school.instructure.com/courses/1' },
});

const without = (claim: string) => Object.fromEntries(Object.entries(valid).filter(([key]) => key !== claim));

describe('the claims of a resource-link launch', () => {
  it('reads what the launch needs', () => {
    expect(checkLaunchClaims(valid)).toEqual({
      ok: true,
      claims: {
        subject: 'user-1',
        deploymentId: 'dep-1',
        targetLinkUri: 'https://lectern.example.edu/v1/lti/1/launch',
        resourceLinkId: 'link-1',
        deepLinking: null,
        roles: ['http://purl.imsglobal.org/vocab/lis/v2/membership#Learner'],
        context: { id: 'course-1', title: 'Compilers' },
        custom: { lectern_target: 'class:tecl-1' },
        returnUrl: 'https://school.instructure.com/courses/1',
        platformUrl: null,
        membershipsUrl: null,
        gradeService: null,
        name: 'Grace Hopper',
        email: 'grace@lms.example.edu',
      },
    });
  });

  it.each(['sub', 'message_type', 'version', 'deployment_id', 'target_link_uri', 'resource_link', 'roles'])('requires %s', (claim) => {
    const check = checkLaunchClaims(without(claim === 'sub' ? 'sub' : `${LTI_CLAIM}${claim}`));
    expect(check.ok).toBe(false);
  });

  it('refuses another message type or version', () => {
    expect(checkLaunchClaims({ ...valid, [`${LTI_CLAIM}message_type`]: 'LtiDeepLinkingRequest' }).ok).toBe(false);
    expect(checkLaunchClaims({ ...valid, [`${LTI_CLAIM}version`]: '1.1' }).ok).toBe(false);
  });

  it('drops decorative claims that are malformed instead of refusing', () => {
    const check = checkLaunchClaims({ ...valid, name: 42, email: 'not an address', [`${LTI_CLAIM}launch_presentation`]: 'x' });
    expect(check.ok && check.claims).toMatchObject({ name: null, email: null, returnUrl: null });
  });

  it('names a person by given and family names without a full name', () => {
    const check = checkLaunchClaims({ ...without('name'), given_name: 'Grace', family_name: 'Hopper' });
    expect(check.ok && check.claims.name).toBe('Grace Hopper');
  });
});

describe('what a link opens', () => {
  const launch = 'https://lectern.example.edu/v1/lti/1/launch';

  it('reads lectern_target from the custom parameters, else the target link URI', () => {
    expect(linkTargetOf({ lectern_target: 'class:tecl-1' }, launch)).toEqual({ kind: 'class', id: 'tecl-1' });
    expect(linkTargetOf({}, `${launch}?lectern_target=vod:v-9`)).toEqual({ kind: 'vod', id: 'v-9' });
    expect(linkTargetOf({ lectern_target: 'clip:c-1' }, `${launch}?lectern_target=vod:v-9`)).toEqual({ kind: 'clip', id: 'c-1' });
    expect(linkTargetOf({}, launch)).toBeNull();
    expect(linkTargetOf({ lectern_target: '  ' }, launch)).toBeNull();
  });

  it.each(['lesson:1', 'class', 'class:', `class:${'x'.repeat(65)}`, 'class:a\u0000b', ':id'])('refuses %j', (named) => {
    expect(() => linkTargetOf({ lectern_target: named }, launch)).toThrow(LaunchRefused);
  });
});

describe('the launch address a login asks the platform to post to', () => {
  it('is the target link URI’s origin with the tenant’s launch path', () => {
    expect(launchAddressOf('https://lectern.example.edu/v1/lti/1/launch?lectern_target=class:1', '1')).toBe(
      'https://lectern.example.edu/v1/lti/1/launch',
    );
  });

  it.each([
    'https://lectern.example.edu/v1/lti/2/launch',
    'https://lectern.example.edu/elsewhere',
    'javascript:alert(1)',
    'not an address',
  ])('refuses %j for tenant 1', (target) => {
    expect(() => launchAddressOf(target, '1')).toThrow(LaunchRefused);
  });
});
