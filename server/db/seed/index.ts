import { eq } from 'drizzle-orm';
import { DEFAULT_TENANT_ID } from '../../../src/constants';
import { hashPassword } from '../../auth/passwords';
import { indexSearchTexts } from '../../catalogue/search-index';
import { DEMO_CLIPS, demoClipLayout, generateDemoMedia } from '../../media/demo-media';
import type { Db } from '../client';
import { tenants } from '../schema';
import { seedCatalogue, seedOrganisations, seedTerms } from './catalogue';
import { seedContent } from './content';
import type { SeedContext, SeedFile } from './context';
import { seedDemoSlideTexts } from './demo-slide-texts';
import { writeSeedFiles } from './files';
import type { MediaStore } from '../../storage';
import { seedHistory } from './history';
import type { SeedLog } from './insert';
import { seedPeople } from './people';
import { seedPermissions } from './permissions';
import { EXTRA_PASSWORD, TENANT_PLANS } from './plan';
import { seededRandom } from './random';
import { seedRecordings } from './recordings';
import { seedCourseResources } from './resources';
import { seedSessions } from './sessions';
import { seedCaptureStudios } from './capture-studios';
import { seedStyles } from './styles';
import { seedTenancy } from './tenancy';
import { termsAround } from './timetable';

/**
 * The demo campus seeded on first start (DESIGN.md §2). Idempotent: nothing happens when tenant
 * '1' exists. With a media store it first generates the demo videos (ffmpeg, unless `videos`
 * is false: SEED_MEDIA=false) and writes the resource and branding files; with `media: null`
 * it inserts the same rows and touches no file. Last, the demo videos' slides are read (or,
 * without videos, their decks' text kept: demo-slide-texts.ts).
 */

export type SeedOptions = {
  media: MediaStore | null;
  /** Generate the demo videos (default true); without them the pages still have logos and files. */
  videos?: boolean;
  /** Anchors the term and the live lessons (default: the current time). */
  now?: Date;
  log?: SeedLog;
};

export { DEMO_ACCOUNTS } from './plan';
export { PLAYER_APPLY_ID } from './styles';
export { keepDemoLessonsLive } from './live-now';

async function seedTenant(ctx: SeedContext): Promise<void> {
  const { campusIds } = await seedTenancy(ctx);
  const orgIds = await seedOrganisations(ctx);
  await seedPermissions(ctx);
  const people = await seedPeople(ctx, [...orgIds.values()]);
  const terms = termsAround(ctx.now);
  const currentTerm = terms.find((t) => t.isCurrent)!;
  const termId = await seedTerms(ctx, terms);
  const catalogue = await seedCatalogue(ctx, orgIds, campusIds, termId, people);
  const studios = await seedCaptureStudios(ctx, campusIds[0]!, ctx.plan.liveNowCount);
  const sessions = await seedSessions(ctx, currentTerm, catalogue, studios);
  const recordings = await seedRecordings(ctx, sessions, catalogue);
  await seedCourseResources(ctx, catalogue.classes, recordings);
  await seedHistory(ctx, people, recordings);
  await seedStyles(ctx);
  await seedContent(ctx);
}

/** One scrypt hash per distinct password: hashing per user would take seconds. */
async function hashPasswords(): Promise<Map<string, string>> {
  const passwords = [...new Set([EXTRA_PASSWORD, ...TENANT_PLANS.flatMap((p) => p.accounts.map((a) => a.password))])];
  const hashes = await Promise.all(passwords.map((p) => hashPassword(p)));
  return new Map(passwords.map((p, i) => [p, hashes[i]!]));
}

export async function seedDemo(db: Db, opts: SeedOptions): Promise<{ seeded: boolean }> {
  const log = opts.log ?? (() => {});
  const now = opts.now ?? new Date();
  const existing = await db.select({ id: tenants.id }).from(tenants).where(eq(tenants.id, DEFAULT_TENANT_ID)).limit(1);
  if (existing.length > 0) return { seeded: false };

  const videos = opts.media !== null && opts.videos !== false ? opts.media : null;
  const clips = videos ? await generateDemoMedia(videos, log) : DEMO_CLIPS.map(demoClipLayout);
  const passwordHashes = await hashPasswords();
  await db.transaction(async (tx) => {
    const files: SeedFile[] = [];
    for (const plan of TENANT_PLANS) {
      await seedTenant({ db: tx, plan, now, log, random: seededRandom(plan.seed), clips, passwordHashes, files });
    }
    log(`seed: search texts ${await indexSearchTexts(tx)}`);
    // Inside the transaction: a failed write rolls the rows back and the next start retries.
    if (opts.media) await writeSeedFiles(opts.media, files, log);
  });
  // After the commit: reading the slides takes a while, and one interrupted is left to the worker.
  await seedDemoSlideTexts(db, videos, log);
  return { seeded: true };
}
