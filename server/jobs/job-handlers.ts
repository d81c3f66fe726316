import { captureRecordingJob } from './capture-recording-job';
import type { JobHandler, JobName } from './job-types';
import { lessonSlidesJob } from './lesson-slides-job';
import { lessonTranscriptJob } from './lesson-transcript-job';
import { ltiGradeScoreJob } from './lti-grade-score-job';
import { ltiKeyRotationJob } from './lti-key-rotation-job';
import { ltiRosterSyncJob } from './lti-roster-sync-job';
import { mediaClipJob } from './media-clip-job';
import { uploadMergeJob } from './upload-merge-job';
import { uploadPublishJob } from './upload-publish-job';
import { uploadTranscodeJob } from './upload-transcode-job';

/** Every job's handler, by name (docs/uploads.md "Jobs"): the worker runs exactly these. */
export const JOB_HANDLERS: { readonly [N in JobName]: JobHandler<N> } = {
  'upload-merge': uploadMergeJob,
  'upload-transcode': uploadTranscodeJob,
  'upload-publish': uploadPublishJob,
  'media-clip': mediaClipJob,
  'capture-recording': captureRecordingJob,
  'lesson-slides': lessonSlidesJob,
  'lesson-transcript': lessonTranscriptJob,
  'lti-key-rotation': ltiKeyRotationJob,
  'lti-roster-sync': ltiRosterSyncJob,
  'lti-grade-score': ltiGradeScoreJob,
};
