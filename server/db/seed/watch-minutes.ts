import { minutesPlayed } from '../../reports/watch-minutes';
import { watchMinutes, type watchRecords } from '../schema';
import type { SeedContext } from './context';
import { insertAll } from './insert';
import type { Recording } from './recordings';

/** Every REWATCH_EVERY-th seeded watch record played its minutes twice, so the heat map shows re-watching. */
const REWATCH_EVERY = 4;

/**
 * The heat map's minutes for the seeded watch records (docs/admin.md "Reports (server)"): each
 * record played from the start to its position, as the player's saves would have counted it
 * (server/reports/watch-minutes.ts). Deterministic, drawing nothing from the seed's random
 * numbers, so the rest of the demo campus stays as it was. Small: the demo clips last 40 s.
 */
export async function seedWatchMinutes(
  ctx: SeedContext,
  records: readonly (typeof watchRecords.$inferInsert)[],
  recordings: readonly Recording[],
): Promise<void> {
  const durations = new Map(recordings.map((r) => [r.id, r.clip.durationS]));
  const rows = records.flatMap((record, i) => {
    const durationS = durations.get(record.vodId) ?? 0;
    const played = minutesPlayed(null, record.positionS ?? 0, ctx.now, durationS);
    if (!played) return [];
    return Array.from({ length: played.to - played.from + 1 }, (_, k) => ({
      tenantId: record.tenantId,
      vodId: record.vodId,
      userId: record.userId,
      minute: played.from + k,
      plays: i % REWATCH_EVERY === 0 ? 2 : 1,
    }));
  });
  await insertAll(ctx.db, watchMinutes, rows, `watch minutes (tenant ${ctx.plan.id})`, ctx.log);
}
