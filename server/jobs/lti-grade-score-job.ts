import { pendingGradeScores } from '../lti/grade-score-requests';
import { runGradeScore } from '../lti/grade-score-post';
import { sharedServiceTokens } from '../lti/service-token';
import type { JobQueue } from './job-queue';
import { PlatformRetry } from './platform-retry';
import { QUEUE, type JobHandler } from './job-types';

/**
 * `lti-grade-score` (docs/lti.md "Grades"): posts one student's score of a graded item, by the
 * row a progress save raised (server/lti/grade-score-requests.ts). When the platform is down the
 * job throws, so pg-boss runs it again with growing delays (job-types.ts retryOf); a score still
 * unposted after the last attempt, or left by a killed process, is offered again by the sweep
 * (`stranded`). Running it twice posts once (server/lti/grade-score-post.ts).
 */
export const ltiGradeScoreJob: JobHandler<'lti-grade-score'> = {
  concurrency: () => 2,
  stranded: (db) => pendingGradeScores(db),
  run: async ({ scoreId }, { db, clock, log }) => {
    const outcome = await runGradeScore(db, sharedServiceTokens(db, clock), scoreId, clock, log);
    if (outcome === 'retry') throw new PlatformRetry('lti grade score', scoreId);
  },
};

/** How the web process sends a score's job: the routes give it to server/lti, which knows no queue. */
export const gradeScoreSender = (jobs: JobQueue | null) =>
  jobs === null ? null : (scoreId: string) => jobs.send(QUEUE.ltiGradeScore, { scoreId });
