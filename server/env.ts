import { z } from 'zod';
import { DEFAULT_THEME_NAME, ERROR_REPORT_LEVEL_DEFAULT } from '../src/constants';
import { themeNameOf } from '../src/schemas/theme-names';

/**
 * Server settings from environment variables, validated at boot. A bad value stops the server
 * with one line per problem naming the variable (README.md lists them all).
 */
const yesNo = z.enum(['Y', 'N']);
const bool = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');

/**
 * The address of a service Lectern calls (the object store, a transcription server): http(s), with
 * no credentials, query or fragment in it, so a secret never sits in a setting that is printed.
 */
const serviceAddress = (secretsGoIn: string) =>
  z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// address' }).refine((v) => {
    const u = URL.parse(v);
    return !u || (!u.username && !u.password && !u.search && !u.hash);
  }, `must have no credentials, query or fragment (${secretsGoIn})`);

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
  REFRESH_TOKEN_TTL_S: z.coerce
    .number()
    .int()
    .min(60)
    .max(90 * 86_400)
    .default(14 * 86_400),
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
  LOGOUT_TYPE: z.coerce
    .number()
    .pipe(z.union([z.literal(0), z.literal(1), z.literal(2)]))
    .default(0),
  LOGOUT_PAGE: z.string().default(''),
  LOGOUT_URL: z.string().default(''),
  REFRESH_ENABLED: bool.default(true),
  PLAY_CENTER: bool.default(false),
  GRAYSCALE: bool.default(false),
  /** The theme shown before a user or school picks one: a theme name, a skin type, or styleDefault (light). */
  DEFAULT_THEME: z
    .string()
    .refine((name) => themeNameOf(name) !== null, 'a theme name (light, dark, blue, green, red, yellow), a skin type or styleDefault')
    .default(DEFAULT_THEME_NAME),
  REQUEST_TIMEOUT_MS: z.coerce.number().int().min(1000).max(600_000).default(30_000),
  /** Failed logins per username and address, and per address, within LOGIN_WINDOW_S (docs/security.md). */
  LOGIN_MAX_PER_USER: z.coerce.number().int().min(1).default(5),
  LOGIN_MAX_PER_IP: z.coerce.number().int().min(1).default(30),
  LOGIN_WINDOW_S: z.coerce.number().int().min(1).default(900),
  /** Page errors at or above this pino level reach the server log (SPEC §9: 999999, none). */
  ERROR_REPORT_LEVEL: z.coerce.number().int().min(0).max(1_000_000).default(ERROR_REPORT_LEVEL_DEFAULT),
  /**
   * The browser's OAuth client (SPEC §9 "read-only client secret"): when both are set, password
   * sign-in requires them (HTTP Basic); unset keeps DESIGN.md §4's contract. Never printed.
   */
  OAUTH_CLIENT_ID: z
    .string()
    .regex(/^[\w.-]{1,64}$/, 'letters, digits, . _ - (1-64)')
    .optional(),
  OAUTH_CLIENT_SECRET: z.string().min(16, 'must be at least 16 characters').max(256).optional(),
  /** Per-user storage (docs/configuration.md "Quotas"): editor pictures in bytes, notes by number and bytes. */
  USER_PICTURE_QUOTA_BYTES: z.coerce
    .number()
    .int()
    .min(0)
    .default(200 * 1_048_576),
  USER_NOTES_QUOTA_COUNT: z.coerce.number().int().min(0).default(500),
  USER_NOTES_QUOTA_BYTES: z.coerce
    .number()
    .int()
    .min(0)
    .default(20 * 1_048_576),
  /**
   * Chunked video uploads (docs/uploads.md): the largest file, what one user may keep (merged and
   * unfinished files together), and how long an unfinished upload's chunks wait for the next one.
   */
  UPLOAD_MAX_FILE_BYTES: z.coerce
    .number()
    .int()
    .min(1)
    .default(20 * 1_073_741_824),
  UPLOAD_QUOTA_BYTES: z.coerce
    .number()
    .int()
    .min(0)
    .default(100 * 1_073_741_824),
  UPLOAD_ABANDONED_AFTER_S: z.coerce
    .number()
    .int()
    .min(1)
    .default(7 * 86_400),
  /** Page-visit records accepted per minute: per client address without a session, per user with one. */
  VISIT_MAX_PER_IP: z.coerce.number().int().min(1).default(60),
  VISIT_MAX_PER_USER: z.coerce.number().int().min(1).default(120),
  /**
   * Where players fetch playlists, segments and captions: another Lectern process (or this one on
   * another address) or a proxy in front of one (docs/configuration.md "Media origin"). Unset:
   * this server. Kept as its origin plus path, without a trailing slash.
   */
  MEDIA_HOST_URL: z
    .url({ protocol: /^https?$/, error: 'must be an http:// or https:// address' })
    // Checks after a failed one still run (zod 4): an unparsable address is the check above's to report.
    .refine((v) => {
      const u = URL.parse(v);
      return !u || (!u.username && !u.password && !u.search && !u.hash);
    }, 'must have no credentials, query or fragment')
    .transform((v) => {
      const u = new URL(v);
      return `${u.origin}${u.pathname.replace(/\/+$/, '')}`;
    })
    .optional(),
  /**
   * Lecture capture (docs/capture.md): this process takes classroom encoders' RTMP pushes on
   * INGEST_RTMP_PORT (0: a free port, as tests use) and reads their pull roads. Off on processes
   * that only serve the web or run jobs; one process per campus (or per building) ingests.
   */
  INGEST_ENABLED: bool.default(true),
  INGEST_RTMP_PORT: z.coerce.number().int().min(0).max(65535).default(1935),
  /** The demo campus's studios send through ffmpeg classroom encoders started with the server (docs/capture.md "The demo campus"). */
  DEMO_ENCODERS: bool.default(true),
  /** The push address administrators copy into encoders; unset: rtmp://<the address they use>:<port>/live. */
  INGEST_PUBLIC_URL: z
    .url({ protocol: /^rtmps?$/, error: 'must be an rtmp:// or rtmps:// address' })
    .transform((v) => v.replace(/\/+$/, ''))
    .optional(),
  /**
   * Where media lives (docs/media-store.md): `local`, the folder DATA_DIR/media of this machine;
   * `s3`, a bucket of an S3-compatible object store every process shares (docs/scaling.md).
   */
  MEDIA_STORE: z.enum(['local', 's3']).default('local'),
  /** The object store's address (Ceph's RADOS Gateway, MinIO, a cloud's S3); unset: AWS for S3_REGION. */
  S3_ENDPOINT: serviceAddress('credentials go in S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY').optional(),
  S3_BUCKET: z
    .string()
    .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'a bucket name: 3-63 lower-case letters, digits, dots and hyphens')
    .optional(),
  S3_REGION: z
    .string()
    .regex(/^[a-z0-9-]{1,64}$/, 'a region name such as us-east-1')
    .default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().min(1).max(256).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).max(256).optional(),
  /** Bucket in the path, which every S3-compatible server understands; false: AWS's virtual-host style. */
  S3_FORCE_PATH_STYLE: bool.default(true),
  /** Put before every key, so several installations can share one bucket: `lectern/prod`. */
  S3_PREFIX: z
    .string()
    .regex(/^[A-Za-z0-9_-]+(\/[A-Za-z0-9_-]+)*$/, 'folder names of letters, digits, _ and - separated by /')
    .transform((v) => `${v}/`)
    .optional(),
  FFMPEG_PATH: z.string().optional(),
  FFPROBE_PATH: z.string().optional(),
  /**
   * The speech-to-text engine of lesson transcripts (docs/search.md "Inside lessons"): unset, none
   * (no transcript, no AI badge); `pocketsphinx`, Debian's (English only, keyword quality);
   * `openai-transcriptions`, a server speaking POST /v1/audio/transcriptions at SPEECH_URL
   * (whisper.cpp's server, faster-whisper-server…).
   */
  SPEECH_ENGINE: z.enum(['pocketsphinx', 'openai-transcriptions']).optional(),
  SPEECH_URL: serviceAddress('a key goes in SPEECH_API_KEY').optional(),
  /** The model name the transcription server is asked for (whisper.cpp's ignores it). */
  SPEECH_MODEL: z.string().min(1).max(200).optional(),
  SPEECH_API_KEY: z.string().min(1).max(512).optional(),
  /** Debian's pocketsphinx_continuous, elsewhere. */
  POCKETSPHINX_PATH: z.string().optional(),
  /**
   * `npm start` also runs the upload job worker (docs/uploads.md "Jobs"). Turn it off when
   * `npm run worker` processes on PostgreSQL do the work; PGlite allows the in-process one only.
   */
  WORKER_IN_PROCESS: bool.default(true),
  /** Transcodes one worker runs at a time. */
  WORKER_CONCURRENCY: z.coerce.number().int().min(1).max(16).default(1),
  /**
   * A worker renews the lease on the media job it runs every third of this; a job whose lease has
   * run out (its worker died) is taken over by another worker (docs/uploads.md "Jobs").
   */
  JOB_LEASE_S: z.coerce.number().int().min(2).max(3600).default(60),
});

export type Env = z.infer<typeof envSchema>;

export class EnvError extends Error {
  constructor(readonly problems: string[]) {
    super(`invalid environment:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  }
}

/** Settings whose values are never printed, even when they are wrong. */
const SECRET_SETTINGS: readonly string[] = [
  'JWT_SECRET',
  'OAUTH_CLIENT_SECRET',
  'S3_SECRET_ACCESS_KEY',
  'S3_ACCESS_KEY_ID',
  'SPEECH_API_KEY',
];

/** An address's user and password masked (a database or object-store address written with them). */
function withoutCredentials(value: string | undefined): string | undefined {
  const url = value === undefined ? null : URL.parse(value);
  if (!url || (!url.username && !url.password)) return value;
  url.username = '***';
  url.password = '';
  return url.href;
}

export function parseEnv(source: Record<string, string | undefined>): Env {
  // Empty strings mean "unset" for optional settings, as shells often export them so.
  const cleaned = Object.fromEntries(Object.entries(source).filter(([k, v]) => k in envSchema.shape && v !== ''));
  const shown = (name: string) => (SECRET_SETTINGS.includes(name) ? '(hidden)' : JSON.stringify(withoutCredentials(cleaned[name])));
  const parsed = envSchema.safeParse(cleaned);
  if (!parsed.success) {
    throw new EnvError(parsed.error.issues.map((i) => `${i.path.join('.')}=${shown(String(i.path[0]))}: ${i.message}`));
  }
  if ((parsed.data.OAUTH_CLIENT_ID === undefined) !== (parsed.data.OAUTH_CLIENT_SECRET === undefined)) {
    throw new EnvError(['OAUTH_CLIENT_ID and OAUTH_CLIENT_SECRET: set both, or neither']);
  }
  if (parsed.data.MEDIA_STORE === 's3') {
    const unset = (['S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const).filter((name) => parsed.data[name] === undefined);
    if (unset.length > 0) throw new EnvError(unset.map((name) => `${name}: needed with MEDIA_STORE=s3`));
  }
  if (parsed.data.SPEECH_ENGINE === 'openai-transcriptions' && parsed.data.SPEECH_URL === undefined)
    throw new EnvError(['SPEECH_URL: needed with SPEECH_ENGINE=openai-transcriptions']);
  return parsed.data;
}
