import { describe, expect, it } from 'vitest';
import { configurationUnderIssuer, registeredName } from '../../server/lti/dynamic-registration';
import { AGS_LINEITEM_SCOPE, AGS_SCORE_SCOPE, NRPS_SCOPE } from '../../server/lti/service-token';
import { toolRegistration } from '../../server/lti/tool-configuration';
import type { PlatformConfiguration } from '../../src/schemas/lti-registration';

/** LTI Dynamic Registration's pure parts (docs/lti.md "Registering by one address"). */
const platform = (scopes?: string[]): PlatformConfiguration => ({
  issuer: 'https://lms.example.edu',
  authorization_endpoint: 'https://lms.example.edu/auth',
  token_endpoint: 'https://lms.example.edu/token',
  jwks_uri: 'https://lms.example.edu/jwks',
  registration_endpoint: 'https://lms.example.edu/register',
  scopes_supported: scopes,
  'https://purl.imsglobal.org/spec/lti-platform-configuration': { product_family_code: 'moodle' },
});

describe('what Lectern registers at a platform', () => {
  it('gives the tenant’s addresses under the origin the platform reached', () => {
    const sent = toolRegistration('https://video.example.edu', '7', platform());
    expect(sent).toMatchObject({
      initiate_login_uri: 'https://video.example.edu/v1/lti/7/login',
      redirect_uris: ['https://video.example.edu/v1/lti/7/launch', 'https://video.example.edu/v1/lti/7/deep-link'],
      jwks_uri: 'https://video.example.edu/v1/lti/jwks',
      'https://purl.imsglobal.org/spec/lti-tool-configuration': { domain: 'video.example.edu' },
    });
  });

  it('asks only for the services the platform offers', () => {
    expect(toolRegistration('https://v.example', '1', platform()).scope).toBeUndefined();
    expect(toolRegistration('https://v.example', '1', platform(['openid'])).scope).toBeUndefined();
    expect(toolRegistration('https://v.example', '1', platform(['openid', NRPS_SCOPE])).scope).toBe(NRPS_SCOPE);
    // Grades: the line items and score scopes, each only when offered (a read-only line item scope is not ours).
    expect(
      toolRegistration(
        'https://v.example',
        '1',
        platform([AGS_SCORE_SCOPE, 'https://purl.imsglobal.org/spec/lti-ags/scope/lineitem.readonly']),
      ).scope,
    ).toBe(AGS_SCORE_SCOPE);
    expect(toolRegistration('https://v.example', '1', platform(['openid', AGS_SCORE_SCOPE, NRPS_SCOPE, AGS_LINEITEM_SCOPE])).scope).toBe(
      `${NRPS_SCOPE} ${AGS_LINEITEM_SCOPE} ${AGS_SCORE_SCOPE}`,
    );
  });

  it('names the platform by its product and host', () => {
    expect(registeredName(platform())).toBe('moodle (lms.example.edu)');
  });
});

describe('a configuration speaks for its issuer only', () => {
  it.each([
    ['https://lms.example.edu', 'https://lms.example.edu/.well-known/openid-configuration', true],
    ['https://lms.example.edu/', 'https://lms.example.edu/.well-known/openid-configuration', true],
    ['https://canvas.example.com/school-a', 'https://canvas.example.com/school-a/api/lti/security/openid-configuration', true],
    ['https://canvas.example.com/school-a', 'https://canvas.example.com/school-ab/openid-configuration', false],
    ['https://lms.example.edu', 'https://evil.example.edu/.well-known/openid-configuration', false],
    ['https://lms.example.edu', 'http://lms.example.edu/.well-known/openid-configuration', false],
  ])('%s from %s: %s', (issuer, url, under) => {
    expect(configurationUnderIssuer(issuer, url)).toBe(under);
  });
});
