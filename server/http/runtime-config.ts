import type { FastifyPluginAsync } from 'fastify';
import { APP_NAME, MENU_SIGN_DEFAULT } from '../../src/constants';
import { runtimeConfigSchema, type RuntimeConfig } from '../../src/schemas/runtime-config';
import type { Env } from '../env';

/**
 * GET /config/global.json?t=… : the browser's runtime configuration (SPEC §3, DESIGN.md §4),
 * built from the server's environment and validated by the same schema the browser uses.
 * Plain JSON, not the envelope: it is a static file in the product's original deployment.
 */
export function buildRuntimeConfig(env: Env, port: number): RuntimeConfig {
  return runtimeConfigSchema.parse({
    APP_NAME,
    BASE_URL: '',
    CLOUD_RBAC_URL: '/rbac',
    REFRESH_TOKEN_URL: '/oauth2/refresh',
    MENU_SIGN: MENU_SIGN_DEFAULT,
    SHA_256: true,
    AJAX: { TIMEOUT_MS: env.REQUEST_TIMEOUT_MS, WITH_CREDENTIALS: false, REFRESH_ENABLED: env.REFRESH_ENABLED, TENANT_HEADER: true },
    WINDOWS: { PLAY_CENTER: env.PLAY_CENTER },
    CUSTOM_CONFIG: {
      LOGOUT_TYPE: env.LOGOUT_TYPE,
      HOME_LOGIN_PAGE: '/login',
      WHITELIST: [],
      GRAYSCALE: env.GRAYSCALE,
      DEMO_MODE: env.DEMO_MODE,
      DEFAULT_THEME: 'light',
      STORAGE_WHITELIST: [`${APP_NAME}.lang`],
    },
    CUSTOM_API: { LOGOUT: '', KICK: '/rbac/user/kick', CAS_URL: env.CAS_URL, UPLOAD: '/v1/upload/chunk' },
    MEDIA_HOST: { uri: '/media', scheme: 'http', hostname: 'localhost', port, path: '/media' },
    KIAF_FORCE_UPDATE_PWD: env.KIAF_FORCE_UPDATE_PWD,
    CAS_SINGLE_CLIENT: env.CAS_SINGLE_CLIENT,
    CAS_LOGIN: env.CAS_LOGIN,
    KIAF_CROSS_BROADCAST: env.KIAF_CROSS_BROADCAST,
    LOGOUT_PAGE: env.LOGOUT_PAGE,
    LOGOUT_URL: env.LOGOUT_URL,
  });
}

export const runtimeConfigRoute: FastifyPluginAsync<{ port: number }> = async (app, { port }) => {
  const config = buildRuntimeConfig(app.deps.env, port);
  app.get('/config/global.json', async (_request, reply) => reply.header('cache-control', 'no-store').send(config));
};
