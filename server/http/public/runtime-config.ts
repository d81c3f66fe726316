import type { FastifyPluginAsync } from 'fastify';
import { APP_NAME, MENU_SIGN_DEFAULT } from '../../../src/constants';
import { runtimeConfigSchema, type RuntimeConfig } from '../../../src/schemas/runtime-config';
import type { Env } from '../../env';
import { mediaHostConfig } from '../../playback/media-host';

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
      DEFAULT_THEME: env.DEFAULT_THEME,
      STORAGE_WHITELIST: [`${APP_NAME}.lang`],
    },
    CUSTOM_API: { LOGOUT: '', KICK: '/rbac/user/kick', CAS_URL: env.CAS_URL, UPLOAD: '/v1/upload/chunk' },
    // Replaced per request by the route below.
    MEDIA_HOST: mediaHostConfig(env, { protocol: 'http', host: `localhost:${port}` }),
    ERROR_REPORT_LEVEL: env.ERROR_REPORT_LEVEL,
    OAUTH_CLIENT: env.OAUTH_CLIENT_ID && env.OAUTH_CLIENT_SECRET ? { id: env.OAUTH_CLIENT_ID, secret: env.OAUTH_CLIENT_SECRET } : null,
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
  // The media host as the caller reached this server, unless MEDIA_HOST_URL names another (media-host.ts).
  // Plain JSON, not the envelope (see above).
  app.get('/config/global.json', { schema: { response: { 200: runtimeConfigSchema } } }, async (request, reply) =>
    reply.header('cache-control', 'no-store').send({ ...config, MEDIA_HOST: mediaHostConfig(app.deps.env, request) }),
  );
};
