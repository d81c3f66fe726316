import { sql } from 'drizzle-orm';
import { LIVE_WATCH_BEAT_S, LIVE_WATCH_SLACK_S } from '../../src/constants';
import type { AccessClaims } from '../auth/token-signer';
import type { Db } from '../db/client';
import { liveViews } from '../db/schema';
import { assertOnAir, liveLesson } from './live-lesson';

/** The most one beat may add: a beat's interval and its slack; a longer gap was not watching. */
export const LIVE_WATCH_CAP_S = LIVE_WATCH_BEAT_S + LIVE_WATCH_SLACK_S;

/**
 * POST /v1/live/watch: the caller's player is playing `courId` live. Refused as the lesson's
 * feed would be (liveLesson: another tenant's lesson or an unknown one 404, a class the caller
 * may not watch 403; assertOnAir: not broadcast, not started or ended 404), so a beat counts
 * only what the caller could have been watching. The first beat makes the row; each later one
 * adds the time since the last, at most LIVE_WATCH_CAP_S, so repeated or too-frequent beats add
 * only the time that really passed and a long pause adds at most one beat. Times come from the
 * application clock. A beat also brings back an entry the viewer had removed from their record.
 */
export async function recordLiveBeat(db: Db, claims: AccessClaims, courId: string, now: Date): Promise<{ recorded: true }> {
  const lesson = await liveLesson(db, claims, courId, now);
  assertOnAir(lesson);
  const since = sql`extract(epoch from (excluded.last_seen_at - ${liveViews.lastSeenAt}))::double precision`;
  await db
    .insert(liveViews)
    .values({ tenantId: claims.tid, userId: claims.sub, courId: lesson.courId, firstSeenAt: now, lastSeenAt: now })
    .onConflictDoUpdate({
      target: [liveViews.userId, liveViews.courId],
      set: {
        watchedS: sql`${liveViews.watchedS} + least(greatest(${since}, 0), ${LIVE_WATCH_CAP_S})`,
        lastSeenAt: sql`greatest(${liveViews.lastSeenAt}, excluded.last_seen_at)`,
        hiddenAt: null,
      },
    });
  return { recorded: true };
}
