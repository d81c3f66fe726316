import { pendingRosterSyncs } from '../lti/roster-sync-requests';
import { runRosterSync } from '../lti/roster-sync';
import { sharedServiceTokens } from '../lti/service-token';
import type { JobQueue } from './job-queue';
import { PlatformRetry } from './platform-retry';
import { QUEUE, type JobHandler } from './job-types';

/**
 * `lti-roster-sync` (docs/lti.md "Roster sync"): one sync of an LMS course's roster, by the row
 * a launch or the course's button made (server/lti/roster-sync-requests.ts). When the platform
 * fails, the sync is marked `retrying` and the job throws, so pg-boss runs it again with growing
 * delays (job-types.ts retryOf); after the last attempt it is `failed`. A sync left waiting or
 * running by a killed process is offered again by the sweep (`stranded`); running it twice is
 * safe (server/lti/roster-sync.ts).
 */
export const ltiRosterSyncJob: JobHandler<'lti-roster-sync'> = {
  concurrency: () => 2,
  stranded: (db) => pendingRosterSyncs(db),
  run: async ({ syncId }, { db, clock, log }) => {
    const outcome = await runRosterSync(db, sharedServiceTokens(db, clock), syncId, clock, log);
    if (outcome === 'retry') throw new PlatformRetry('lti roster sync', syncId);
  },
};

/** How the web process sends a roster sync's job: the routes give it to server/lti, which knows no queue. */
export const rosterSyncSender = (jobs: JobQueue | null) =>
  jobs === null ? null : (syncId: string) => jobs.send(QUEUE.ltiRosterSync, { syncId });
