import type { DemoClip } from '../../media/demo-media';
import type { Db } from '../client';
import type { SeedLog } from './insert';
import type { TenantPlan } from './plan';
import type { Random } from './random';

/** A file the seed writes under the media root (skipped when there is no media directory). */
export type SeedFile = { path: string; content: string | Buffer };

/** Everything the steps of one tenant's seed share. */
export type SeedContext = {
  db: Db;
  plan: TenantPlan;
  now: Date;
  log: SeedLog;
  random: Random;
  clips: DemoClip[];
  /** scrypt hash per clear-text password, computed once for the whole seed. */
  passwordHashes: Map<string, string>;
  /** Collected during the seed, written before the transaction commits. */
  files: SeedFile[];
};

/** URL under which the server serves a path relative to the media root. */
export const mediaUrl = (relativePath: string) => `/media/${relativePath}`;
