/**
 * One file in the uploader panel, from the moment it is added to the recording it becomes
 * (SPEC §4 "Upload file statuses", §3 "Upload file", "Upload response", §8, §9).
 *
 * `md5`: a file added is held paused while `computeHash` (a Web Worker at the edge) computes its
 * identifier; `upload.hashProgress` moves the 'verifying MD5' percentage. An unreadable file
 * shows 'file {name} read error, please check the file' and is cancelled. With the identifier
 * the file is resumed: `transfer` invokes `sendFile` (the chunked protocol at the edge, which
 * skips the chunks the server already holds and retries each chunk 3 times), first `waiting`,
 * then `uploading` from the first `upload.chunkProgress`. Pause while waiting or uploading
 * (`paused`; leaving `transfer` stops the sending), resume when paused, retry on `error`, cancel
 * in every status but `success` (`cancelUpload`). The last chunk's answer must carry `data`
 * (`hasData`); otherwise the refusal is shown in a 2-second toast and the file is `failed`.
 * With data the server merges the chunks (`merging`) and transcodes (`upload.jobTranscoding`,
 * N %), reported over the server-sent events stream; `upload.jobFailed` ends in `failed`,
 * `upload.jobDone` in `success`, where the success callback runs and the panel's finished count
 * increases. Reasons are notices the panel words in the reader's language (`UploadNotice`): a
 * refusal by its reason and values, anything else by the catalogue's sentence for the step that
 * failed. The server's English (which names request fields and ids) is never kept: a job's
 * reason carries no code yet, so a failed merge or transcode reads 'could not process'.
 */
import { assign, setup } from 'xstate';
import { UPLOAD_REJECTED_TOAST_MS } from '../constants';
import { edgeAction, edgeActor } from './edge-stubs';
import type { MachineMessageId } from './machine-messages';

/**
 * Why the server refused a file, as its failure envelope says: the error code, and the `result`,
 * which carries the refusal's reason and values when the server gives one (src/schemas/refusals.ts).
 */
export type ServerRefusal = { code: number | null; result: unknown };

/**
 * What the panel shows of a message, worded in the reader's language: a catalogue id with its
 * values, or, when the server refused, its refusal (the id's sentence when the refusal has none
 * the catalogue knows). Never the server's English, which names request fields and ids.
 */
export type UploadNotice = { id: MachineMessageId; values?: Record<string, string>; refusal?: ServerRefusal };

/** SPEC §3 "Upload response": `data` carries skipUpload and the chunk numbers already stored. */
export type UploadResponse = {
  data?: { skipUpload?: boolean; uploaded?: number[]; [field: string]: unknown } | null;
  message?: string | null;
  /** Set when the answer is a refusal (4xx). */
  refusal?: ServerRefusal;
};

export type UploadFileInput = { name: string; size: number };

/** The status column's text per status (SPEC §4: error and failed both read 'failed'). */
export const UPLOAD_STATUS_LABELS = {
  md5: 'uploader.status.md5',
  waiting: 'uploader.status.waiting',
  uploading: 'uploader.status.uploading',
  paused: 'uploader.status.paused',
  success: 'uploader.status.success',
  error: 'uploader.status.failed',
  merging: 'uploader.status.merging',
  transcoding: 'uploader.status.transcoding',
  failed: 'uploader.status.failed',
  cancelled: 'uploader.status.cancelled',
} as const satisfies Record<string, MachineMessageId>;

export type UploadStatus = keyof typeof UPLOAD_STATUS_LABELS;
export type UploadStatusLabel = (typeof UPLOAD_STATUS_LABELS)[UploadStatus];

/** Messages of SPEC §8 and the fallbacks when the server gives no text. */
export const UPLOAD_MESSAGES = {
  fileReadError: 'uploader.fileReadError',
  rejected: 'uploader.rejected',
  sendFailed: 'uploader.sendFailed',
  processingFailed: 'uploader.processingFailed',
} as const satisfies Record<string, MachineMessageId>;

export type UploadFileContext = UploadFileInput & {
  /** The sampled MD5 plus size (resumable's uniqueIdentifier); null until hashed. */
  identifier: string | null;
  /** 0..1 of the current phase: hashing, sending, transcoding. */
  progress: number;
  statusLabel: UploadStatusLabel;
  /** Why the file stopped (error, failed, unreadable); null otherwise. */
  reason: UploadNotice | null;
  /** The accepted answer's data, handed to the success callback. */
  data: unknown;
};

export type UploadFileEvent =
  | { type: 'upload.hashProgress'; progress: number }
  | { type: 'upload.chunkProgress'; progress: number }
  | { type: 'upload.jobTranscoding'; progress: number }
  | { type: 'upload.jobFailed'; reason: string }
  | { type: 'upload.jobDone' }
  | { type: 'upload.pause' }
  | { type: 'upload.resume' }
  | { type: 'upload.retry' }
  | { type: 'upload.cancel' };

export type UploadFileEventType = UploadFileEvent['type'];

export type HashInput = UploadFileInput;
export type SendFileInput = UploadFileInput & { identifier: string };
export type UploadToast = { notice: UploadNotice; durationMs: number | null };
export type UploadFinished = { identifier: string; name: string; data: unknown };

const clamp = (progress: number): number => Math.min(1, Math.max(0, progress));

/** The catalogue's sentence, or the server's refusal worded in its stead when there is one. */
const noticeOf = (fallback: MachineMessageId, refusal?: ServerRefusal): UploadNotice =>
  refusal === undefined ? { id: fallback } : { id: fallback, refusal };

const readErrorOf = (name: string): UploadNotice => ({ id: UPLOAD_MESSAGES.fileReadError, values: { name } });

/** Cancel once the file has its identifier: the edge is told which upload to stop. */
const cancelAfterHashing = {
  target: 'cancelled',
  actions: { type: 'cancelUpload', params: ({ context }: { context: UploadFileContext }) => ({ identifier: context.identifier }) },
} as const;

export const uploadFileMachine = setup({
  types: {
    context: {} as UploadFileContext,
    events: {} as UploadFileEvent,
    input: {} as UploadFileInput,
  },
  actors: {
    /** The sampled MD5 (5 chunks plus the size) in a Web Worker; rejects when the file cannot be read. */
    computeHash: edgeActor<string, HashInput>('computeHash'),
    /** Every chunk not yet stored; resolves with the last chunk's answer, rejects when a chunk gave up. */
    sendFile: edgeActor<UploadResponse, SendFileInput>('sendFile'),
  },
  actions: {
    setStatus: assign({ statusLabel: (_, params: { status: UploadStatus }) => UPLOAD_STATUS_LABELS[params.status] }),
    keepProgress: assign({ progress: (_, params: { progress: number }) => clamp(params.progress) }),
    keepIdentifier: assign({ identifier: (_, params: { identifier: string }) => params.identifier, progress: 0 }),
    keepReason: assign({ reason: (_, params: { reason: UploadNotice }) => params.reason }),
    forgetReason: assign({ reason: null }),
    keepData: assign({ data: (_, params: { data: unknown }) => params.data, progress: 1 }),
    showToast: edgeAction<UploadToast>('showToast'),
    cancelUpload: edgeAction<{ identifier: string | null }>('cancelUpload'),
    runSuccessCallback: edgeAction<UploadFinished>('runSuccessCallback'),
    countFinished: edgeAction('countFinished'),
  },
  guards: {
    hasData: (_, params: { response: UploadResponse }) => params.response.data !== undefined && params.response.data !== null,
  },
}).createMachine({
  id: 'uploadFile',
  context: ({ input }) => ({
    ...input,
    identifier: null,
    progress: 0,
    statusLabel: UPLOAD_STATUS_LABELS.md5,
    reason: null,
    data: null,
  }),
  initial: 'md5',
  states: {
    md5: {
      description: "Added and held paused while its hash is computed: 'verifying MD5' with a percentage.",
      entry: { type: 'setStatus', params: { status: 'md5' } },
      invoke: {
        id: 'computeHash',
        src: 'computeHash',
        input: ({ context }) => ({ name: context.name, size: context.size }),
        onDone: { target: 'transfer', actions: { type: 'keepIdentifier', params: ({ event }) => ({ identifier: event.output }) } },
        onError: {
          target: 'cancelled',
          actions: [
            { type: 'keepReason', params: ({ context }) => ({ reason: readErrorOf(context.name) }) },
            { type: 'showToast', params: ({ context }) => ({ notice: readErrorOf(context.name), durationMs: null }) },
            { type: 'cancelUpload', params: { identifier: null } },
          ],
        },
      },
      on: {
        'upload.hashProgress': { actions: { type: 'keepProgress', params: ({ event }) => ({ progress: event.progress }) } },
        'upload.cancel': { target: 'cancelled', actions: { type: 'cancelUpload', params: { identifier: null } } },
      },
    },
    transfer: {
      description: 'Resumed: the chunks the server lacks are sent.',
      initial: 'waiting',
      entry: 'forgetReason',
      invoke: {
        id: 'sendFile',
        src: 'sendFile',
        input: ({ context }) => ({ name: context.name, size: context.size, identifier: context.identifier! }),
        onDone: [
          {
            guard: { type: 'hasData', params: ({ event }) => ({ response: event.output }) },
            target: 'merging',
            actions: { type: 'keepData', params: ({ event }) => ({ data: event.output.data }) },
          },
          {
            target: 'failed',
            actions: [
              { type: 'keepReason', params: ({ event }) => ({ reason: noticeOf(UPLOAD_MESSAGES.rejected, event.output.refusal) }) },
              {
                type: 'showToast',
                params: ({ event }) => ({
                  notice: noticeOf(UPLOAD_MESSAGES.rejected, event.output.refusal),
                  durationMs: UPLOAD_REJECTED_TOAST_MS,
                }),
              },
            ],
          },
        ],
        onError: {
          target: 'error',
          actions: { type: 'keepReason', params: { reason: noticeOf(UPLOAD_MESSAGES.sendFailed) } },
        },
      },
      on: {
        'upload.pause': { target: 'paused' },
        'upload.cancel': cancelAfterHashing,
      },
      states: {
        waiting: {
          description: "'waiting to upload': queued behind the other files.",
          entry: { type: 'setStatus', params: { status: 'waiting' } },
          on: {
            'upload.chunkProgress': {
              target: 'uploading',
              actions: { type: 'keepProgress', params: ({ event }) => ({ progress: event.progress }) },
            },
          },
        },
        uploading: {
          description: "'uploading' with the share of the file stored.",
          entry: { type: 'setStatus', params: { status: 'uploading' } },
          on: {
            'upload.chunkProgress': { actions: { type: 'keepProgress', params: ({ event }) => ({ progress: event.progress }) } },
          },
        },
      },
    },
    paused: {
      description: 'Stopped by the user; the progress made is kept.',
      entry: { type: 'setStatus', params: { status: 'paused' } },
      on: {
        'upload.resume': { target: 'transfer' },
        'upload.cancel': cancelAfterHashing,
      },
    },
    error: {
      description: "A chunk failed after its retries ('failed'); retry continues from the chunks stored.",
      entry: { type: 'setStatus', params: { status: 'error' } },
      on: {
        'upload.retry': { target: 'transfer' },
        'upload.cancel': cancelAfterHashing,
      },
    },
    merging: {
      description: 'Every chunk is stored; the server merges them into one file.',
      entry: { type: 'setStatus', params: { status: 'merging' } },
      on: {
        'upload.jobTranscoding': {
          target: 'transcoding',
          actions: { type: 'keepProgress', params: ({ event }) => ({ progress: event.progress }) },
        },
        'upload.jobDone': { target: 'success' },
        'upload.jobFailed': {
          target: 'failed',
          actions: { type: 'keepReason', params: { reason: noticeOf(UPLOAD_MESSAGES.processingFailed) } },
        },
        'upload.cancel': cancelAfterHashing,
      },
    },
    transcoding: {
      description: "The server transcodes the recording: 'transcoding N %'.",
      entry: { type: 'setStatus', params: { status: 'transcoding' } },
      on: {
        'upload.jobTranscoding': { actions: { type: 'keepProgress', params: ({ event }) => ({ progress: event.progress }) } },
        'upload.jobDone': { target: 'success' },
        'upload.jobFailed': {
          target: 'failed',
          actions: { type: 'keepReason', params: { reason: noticeOf(UPLOAD_MESSAGES.processingFailed) } },
        },
        'upload.cancel': cancelAfterHashing,
      },
    },
    failed: {
      description: 'Refused by the server (an answer without data, or a merge or transcode that failed); only cancel remains.',
      entry: { type: 'setStatus', params: { status: 'failed' } },
      on: {
        'upload.cancel': cancelAfterHashing,
      },
    },
    success: {
      description: 'Ready to watch: the success callback has run and the finished count increased.',
      type: 'final',
      entry: [
        { type: 'setStatus', params: { status: 'success' } },
        { type: 'keepProgress', params: { progress: 1 } },
        {
          type: 'runSuccessCallback',
          params: ({ context }) => ({ identifier: context.identifier!, name: context.name, data: context.data }),
        },
        'countFinished',
      ],
    },
    cancelled: {
      description: 'Removed from the upload; nothing more is sent.',
      type: 'final',
      entry: { type: 'setStatus', params: { status: 'cancelled' } },
    },
  },
});
