import { describe, expect, it } from 'vitest';
import { LTI_KEY_SET_PATH, LTI_TOOL_ROUTES, ltiToolPath, ltiToolUrls } from '../../src/schemas/lti-paths';

/**
 * Lectern's tool addresses (docs/lti.md "What the platform is given"): the key set is one for the
 * installation, the rest name the tenant; the admin page shows them under the server's origin.
 */
describe('LTI tool addresses', () => {
  it('are under /v1/lti, the tenant in the path of each but the key set', () => {
    expect(LTI_KEY_SET_PATH).toBe('/v1/lti/jwks');
    for (const route of Object.values(LTI_TOOL_ROUTES)) expect(route).toMatch(/^\/v1\/lti\/:tenantId\/[a-z-]+$/);
    expect(ltiToolPath('login', '1')).toBe('/v1/lti/1/login');
    expect(ltiToolPath('deepLink', 'tenant two/x')).toBe('/v1/lti/tenant%20two%2Fx/deep-link');
  });

  it('are absolute under the base, with or without its trailing slash', () => {
    const expected = {
      login: 'https://lectern.example.edu/v1/lti/1/login',
      launch: 'https://lectern.example.edu/v1/lti/1/launch',
      deepLink: 'https://lectern.example.edu/v1/lti/1/deep-link',
      keySet: 'https://lectern.example.edu/v1/lti/jwks',
    };
    expect(ltiToolUrls('https://lectern.example.edu/', '1')).toEqual(expected);
    expect(ltiToolUrls('https://lectern.example.edu', '1')).toEqual(expected);
    expect(ltiToolUrls('https://example.edu/lectern/', '2').keySet).toBe('https://example.edu/lectern/v1/lti/jwks');
  });
});
