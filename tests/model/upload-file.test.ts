import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, type SnapshotFrom } from 'xstate';
import { UPLOAD_REJECTED_TOAST_MS } from '../../src/constants';
import {
  UPLOAD_STATUS_LABELS,
  uploadFileMachine,
  type HashInput,
  type SendFileInput,
  type UploadFileContext,
  type UploadFileInput,
  type UploadFinished,
  type UploadNotice,
  type UploadResponse,
  type UploadStatus,
  type UploadToast,
} from '../../src/machines/upload-file.machine';
import { describeGeneratedPaths } from './support/generated-paths';
import { generatePaths, type EffectCall, type StepRecord } from './support/model';
import { lectureFile, lectureIdentifier, uploadAnswers, uploadFileModel } from './support/models/upload-file.model';

type UploadSnapshot = SnapshotFrom<typeof uploadFileMachine>;

/** The status a snapshot shows: the leaf state (`transfer.uploading` reads 'uploading'). */
function statusOf(snapshot: { value: unknown }): UploadStatus {
  const { value } = snapshot;
  return (typeof value === 'string' ? value : Object.values(value as Record<string, string>)[0]!) as UploadStatus;
}

const actorsStarted = (calls: EffectCall[], name: string) => calls.filter((call) => call.kind === 'actor' && call.name === name);
const actionsRun = (calls: EffectCall[]) => calls.filter((call) => call.kind === 'action').map((call) => call.name);

/** The notice the panel shows for a refused answer: the catalogue's sentence, or the server's refusal worded in its stead. */
const noticeFor = (answer: UploadResponse): UploadNotice =>
  answer.refusal === undefined ? { id: 'uploader.rejected' } : { id: 'uploader.rejected', refusal: answer.refusal };

/**
 * SPEC §4 "Upload file statuses" and §8, checked after every step of every path: the status
 * column always reads the status the file is in, the identifier never changes once hashed,
 * sending starts only with an identifier, a refused answer toasts its message for 2 s, and the
 * success callback and the finished count happen once, on success only.
 */
function uploadRules(step: StepRecord<UploadFileInput>): void {
  const { input, event, before, after, calls } = step;
  const context = after.context as UploadFileContext;
  expect(context.statusLabel).toBe(UPLOAD_STATUS_LABELS[statusOf(after)]);
  expect(context.progress).toBeGreaterThanOrEqual(0);
  expect(context.progress).toBeLessThanOrEqual(1);
  expect(context).toMatchObject(input);
  if (before === null) {
    expect(after.value).toBe('md5');
    expect(context).toMatchObject({ identifier: null, progress: 0, reason: null });
    expect(calls).toEqual([{ kind: 'actor', name: 'computeHash', params: { name: input.name, size: input.size } satisfies HashInput }]);
    return;
  }
  const previous = before.context as UploadFileContext;
  if (previous.identifier !== null) expect(context.identifier).toBe(previous.identifier);

  // Sending starts each time the file enters `transfer`, and only with its identifier.
  const entersTransfer = after.matches('transfer') && !before.matches('transfer');
  if (entersTransfer) {
    expect(context.identifier).toBe(lectureIdentifier);
    expect(context.reason).toBeNull();
  }
  expect(actorsStarted(calls, 'sendFile')).toEqual(
    entersTransfer
      ? [{ kind: 'actor', name: 'sendFile', params: { ...input, identifier: lectureIdentifier } satisfies SendFileInput }]
      : [],
  );
  const cancels = calls.filter((call) => call.name === 'cancelUpload');
  expect(cancels.length).toBe(after.matches('cancelled') && !before.matches('cancelled') ? 1 : 0);
  const finishing = after.matches('success') && !before.matches('success');
  expect(actionsRun(calls).filter((name) => name === 'runSuccessCallback' || name === 'countFinished')).toEqual(
    finishing ? ['runSuccessCallback', 'countFinished'] : [],
  );

  switch (event.type) {
    case 'upload.hashProgress':
      expect(statusOf(after)).toBe('md5');
      expect(context.progress).toBe(event['progress']);
      break;
    case 'xstate.done.actor.computeHash':
      expect(statusOf(after)).toBe('waiting');
      expect(context).toMatchObject({ identifier: event['output'], progress: 0 });
      break;
    case 'xstate.error.actor.computeHash': {
      const readError: UploadNotice = { id: 'uploader.fileReadError', values: { name: input.name } };
      expect(after.value).toBe('cancelled');
      expect(context.reason).toEqual(readError);
      expect(calls).toEqual([
        { kind: 'action', name: 'showToast', params: { notice: readError, durationMs: null } satisfies UploadToast },
        { kind: 'action', name: 'cancelUpload', params: { identifier: null } },
      ]);
      break;
    }
    case 'upload.chunkProgress':
      expect(statusOf(after)).toBe('uploading');
      expect(context.progress).toBe(event['progress']);
      break;
    case 'upload.pause':
      expect(['waiting', 'uploading']).toContain(statusOf(before));
      expect(after.value).toBe('paused');
      expect(context.progress).toBe(previous.progress);
      expect(calls).toEqual([]);
      break;
    case 'upload.resume':
    case 'upload.retry':
      expect(statusOf(before)).toBe(event.type === 'upload.resume' ? 'paused' : 'error');
      expect(statusOf(after)).toBe('waiting');
      expect(context.progress).toBe(previous.progress);
      break;
    case 'upload.cancel':
      expect(statusOf(before)).not.toBe('success');
      expect(after.value).toBe('cancelled');
      expect(calls).toEqual([{ kind: 'action', name: 'cancelUpload', params: { identifier: previous.identifier } }]);
      break;
    case 'xstate.done.actor.sendFile': {
      const answer = event['output'] as UploadResponse;
      if (answer.data !== undefined && answer.data !== null) {
        expect(after.value).toBe('merging');
        expect(context).toMatchObject({ data: answer.data, progress: 1, reason: null });
        expect(calls).toEqual([]);
      } else {
        const notice = noticeFor(answer);
        expect(after.value).toBe('failed');
        expect(context.reason).toEqual(notice);
        expect(calls).toEqual([
          { kind: 'action', name: 'showToast', params: { notice, durationMs: UPLOAD_REJECTED_TOAST_MS } satisfies UploadToast },
        ]);
      }
      break;
    }
    case 'xstate.error.actor.sendFile': {
      expect(after.value).toBe('error');
      // Never the failure's own (English) text.
      expect(context.reason).toEqual({ id: 'uploader.sendFailed' });
      expect(calls).toEqual([]);
      break;
    }
    case 'upload.jobTranscoding':
      expect(after.value).toBe('transcoding');
      expect(context.progress).toBe(event['progress']);
      break;
    case 'upload.jobFailed':
      expect(after.value).toBe('failed');
      expect(context.reason).toEqual({ id: 'uploader.processingFailed' });
      expect(calls).toEqual([]);
      break;
    case 'upload.jobDone':
      expect(after.value).toBe('success');
      expect(context.progress).toBe(1);
      expect(calls).toEqual([
        {
          kind: 'action',
          name: 'runSuccessCallback',
          params: { identifier: previous.identifier!, name: input.name, data: previous.data } satisfies UploadFinished,
        },
        { kind: 'action', name: 'countFinished', params: undefined },
      ]);
      break;
    default:
      throw new Error(`no rule for ${event.type}`);
  }
}

describeGeneratedPaths(uploadFileModel, uploadRules);

describe('uploadFile machine: the actions each status offers (SPEC §4)', () => {
  const offered = {
    md5: ['cancel'],
    waiting: ['pause', 'cancel'],
    uploading: ['pause', 'cancel'],
    paused: ['resume', 'cancel'],
    error: ['retry', 'cancel'],
    merging: ['cancel'],
    transcoding: ['cancel'],
    failed: ['cancel'],
    success: [],
    cancelled: [],
  } as const satisfies Record<UploadStatus, readonly string[]>;

  // One snapshot per status, taken from the paths the model walks.
  const reached = new Map(
    generatePaths(uploadFileModel)
      .flatMap((path) => path.path.steps.map((step) => step.state as UploadSnapshot))
      .map((snapshot) => [statusOf(snapshot), snapshot]),
  );

  it('every status is reached by the generated paths', () => {
    expect([...reached.keys()].sort()).toEqual(Object.keys(offered).sort());
  });

  it.each(Object.entries(offered))('%s offers %j', (status, actions) => {
    const snapshot = reached.get(status as UploadStatus)!;
    const can = (['pause', 'resume', 'retry', 'cancel'] as const).filter((action) => snapshot.can({ type: `upload.${action}` }));
    expect(can).toEqual(actions);
  });
});

describe('uploadFile machine: journeys', () => {
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

  type Deferred<T> = { promise: Promise<T>; resolve: (value: T) => void; reject: (error: unknown) => void };
  function deferred<T>(): Deferred<T> {
    let resolve: (value: T) => void = () => undefined;
    let reject: (error: unknown) => void = () => undefined;
    const promise = new Promise<T>((res, rej) => {
      resolve = res;
      reject = rej;
    });
    return { promise, resolve, reject };
  }

  /** The panel's view of one file: what the edge supplies, recorded, and the status column. */
  function addFile(hash: Promise<string> = Promise.resolve(lectureIdentifier)) {
    const sends: { input: SendFileInput; signal: AbortSignal; answer: Deferred<UploadResponse> }[] = [];
    const toasts: UploadToast[] = [];
    const cancelled: (string | null)[] = [];
    const finished: UploadFinished[] = [];
    let finishedCount = 0;
    const machine = uploadFileMachine.provide({
      actors: {
        computeHash: fromPromise(() => hash),
        sendFile: fromPromise(({ input, signal }: { input: SendFileInput; signal: AbortSignal }) => {
          const answer = deferred<UploadResponse>();
          sends.push({ input, signal, answer });
          return answer.promise;
        }),
      },
      actions: {
        showToast: (_, params) => toasts.push(params),
        cancelUpload: (_, params) => cancelled.push(params.identifier),
        runSuccessCallback: (_, params) => finished.push(params),
        countFinished: () => (finishedCount += 1),
      },
    });
    const actor = createActor(machine, { input: lectureFile });
    const column: string[] = [];
    actor.subscribe((snapshot) => {
      const shown = `${snapshot.context.statusLabel} ${Math.floor(snapshot.context.progress * 100)}%`;
      if (column.at(-1) !== shown) column.push(shown);
    });
    actor.start();
    const lastSend = () => sends.at(-1)!;
    return { actor, sends, lastSend, toasts, cancelled, finished, finishedCount: () => finishedCount, column };
  }

  it('add → verifying MD5 → uploading → merging → transcoding → success, counted once', async () => {
    const hash = deferred<string>();
    const file = addFile(hash.promise);
    file.actor.send({ type: 'upload.hashProgress', progress: 0.5 });
    hash.resolve(lectureIdentifier);
    await settle();
    expect(file.sends.map((send) => send.input)).toEqual([{ ...lectureFile, identifier: lectureIdentifier }]);
    file.actor.send({ type: 'upload.chunkProgress', progress: 0.3 });
    file.actor.send({ type: 'upload.chunkProgress', progress: 1 });
    file.lastSend().answer.resolve(uploadAnswers.accepted);
    await settle();
    file.actor.send({ type: 'upload.jobTranscoding', progress: 0.4 });
    file.actor.send({ type: 'upload.jobDone' });
    expect(file.column).toEqual([
      'uploader.status.md5 0%',
      'uploader.status.md5 50%',
      'uploader.status.waiting 0%',
      'uploader.status.uploading 30%',
      'uploader.status.uploading 100%',
      'uploader.status.merging 100%',
      'uploader.status.transcoding 40%',
      'uploader.status.success 100%',
    ]);
    expect(file.finished).toEqual([{ identifier: lectureIdentifier, name: lectureFile.name, data: uploadAnswers.accepted.data }]);
    expect(file.finishedCount()).toBe(1);
    expect(file.actor.getSnapshot().status).toBe('done');
    expect(file.toasts).toEqual([]);
  });

  it('pause mid-upload stops the sending and keeps the progress; resume continues the same file', async () => {
    const file = addFile();
    await settle();
    file.actor.send({ type: 'upload.chunkProgress', progress: 0.42 });
    file.actor.send({ type: 'upload.pause' });
    expect(file.sends[0]!.signal.aborted).toBe(true);
    expect(file.actor.getSnapshot().context).toMatchObject({ statusLabel: 'uploader.status.paused', progress: 0.42 });
    file.actor.send({ type: 'upload.pause' });
    expect(file.sends).toHaveLength(1);
    file.actor.send({ type: 'upload.resume' });
    expect(file.sends.map((send) => send.input.identifier)).toEqual([lectureIdentifier, lectureIdentifier]);
    expect(file.actor.getSnapshot().context).toMatchObject({ statusLabel: 'uploader.status.waiting', progress: 0.42 });
    file.lastSend().answer.resolve(uploadAnswers.accepted);
    await settle();
    expect(file.actor.getSnapshot().value).toBe('merging');
  });

  it('a chunk that gave up shows failed with the sending sentence; retry sends the file again and it completes', async () => {
    const file = addFile();
    await settle();
    file.actor.send({ type: 'upload.chunkProgress', progress: 0.6 });
    file.lastSend().answer.reject(new Error('chunk 7 failed after 3 retries'));
    await settle();
    expect(file.actor.getSnapshot().value).toBe('error');
    expect(file.actor.getSnapshot().context).toMatchObject({
      statusLabel: 'uploader.status.failed',
      reason: { id: 'uploader.sendFailed' },
    });
    expect(file.actor.getSnapshot().can({ type: 'upload.resume' })).toBe(false);
    file.actor.send({ type: 'upload.retry' });
    expect(file.sends).toHaveLength(2);
    expect(file.actor.getSnapshot().context.reason).toBeNull();
    file.lastSend().answer.resolve(uploadAnswers.accepted);
    await settle();
    file.actor.send({ type: 'upload.jobDone' });
    expect(file.finishedCount()).toBe(1);
  });

  it('cancel stops the sending and removes the file; nothing more happens to it', async () => {
    const file = addFile();
    await settle();
    file.actor.send({ type: 'upload.chunkProgress', progress: 0.2 });
    file.actor.send({ type: 'upload.cancel' });
    expect(file.cancelled).toEqual([lectureIdentifier]);
    expect(file.sends[0]!.signal.aborted).toBe(true);
    expect(file.actor.getSnapshot()).toMatchObject({ value: 'cancelled', status: 'done' });
    expect(file.actor.getSnapshot().can({ type: 'upload.resume' })).toBe(false);
    expect(file.sends).toHaveLength(1);
    expect(file.finishedCount()).toBe(0);
  });

  it('an answer without data shows its refusal for 2 s and the file fails; only cancel remains', async () => {
    const file = addFile();
    await settle();
    file.lastSend().answer.resolve(uploadAnswers.refusedWithReason);
    await settle();
    expect(UPLOAD_REJECTED_TOAST_MS).toBe(2_000);
    // The refusal, for the panel to word in the reader's language; never the server's English.
    const notice = { id: 'uploader.rejected', refusal: uploadAnswers.refusedWithReason.refusal };
    expect(file.toasts).toEqual([{ notice, durationMs: 2_000 }]);
    expect(file.actor.getSnapshot().context.reason).toEqual(notice);
    expect(file.actor.getSnapshot().value).toBe('failed');
    expect(file.actor.getSnapshot().context.statusLabel).toBe('uploader.status.failed');
    expect(file.actor.getSnapshot().can({ type: 'upload.retry' })).toBe(false);
    expect(file.finishedCount()).toBe(0);
    file.actor.send({ type: 'upload.cancel' });
    expect(file.cancelled).toEqual([lectureIdentifier]);
  });

  it('an unreadable file shows the read error with its name and is cancelled before any chunk is sent', async () => {
    const file = addFile(Promise.reject(new DOMException('unreadable', 'NotReadableError')));
    await settle();
    expect(file.toasts).toEqual([{ notice: { id: 'uploader.fileReadError', values: { name: lectureFile.name } }, durationMs: null }]);
    expect(file.cancelled).toEqual([null]);
    expect(file.sends).toEqual([]);
    expect(file.actor.getSnapshot().value).toBe('cancelled');
  });

  it('a transcode that fails ends failed with the processing sentence, never success', async () => {
    const file = addFile();
    await settle();
    file.lastSend().answer.resolve(uploadAnswers.accepted);
    await settle();
    file.actor.send({ type: 'upload.jobTranscoding', progress: 0.1 });
    file.actor.send({ type: 'upload.jobFailed', reason: 'moov atom not found' });
    expect(file.actor.getSnapshot().context).toMatchObject({
      statusLabel: 'uploader.status.failed',
      reason: { id: 'uploader.processingFailed' },
    });
    file.actor.send({ type: 'upload.jobDone' });
    expect(file.actor.getSnapshot().value).toBe('failed');
    expect(file.finished).toEqual([]);
  });
});
