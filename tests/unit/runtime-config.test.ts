import { describe, expect, it, vi } from 'vitest';
import type { RuntimeConfig } from '../../src/schemas/runtime-config';
import { loadRuntimeConfig } from '../../src/services/runtime-config';

const config: RuntimeConfig = {
  APP_NAME: 'lectern',
  BASE_URL: '',
  CLOUD_RBAC_URL: '/rbac',
  REFRESH_TOKEN_URL: '/oauth2/refresh',
  MENU_SIGN: 'p2-front',
  SHA_256: true,
  AJAX: { TIMEOUT_MS: 30_000, WITH_CREDENTIALS: false, REFRESH_ENABLED: true, TENANT_HEADER: true },
  WINDOWS: { PLAY_CENTER: false },
  CUSTOM_CONFIG: {
    LOGOUT_TYPE: 0,
    HOME_LOGIN_PAGE: '/login',
    WHITELIST: [],
    GRAYSCALE: false,
    DEMO_MODE: true,
    DEFAULT_THEME: 'styleDefault',
    STORAGE_WHITELIST: [],
  },
  CUSTOM_API: { LOGOUT: '', KICK: '/rbac/kick', CAS_URL: '', UPLOAD: '/v1/upload/chunk' },
  MEDIA_HOST: { uri: 'http://localhost:8080/media', scheme: 'http', hostname: 'localhost', port: 8080, path: '/media' },
  ERROR_REPORT_LEVEL: 999_999,
  OAUTH_CLIENT: null,
  KIAF_FORCE_UPDATE_PWD: 'Y',
  CAS_SINGLE_CLIENT: 'N',
  CAS_LOGIN: '',
  KIAF_CROSS_BROADCAST: 'Y',
  LOGOUT_PAGE: '',
  LOGOUT_URL: '',
};

describe('runtime configuration (SPEC §7 "On startup")', () => {
  it('fetches /config/global.json with a timestamp and answers the validated result', async () => {
    const fetchStub = vi.fn<typeof fetch>(async () => Response.json(config));
    await expect(loadRuntimeConfig({ fetch: fetchStub, now: () => 1234 })).resolves.toEqual(config);
    expect(fetchStub.mock.calls[0]?.[0]).toBe('/config/global.json?t=1234');
  });

  it('rejects on an HTTP error, a network error or an invalid shape', async () => {
    const answers: (() => Promise<Response>)[] = [
      async () => new Response('missing', { status: 404 }),
      async () => Promise.reject(new TypeError('Failed to fetch')),
      async () => Response.json({ ...config, AJAX: { TIMEOUT_MS: 'slow' } }),
      async () => new Response('<html>', { status: 200 }),
    ];
    for (const answer of answers) {
      await expect(loadRuntimeConfig({ fetch: answer })).rejects.toThrow();
    }
  });
});
