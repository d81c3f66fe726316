import type { Env } from './env';
import type { Db } from './db/client';
import type { TokenSigner, AccessClaims } from './auth/token-signer';
import type { SessionStore } from './auth/sessions';
import type { LoginThrottle } from './auth/login-throttle';
import type { SessionEvents } from './events/session-events';
import type { JobQueue } from './jobs/job-queue';
import type { MediaStore } from './storage';
import type { IngestAddress } from './capture/ingest-address';

/** What every API plugin may use; built once in server/app.ts, replaced in tests as needed. */
export type AppDeps = {
  env: Env;
  db: Db;
  signer: TokenSigner;
  /** The access tokens' key; stream capabilities derive theirs from it (server/playback/stream-capability.ts). */
  signingSecret: Uint8Array;
  sessions: SessionStore;
  loginThrottle: LoginThrottle;
  sessionEvents: SessionEvents;
  clock: () => Date;
  /** Where the SPA build lives (served at /). */
  spaDir: string | null;
  /** Every media read and write goes through this store (docs/media-store.md). */
  media: MediaStore;
  /** The lecture-capture ingest's port, once it listens (capture/ingest-address.ts). */
  ingest: IngestAddress;
  /** The job queue merges and transcodes uploads (docs/uploads.md "Jobs"); without one the last chunk merges in place. */
  jobs: JobQueue | null;
};

declare module 'fastify' {
  interface FastifyInstance {
    deps: AppDeps;
  }
  interface FastifyRequest {
    /** The verified access token's claims; set by the authenticate pre-handler. */
    auth: AccessClaims | null;
  }
}
