import { eq, sql } from 'drizzle-orm';
import { indexSearchTexts } from '../../../catalogue/search-index';
import type { Db } from '../../client';
import { teachingClasses } from '../../schema';
import { seedDemo } from '..';
import type { SeedLog } from '../insert';
import { seededRandom } from '../random';
import { seedLargeClasses, seedLargeClassrooms } from './catalogue';
import { seedLargeLessons } from './lessons';
import { seedLargeEnrolments, seedLargePeople } from './people';
import { LARGE, largeId } from './plan';

export { LARGE } from './plan';

/**
 * The campus-sized data set of the benchmark (docs/bench.md), added on top of the demo campus
 * (seed it first). Idempotent: nothing happens when its first teaching class exists.
 */
export async function seedLarge(db: Db, options: { now?: Date; log?: SeedLog } = {}): Promise<{ seeded: boolean }> {
  const log = options.log ?? (() => {});
  const now = options.now ?? new Date();
  const [existing] = await db
    .select({ id: teachingClasses.id })
    .from(teachingClasses)
    .where(eq(teachingClasses.id, largeId('tecl', 1)));
  if (existing) return { seeded: false };
  const random = seededRandom(LARGE.seed);
  await db.transaction(async (tx) => {
    const classroomIds = await seedLargeClassrooms(tx, log);
    const { teacherIds, studentIds } = await seedLargePeople(tx, log);
    const classes = await seedLargeClasses(tx, teacherIds, random, log);
    await seedLargeEnrolments(tx, studentIds, classes, random, log);
    await seedLargeLessons(tx, classes, classroomIds, now, random, log);
    log(`seed-large: search texts ${await indexSearchTexts(tx)}`);
  });
  // Fresh statistics, so the planner knows the tables are large now.
  await db.execute(sql`analyze`);
  return { seeded: true };
}

/** The demo campus (if missing, without media: its accounts sign in), then the large campus. */
export async function seedLargeCampus(db: Db, log: SeedLog): Promise<{ seeded: boolean }> {
  await seedDemo(db, { media: null, log });
  const started = Date.now();
  const result = await seedLarge(db, { log });
  log(result.seeded ? `seed-large: done in ${((Date.now() - started) / 1000).toFixed(1)} s` : 'seed-large: already there');
  return result;
}
