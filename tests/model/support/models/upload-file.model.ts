import {
  uploadFileMachine,
  type UploadFileContext,
  type UploadFileEvent,
  type UploadFileInput,
  type UploadResponse,
} from '../../../../src/machines/upload-file.machine';
import { defineModel, type EventFixtures } from '../model';

type UploadFileInternalEvent =
  'xstate.done.actor.computeHash' | 'xstate.error.actor.computeHash' | 'xstate.done.actor.sendFile' | 'xstate.error.actor.sendFile';

export const lectureFile: UploadFileInput = { name: 'linear-algebra-week-3.mp4', size: 1_610_612_736 };

/** The sampled MD5 and the size, as the hash worker answers. */
export const lectureIdentifier = '9e107d9d372bb6826bd81d3542a419d6-1610612736';

/** Answers to the last chunk (SPEC §3 "Upload response"). */
export const uploadAnswers = {
  accepted: { data: { skipUpload: false, uploaded: [1, 2, 3], recordingId: 'rec-2041' } },
  refusedWithMessage: { message: 'quota exceeded' },
  refusedWithReason: {
    data: null,
    message: 'resumableTotalSize: a file may be at most 2147483648 bytes (UPLOAD_MAX_FILE_BYTES), this one has 3221225472',
    refusal: { code: 41300, result: { reason: 'uploadTooLarge', values: { mib: 2048 } } },
  },
  refusedSilently: { data: null },
} as const satisfies Record<string, UploadResponse>;

export const sendFailures = {
  gaveUp: new Error('chunk 4 failed after 3 retries'),
  opaque: { status: 0 },
} as const;

export const uploadFileEvents = {
  'upload.hashProgress': [{ type: 'upload.hashProgress', progress: 0.4 }],
  'upload.chunkProgress': [{ type: 'upload.chunkProgress', progress: 0.35 }],
  'upload.jobTranscoding': [{ type: 'upload.jobTranscoding', progress: 0.6 }],
  'upload.jobFailed': [{ type: 'upload.jobFailed', reason: 'Invalid data found when processing input' }],
  'upload.jobDone': [{ type: 'upload.jobDone' }],
  'upload.pause': [{ type: 'upload.pause' }],
  'upload.resume': [{ type: 'upload.resume' }],
  'upload.retry': [{ type: 'upload.retry' }],
  'upload.cancel': [{ type: 'upload.cancel' }],
  'xstate.done.actor.computeHash': [{ type: 'xstate.done.actor.computeHash', output: lectureIdentifier }],
  'xstate.error.actor.computeHash': [{ type: 'xstate.error.actor.computeHash', error: { name: 'NotReadableError' } }],
  'xstate.done.actor.sendFile': Object.values(uploadAnswers).map((output) => ({ type: 'xstate.done.actor.sendFile' as const, output })),
  'xstate.error.actor.sendFile': Object.values(sendFailures).map((error) => ({ type: 'xstate.error.actor.sendFile' as const, error })),
} as const satisfies EventFixtures<UploadFileEvent, UploadFileInternalEvent>;

export const uploadFileModel = defineModel({
  name: 'uploadFile',
  machine: uploadFileMachine,
  worlds: [{ name: 'lecture', input: lectureFile }],
  events: uploadFileEvents,
  describeContext: (snapshot) => {
    const context = snapshot.context as UploadFileContext;
    const reason = context.reason === null ? '' : ` reason=${'text' in context.reason ? context.reason.text : context.reason.id}`;
    return `${Math.floor(context.progress * 100)}%${context.identifier === null ? '' : ' hashed'}${reason}`;
  },
});
