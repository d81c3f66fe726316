import { sql } from 'drizzle-orm';
import type { HeatMap } from '../../src/schemas/reports';
import type { Db } from '../db/client';
import { rowsOf } from '../db/sql-rows';

/**
 * A recording's heat map (docs/admin.md "Reports (server)"): for every minute, how many viewers
 * played it, how many plays in all, and how many viewers played it more than once, from
 * watch_minutes (one statement on its key). Every minute of the recording is present, 0 where
 * nobody watched.
 */
export async function heatMap(db: Db, vod: { vodId: string; title: string; durationS: number }): Promise<HeatMap> {
  const rows = await rowsOf<{ minute: number; viewers: number; plays: number; rewatchers: number }>(
    db,
    sql`select minute, count(*)::int as viewers, sum(plays)::int as plays, (count(*) filter (where plays > 1))::int as rewatchers
      from watch_minutes where vod_id = ${vod.vodId} group by minute order by minute`,
  );
  const byMinute = new Map(rows.map((r) => [r.minute, r]));
  const length = Math.max(Math.ceil(vod.durationS / 60), (rows.at(-1)?.minute ?? -1) + 1);
  return {
    vodId: vod.vodId,
    title: vod.title,
    durationS: vod.durationS,
    minutes: Array.from({ length }, (_, minute) => byMinute.get(minute) ?? { minute, viewers: 0, plays: 0, rewatchers: 0 }),
  };
}
