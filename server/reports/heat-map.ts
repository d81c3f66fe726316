import { sql } from 'drizzle-orm';
import type { HeatMap } from '../../src/schemas/reports';
import type { Db } from '../db/client';
import { ApiError } from '../errors';
import { rowsOf } from '../db/sql-rows';
import { recordingAudience } from './recording-audience';

/**
 * A recording's heat map (docs/admin.md "Reports (server)"): its viewers, named and counted as
 * the data board counts them (recording-audience.ts), and for every minute how many of them
 * played it, how many plays in all, and how many played it more than once, from watch_minutes
 * (one statement on its key). Only viewers who still hold a watch record count: one who cleared
 * their viewing record is no longer a viewer anywhere. Every minute of the recording is present,
 * 0 where nobody watched.
 */
export async function heatMap(db: Db, vod: { vodId: string; durationS: number }): Promise<HeatMap> {
  const audience = await recordingAudience(db, vod.vodId);
  if (!audience) throw new ApiError('notFound', `no recording ${vod.vodId}`);
  const rows = await rowsOf<{ minute: number; viewers: number; plays: number; rewatchers: number }>(
    db,
    sql`select m.minute, count(*)::int as viewers, sum(m.plays)::int as plays, (count(*) filter (where m.plays > 1))::int as rewatchers
      from watch_minutes m
      join watch_records w on w.user_id = m.user_id and w.vod_id = m.vod_id
      where m.vod_id = ${vod.vodId} group by m.minute order by m.minute`,
  );
  const byMinute = new Map(rows.map((r) => [r.minute, r]));
  const length = Math.max(Math.ceil(vod.durationS / 60), (rows.at(-1)?.minute ?? -1) + 1);
  return {
    ...audience,
    durationS: vod.durationS,
    minutes: Array.from({ length }, (_, minute) => byMinute.get(minute) ?? { minute, viewers: 0, plays: 0, rewatchers: 0 }),
  };
}
