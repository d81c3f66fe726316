import { describe, expect, it } from 'vitest';
import { JOB_HANDLERS } from '../../server/jobs/job-handlers';
import { JOB_NAMES, type UploadJobName, type UploadRow } from '../../server/jobs/job-types';
import { UPLOAD_CHAIN, followingJob, statusAfter } from '../../server/jobs/media-chain';
import { UPLOAD_STATES, UPLOAD_TARGETS, type UploadState, type UploadTarget } from '../../src/schemas/upload';
import { UNFINISHED_STATES, UPLOAD_STATUS_RULES } from '../../src/uploads/upload-status-rules';

/**
 * The media chain written down (docs/uploads.md "Jobs", "Statuses"): every job has a handler, the
 * chain takes every target from merge to publish, and each status belongs to one step, so the
 * worker's sweep can hand any stranded upload to the job that owns its status.
 */
const upload = (target: UploadTarget, status: UploadState): UploadRow => ({ target, status }) as UploadRow;
const chainJobs = Object.keys(UPLOAD_CHAIN) as UploadJobName[];

/** The jobs an upload of `target` goes through, from the merge, and the statuses it is left in. */
function walk(target: UploadTarget): [UploadJobName, UploadState][] {
  const steps: [UploadJobName, UploadState][] = [];
  let job: UploadJobName | null = 'upload-merge';
  while (job !== null) {
    const left = statusAfter(job, upload(target, UPLOAD_CHAIN[job].statuses[0]));
    steps.push([job, left]);
    job = followingJob(job, upload(target, left));
  }
  return steps;
}

describe('the media chain', () => {
  it('has one handler per job, and only those', () => {
    expect(Object.keys(JOB_HANDLERS).sort()).toEqual([...JOB_NAMES].sort());
  });

  it('takes a video from merge through transcode to publish, and an attachment from merge to publish', () => {
    for (const target of ['recording', 'resource'] as const)
      expect(walk(target)).toEqual([
        ['upload-merge', 'queued'],
        ['upload-transcode', 'publishing'],
        ['upload-publish', 'success'],
      ]);
    expect(walk('attachment')).toEqual([
      ['upload-merge', 'publishing'],
      ['upload-publish', 'success'],
    ]);
  });

  it('gives every status after the chunks to exactly one job, and the ends to none', () => {
    for (const state of UPLOAD_STATES) {
      const owners = chainJobs.filter((job) => UPLOAD_CHAIN[job].statuses.includes(state));
      expect([state, owners.length]).toEqual([state, state === 'uploading' || !UNFINISHED_STATES.includes(state) ? 0 : 1]);
    }
  });

  it('orders the statuses along the chain, so news of an earlier step never undoes a later one', () => {
    for (const target of UPLOAD_TARGETS) {
      const steps = ['uploading', 'merging', ...walk(target).map(([, left]) => left)].map(
        (state) => UPLOAD_STATUS_RULES[state as UploadState].step,
      );
      expect(steps).toEqual([...steps].sort((a, b) => a - b));
      expect(new Set(steps).size).toBe(steps.length);
    }
  });

  it('counts every status but the ends as unfinished, and says which chunks the pre-test lists', () => {
    expect(UNFINISHED_STATES).toEqual(['uploading', 'merging', 'queued', 'transcoding', 'publishing']);
    expect(UPLOAD_STATUS_RULES.uploading.chunks).toBe('stored');
    expect(UPLOAD_STATUS_RULES.merging.chunks).toBe('all');
    for (const state of ['queued', 'transcoding', 'publishing'] as const) expect(UPLOAD_STATUS_RULES[state].chunks).toBe('sent');
  });
});
