import { sql } from 'drizzle-orm';
import { PLAYBACK_RATES, SAVE_TIME_RANGE_S } from '../../src/constants';
import type { Db } from '../db/client';
import { watchMinutes } from '../db/schema';

/**
 * The heat map's counts (docs/admin.md "Reports (server)"): each progress save of the player
 * (POST /v1/vod/addVodWatchRecord) adds one play to every minute whose middle the viewer passed
 * since their previous save, when playback moved forward normally. Counting a minute at its
 * middle makes saves every few seconds count it once, and playing it again (after a seek back)
 * count it again. A jump is not playback: a step longer than the wall time since the previous
 * save allows (at the fastest rate, over at most the longest save interval) counts nothing,
 * nor does a step backwards (the next save counts from there).
 */

const FASTEST_RATE = Math.max(...PLAYBACK_RATES);
/** Late saves and rounding: seconds of wall time a step may exceed. */
const STEP_SLACK_S = 5;
/** The longest wall time one step may stand for: the longest save interval a school may set. */
const STEP_WINDOW_S = SAVE_TIME_RANGE_S.max;
const MINUTE_S = 60;

export type Progress = { positionS: number; savedAt: Date };

/**
 * The minutes (0-based) a step from `before` (null: the first save, from 0) to `positionS` played;
 * null when none. A recording's last minute, shorter than half a minute, counts at its end.
 */
export function minutesPlayed(
  before: Progress | null,
  positionS: number,
  now: Date,
  durationS: number,
): { from: number; to: number } | null {
  const from = before?.positionS ?? 0;
  const elapsedS = before ? Math.max(0, (now.getTime() - before.savedAt.getTime()) / 1000) : STEP_WINDOW_S;
  const step = positionS - from;
  if (step <= 0 || step > Math.min(elapsedS, STEP_WINDOW_S) * FASTEST_RATE + STEP_SLACK_S) return null;
  const middle = (minute: number) =>
    durationS > 0 ? Math.min(minute * MINUTE_S + MINUTE_S / 2, durationS) : minute * MINUTE_S + MINUTE_S / 2;
  const first = Math.max(0, Math.floor((from - MINUTE_S / 2) / MINUTE_S) + 1);
  let last = Math.floor((positionS - MINUTE_S / 2) / MINUTE_S);
  while (middle(last + 1) <= positionS && (durationS <= 0 || (last + 1) * MINUTE_S < durationS)) last++;
  return first <= last ? { from: first, to: last } : null;
}

/** Adds one play to each minute of the step, for one viewer of one recording (one statement). */
export async function countMinutesPlayed(
  db: Db,
  row: { tenantId: string; vodId: string; userId: string },
  minutes: { from: number; to: number },
): Promise<void> {
  await db.execute(sql`
    insert into ${watchMinutes} (tenant_id, vod_id, user_id, minute, plays)
    select ${row.tenantId}, ${row.vodId}, ${row.userId}, m, 1 from generate_series(${minutes.from}::int, ${minutes.to}::int) as m
    on conflict (vod_id, user_id, minute) do update set plays = ${watchMinutes}.plays + 1`);
}
