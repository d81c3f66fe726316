import { z } from 'zod';
import { ERROR_REPORT_LEVEL_DEFAULT } from '../constants';

/**
 * The runtime configuration the browser fetches at start: `GET /config/global.json?t=<timestamp>`
 * (SPEC §3 "Runtime configuration keys", §7; DESIGN.md §4). Served by the server from its
 * environment; validated here on both sides. docs/configuration.md explains each key.
 */
const flag = z.enum(['Y', 'N']);

export const mediaHostSchema = z.object({
  uri: z.string(),
  scheme: z.enum(['http', 'https']),
  hostname: z.string(),
  port: z.number().int().min(0).max(65535),
  path: z.string(),
});
export type MediaHost = z.infer<typeof mediaHostSchema>;

export const runtimeConfigSchema = z.object({
  APP_NAME: z.string().min(1),
  /** Base address of the API; '' means the page's own origin. */
  BASE_URL: z.string(),
  /** Cloud access-control (RBAC) address: logout calls live under it. */
  CLOUD_RBAC_URL: z.string(),
  /** Where refresh tokens are exchanged (form-encoded `refreshToken`). */
  REFRESH_TOKEN_URL: z.string().min(1),
  MENU_SIGN: z.string().min(1),
  /** Password is SHA-256 pre-hashed in the browser (always true in Lectern). */
  SHA_256: z.boolean(),
  AJAX: z.object({
    TIMEOUT_MS: z.number().int().positive(),
    WITH_CREDENTIALS: z.boolean(),
    /** When false an invalid token signs out instead of refreshing. */
    REFRESH_ENABLED: z.boolean(),
    /** Multi-tenancy: send the stored tenant id as header `tenantid`. */
    TENANT_HEADER: z.boolean(),
  }),
  WINDOWS: z.object({
    /** Open recordings and lives in the unified /play-center window. */
    PLAY_CENTER: z.boolean(),
  }),
  CUSTOM_CONFIG: z.object({
    /** Exit variant: 1 replace-and-close, 2 authentication-service logout, 0 configured page. */
    LOGOUT_TYPE: z.union([z.literal(0), z.literal(1), z.literal(2)]),
    /** Login page used when session storage holds none. */
    HOME_LOGIN_PAGE: z.string().min(1),
    /** Routes allowed without signing in, in addition to the fixed ones. */
    WHITELIST: z.array(z.string()),
    /** Whole site shown in grayscale (e.g. days of mourning). */
    GRAYSCALE: z.boolean(),
    /** Demo mode: the login page lists the demo accounts. */
    DEMO_MODE: z.boolean(),
    /** Default theme name when none is stored. */
    DEFAULT_THEME: z.string().min(1),
    /** Storage keys kept when exit clears the app's keys (besides the theme). */
    STORAGE_WHITELIST: z.array(z.string()),
  }),
  CUSTOM_API: z.object({
    /** Replaces `{rbac}/access_token/logout` when set. */
    LOGOUT: z.string(),
    /** Kick-other-clients call. */
    KICK: z.string(),
    /** Authentication (CAS) server base used by CAS-only login and logout. */
    CAS_URL: z.string(),
    /** Chunked upload target. */
    UPLOAD: z.string(),
  }),
  MEDIA_HOST: mediaHostSchema,
  /**
   * The browser's OAuth client, sent with password sign-in as HTTP Basic (SPEC §9 "read-only
   * client secret"); null when the server requires none. Public by nature (every visitor's page
   * holds it): it names the application, it does not authenticate a person.
   */
  /** Page errors at or above this level (pino's: 50 error) are reported to the server (SPEC §9). */
  ERROR_REPORT_LEVEL: z.number().int().min(0).default(ERROR_REPORT_LEVEL_DEFAULT),
  OAUTH_CLIENT: z.object({ id: z.string(), secret: z.string() }).nullable().default(null),
  KIAF_FORCE_UPDATE_PWD: flag,
  CAS_SINGLE_CLIENT: flag,
  CAS_LOGIN: z.enum(['ONLY', '']),
  KIAF_CROSS_BROADCAST: flag,
  /** A logout landing page: absolute URL or hash path; '' means the login page. */
  LOGOUT_PAGE: z.string(),
  /** Alternative authentication logout base for CAS-only mode; '' means CAS_URL. */
  LOGOUT_URL: z.string(),
});

export type RuntimeConfig = z.infer<typeof runtimeConfigSchema>;
