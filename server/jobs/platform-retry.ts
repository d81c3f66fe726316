/**
 * What an LTI job throws when the platform failed and the work is to be tried again: pg-boss then
 * runs the job again with growing delays (job-types.ts retryOf). `work` names the job's work and
 * `id` its row, for the log.
 */
export class PlatformRetry extends Error {
  constructor(work: string, id: string) {
    super(`${work} ${id}: the platform failed, retried later`);
    this.name = 'PlatformRetry';
  }
}
