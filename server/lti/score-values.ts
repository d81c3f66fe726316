import { SCORE_MAXIMUM } from '../../src/schemas/lti-grades';

/**
 * What a graded item's score is (docs/lti.md "Grades"): watch completion as Lectern's reports
 * compute it (server/reports/completion.ts: a recording's `watch_percent`, 0..1, which never goes
 * down; a class's, the average over its ready recordings, an unwatched one counting 0), as a
 * percentage. Pure.
 */

/** AGS §3.4.7: how far the student is with the activity. */
export type ActivityProgress = 'Initialized' | 'Started' | 'InProgress' | 'Completed';

export type ScoreBody = {
  userId: string;
  scoreGiven: number;
  scoreMaximum: number;
  activityProgress: ActivityProgress;
  gradingProgress: 'FullyGraded';
  timestamp: string;
};

/** The score out of SCORE_MAXIMUM for a completion (0..1, as the reports have it), to a tenth. */
export function completionScore(fraction: number): number {
  const clamped = Math.min(1, Math.max(0, Number.isFinite(fraction) ? fraction : 0));
  return Math.round(clamped * SCORE_MAXIMUM * 10) / 10;
}

/** Completed at the whole score, InProgress past nothing, Started before anything was watched. */
export function activityProgressOf(score: number): ActivityProgress {
  if (score >= SCORE_MAXIMUM) return 'Completed';
  return score > 0 ? 'InProgress' : 'Started';
}

/** The score as the platform is sent it: always FullyGraded, since the score is the grade, not awaiting a teacher. */
export const scoreBody = (userId: string, score: number, at: Date): ScoreBody => ({
  userId,
  scoreGiven: score,
  scoreMaximum: SCORE_MAXIMUM,
  activityProgress: activityProgressOf(score),
  gradingProgress: 'FullyGraded',
  timestamp: at.toISOString(),
});
