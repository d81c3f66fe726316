import { z } from 'zod';

/**
 * Server settings from environment variables, validated at boot. A bad value stops the server
 * with one line per problem naming the variable (README.md lists them all).
 */
const yesNo = z.enum(['Y', 'N']);
const bool = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');

export const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
    .optional(),
  /** Signing key for access tokens; generated and kept in DATA_DIR when unset. */
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  ACCESS_TOKEN_TTL_S: z.coerce.number().int().min(10).max(86_400).default(900),
  REFRESH_TOKEN_TTL_S: z.coerce.number().int().min(60).max(90 * 86_400).default(14 * 86_400),
  /** Behind a reverse proxy: take the client address from X-Forwarded-For (rate limits use it). */
  TRUST_PROXY: bool.default(false),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Seed the demo campus on first start. */
  SEED_DEMO: bool.default(true),
  /** Generate demo videos with ffmpeg during the seed. */
  SEED_MEDIA: bool.default(true),
  DEMO_MODE: bool.default(true),
  KIAF_FORCE_UPDATE_PWD: yesNo.default('Y'),
  CAS_SINGLE_CLIENT: yesNo.default('N'),
  CAS_LOGIN: z.enum(['ONLY', '']).default(''),
  CAS_URL: z.string().default(''),
  KIAF_CROSS_BROADCAST: yesNo.default('Y'),
  LOGOUT_TYPE: z.coerce.number().pipe(z.union([z.literal(0), z.literal(1), z.literal(2)])).default(0),
  LOGOUT_PAGE: z.string().default(''),
  LOGOUT_URL: z.string().default(''),
  REFRESH_ENABLED: bool.default(true),
  PLAY_CENTER: bool.default(false),
  GRAYSCALE: bool.default(false),
  REQUEST_TIMEOUT_MS: z.coerce.number().int().min(1000).max(600_000).default(30_000),
  /** Failed logins allowed per username, and per client address, within LOGIN_WINDOW_S. */
  LOGIN_MAX_PER_USER: z.coerce.number().int().min(1).default(5),
  LOGIN_MAX_PER_IP: z.coerce.number().int().min(1).default(30),
  LOGIN_WINDOW_S: z.coerce.number().int().min(1).default(900),
  FFMPEG_PATH: z.string().optional(),
  FFPROBE_PATH: z.string().optional(),
});

export type Env = z.infer<typeof envSchema>;

export class EnvError extends Error {
  constructor(readonly problems: string[]) {
    super(`invalid environment:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  }
}

export function parseEnv(source: Record<string, string | undefined>): Env {
  // Empty strings mean "unset" for optional settings, as shells often export them so.
  const cleaned = Object.fromEntries(Object.entries(source).filter(([k, v]) => k in envSchema.shape && v !== ''));
  const parsed = envSchema.safeParse(cleaned);
  if (parsed.success) return parsed.data;
  throw new EnvError(
    parsed.error.issues.map((i) => `${i.path.join('.')}=${JSON.stringify(cleaned[String(i.path[0])])}: ${i.message}`),
  );
}
