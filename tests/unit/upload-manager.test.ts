import 'fake-indexeddb/auto';
import Dexie from 'dexie';
import { describe, expect, it } from 'vitest';
import type { UploadResponse, UploadToast } from '../../src/machines/upload-file.machine';
import type { SendRequest } from '../../src/services/upload/chunk-sender';
import { createUploadManager, type FinishedUpload, type UploadPanelState } from '../../src/services/upload/upload-manager';
import { UploadMemoryDatabase, createUploadMemory } from '../../src/services/upload/upload-memory';
import type { UploadTargetParams } from '../../src/services/upload/upload-target';

/**
 * The upload manager between the panel, the uploadFile machines and the edge: here with a
 * stand-in hash and chunk sender, so each step of a file's life is driven by the test.
 */
type Deferred<T> = { promise: Promise<T>; resolve: (value: T) => void; reject: (error: unknown) => void };
function deferred<T>(): Deferred<T> {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

const USER = 'user-1-teacher01';
const LESSON: UploadTargetParams = { target: 'recording', teclId: 'tecl-1-0001', courId: 'cour-1-0001' };
const OTHER_LESSON: UploadTargetParams = { target: 'recording', teclId: 'tecl-1-0001', courId: 'cour-1-0002' };
const identifierOf = (file: File) => `${'a'.repeat(32)}-${file.size}`;
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

function setUp() {
  const sends: { request: SendRequest; answer: Deferred<UploadResponse> }[] = [];
  const hashes: { file: File; onProgress: (share: number) => void; answer: Deferred<string> }[] = [];
  const toasts: UploadToast[] = [];
  const finished: FinishedUpload[] = [];
  const memory = createUploadMemory(new UploadMemoryDatabase(`uploads-${Math.random()}`));
  const manager = createUploadManager({
    sender: {
      send(request) {
        const answer = deferred<UploadResponse>();
        sends.push({ request, answer });
        return answer.promise;
      },
    },
    pretest: () => new Promise(() => {}),
    memory,
    computeIdentifier(file, { onProgress }) {
      const answer = deferred<string>();
      hashes.push({ file, onProgress, answer });
      return answer.promise;
    },
    showToast: (toast) => toasts.push(toast),
    currentUserId: () => USER,
  });
  manager.whenFinished((done) => finished.push(done));
  const state = (): UploadPanelState => manager.snapshot();
  const row = (index = 0) => state().rows[index]!;
  return { manager, memory, sends, hashes, toasts, finished, state, row };
}

const lecture = (bytes = 'lecture') => new File([bytes], 'week 3 lecture.mp4', { type: 'video/mp4' });

describe('upload manager', () => {
  it('takes a file through md5, uploading, merging, transcoding and success, remembering it until then', async () => {
    const { manager, memory, sends, hashes, finished, state, row } = setUp();
    const file = lecture();
    manager.add([file], LESSON);
    expect(state()).toMatchObject({ open: true, finished: 0 });
    expect(row()).toMatchObject({ name: file.name, size: file.size, status: 'md5', can: { cancel: true, pause: false } });

    hashes[0]!.onProgress(0.4);
    expect(row()).toMatchObject({ status: 'md5', progress: 0.4 });
    hashes[0]!.answer.resolve(identifierOf(file));
    await settle();
    expect(row()).toMatchObject({ status: 'waiting', identifier: identifierOf(file), can: { pause: true, cancel: true } });
    expect(sends[0]!.request).toMatchObject({ file, identifier: identifierOf(file), target: LESSON });
    await expect
      .poll(() => memory.list(USER))
      .toMatchObject([{ identifier: identifierOf(file), name: file.name, size: file.size, target: LESSON }]);

    sends[0]!.request.onProgress(0.37);
    expect(row()).toMatchObject({ status: 'uploading', progress: 0.37 });
    sends[0]!.answer.resolve({ data: { upload: { id: 'u1', status: 'merging', progress: null, reason: null } }, message: 'success' });
    await settle();
    expect(row().status).toBe('merging');

    // Events of the stream find the file by its upload; another upload's are not its, even of the same file.
    manager.serverEvent({
      uploadId: 'u2',
      identifier: identifierOf(file),
      status: 'success',
      progress: null,
      reason: null,
      vodId: 'v',
      resourceId: null,
    });
    expect(row().status).toBe('merging');
    const event = { uploadId: 'u1', identifier: identifierOf(file), reason: null, vodId: null, resourceId: null };
    manager.serverEvent({ ...event, status: 'transcoding', progress: 60 });
    expect(row()).toMatchObject({ status: 'transcoding', progress: 0.6 });
    manager.serverEvent({ ...event, status: 'success', progress: 100, vodId: 'vod-9' });
    expect(row()).toMatchObject({ status: 'success', can: { cancel: false } });
    expect(state().finished).toBe(1);
    expect(finished).toMatchObject([{ identifier: identifierOf(file), name: file.name, target: LESSON }]);
    await expect.poll(() => memory.list(USER)).toEqual([]);
  });

  it('ends in success when the stream was faster than the last chunk’s answer', async () => {
    const { manager, sends, hashes, row } = setUp();
    const file = lecture();
    manager.add([file], LESSON);
    hashes[0]!.answer.resolve(identifierOf(file));
    await settle();
    const event = { uploadId: 'u1', identifier: identifierOf(file), progress: null, reason: null, vodId: 'vod-1', resourceId: null };
    manager.serverEvent({ ...event, status: 'success' });
    sends[0]!.answer.resolve({ data: { upload: { id: 'u1', status: 'merging' } } });
    await settle();
    expect(row().status).toBe('success');
  });

  it('lists remembered files as paused, and choosing the same file for its target continues that upload', async () => {
    const { manager, memory, sends, hashes, state, row } = setUp();
    const file = lecture();
    await memory.remember({ userId: USER, identifier: identifierOf(file), name: file.name, size: file.size, target: LESSON, addedAt: 1 });
    await manager.showRemembered(USER);
    expect(state().open).toBe(true);
    expect(row()).toMatchObject({ status: 'remembered', name: file.name, can: { cancel: true, resume: false } });

    // The remembered line's "Choose file" adds it with the line's target.
    manager.add([file], row().target);
    expect(state().rows.map((r) => r.status)).toEqual(['remembered', 'md5']);
    hashes[0]!.answer.resolve(identifierOf(file));
    await settle();
    expect(state().rows).toHaveLength(1);
    expect(row()).toMatchObject({ status: 'waiting', target: LESSON });
    expect(sends[0]!.request.target).toEqual(LESSON);
  });

  it('sends the same file chosen for another lesson there, as another upload, leaving the remembered one', async () => {
    const { manager, memory, sends, hashes, state } = setUp();
    const file = lecture();
    await memory.remember({ userId: USER, identifier: identifierOf(file), name: file.name, size: file.size, target: LESSON, addedAt: 1 });
    await manager.showRemembered(USER);
    manager.add([file], OTHER_LESSON);
    hashes[0]!.answer.resolve(identifierOf(file));
    await settle();
    expect(state().rows.map((r) => [r.status, r.target])).toEqual([
      ['remembered', LESSON],
      ['waiting', OTHER_LESSON],
    ]);
    expect(sends[0]!.request.target).toEqual(OTHER_LESSON);
    await expect.poll(async () => (await memory.list(USER)).map((upload) => upload.target)).toEqual([LESSON, OTHER_LESSON]);
  });

  it('sends one file to two lessons at once: two uploads, each hearing only its own events and forgotten alone', async () => {
    const { manager, memory, sends, hashes, state, finished } = setUp();
    const file = lecture();
    manager.add([file], LESSON);
    manager.add([file], OTHER_LESSON);
    hashes[0]!.answer.resolve(identifierOf(file));
    hashes[1]!.answer.resolve(identifierOf(file));
    await settle();
    expect(sends.map((send) => send.request.target)).toEqual([LESSON, OTHER_LESSON]);
    await expect.poll(async () => (await memory.list(USER)).length).toBe(2);
    sends[0]!.answer.resolve({ data: { upload: { id: 'u1', status: 'merging' } } });
    sends[1]!.answer.resolve({ data: { upload: { id: 'u2', status: 'merging' } } });
    await settle();

    const event = { identifier: identifierOf(file), progress: null, reason: null, vodId: 'vod-1', resourceId: null };
    manager.serverEvent({ ...event, uploadId: 'u1', status: 'success' });
    expect(state().rows.map((r) => r.status)).toEqual(['success', 'merging']);
    expect(finished.map((done) => done.target)).toEqual([LESSON]);
    await expect.poll(async () => (await memory.list(USER)).map((upload) => upload.target)).toEqual([OTHER_LESSON]);
    manager.serverEvent({ ...event, uploadId: 'u2', status: 'failed', reason: 'not a video' });
    expect(state().rows.map((r) => r.status)).toEqual(['success', 'failed']);
  });

  it('keeps the files a browser remembered before uploads were told apart by target', async () => {
    const name = `uploads-${Math.random()}`;
    const before = new Dexie(name);
    before.version(1).stores({ uploads: '[userId+identifier], userId' });
    const upload = { userId: USER, identifier: 'd'.repeat(32) + '-7', name: 'old.mp4', size: 7, target: LESSON, addedAt: 3 };
    await before.table('uploads').put(upload);
    before.close();
    expect(await createUploadMemory(new UploadMemoryDatabase(name)).list(USER)).toEqual([upload]);
  });

  it('keeps a remembered file when another file is chosen, and shows only the signed-in user’s', async () => {
    const { manager, memory, hashes, state } = setUp();
    await memory.remember({ userId: USER, identifier: 'b'.repeat(32) + '-5', name: 'old.mp4', size: 5, target: LESSON, addedAt: 1 });
    await memory.remember({
      userId: 'someone-else',
      identifier: 'c'.repeat(32) + '-5',
      name: 'theirs.mp4',
      size: 5,
      target: LESSON,
      addedAt: 1,
    });
    await manager.showRemembered(USER);
    expect(state().rows.map((r) => r.name)).toEqual(['old.mp4']);
    const file = lecture('another file');
    manager.add([file], LESSON);
    hashes[0]!.answer.resolve(identifierOf(file));
    await settle();
    expect(state().rows.map((r) => [r.name, r.status])).toEqual([
      ['old.mp4', 'remembered'],
      [file.name, 'waiting'],
    ]);
  });

  it('fails a file whose answer has no data, with the refusal in a 2-second toast', async () => {
    const { manager, sends, hashes, toasts, row } = setUp();
    const file = lecture();
    manager.add([file], LESSON);
    hashes[0]!.answer.resolve(identifierOf(file));
    await settle();
    const refusal = { code: 41301, result: { reason: 'uploadQuotaFull', values: { mib: 10240 } } };
    sends[0]!.answer.resolve({ data: null, message: 'uploaded videos: the limit of … bytes per user is reached', refusal });
    await settle();
    const notice = { id: 'uploader.rejected', refusal };
    expect(row()).toMatchObject({ status: 'failed', reason: notice, can: { cancel: true, retry: false } });
    expect(toasts).toEqual([{ notice, durationMs: 2000 }]);
  });

  it('cancels an unreadable file with the read error, and leaves it out of the panel', async () => {
    const { manager, hashes, toasts, state } = setUp();
    manager.add([lecture()], LESSON);
    hashes[0]!.answer.reject(new Error('NotReadableError'));
    await settle();
    expect(state()).toMatchObject({ rows: [], open: false });
    expect(toasts).toEqual([{ notice: { id: 'uploader.fileReadError', values: { name: 'week 3 lecture.mp4' } }, durationMs: null }]);
  });

  it('closes the panel when its last file is cancelled, instead of staying open on “finished 0 / 0”', async () => {
    const { manager, memory, hashes, state, row } = setUp();
    const file = lecture();
    manager.add([file], LESSON);
    hashes[0]!.answer.resolve(identifierOf(file));
    await settle();
    manager.cancel(row().id);
    expect(state()).toMatchObject({ rows: [], open: false, finished: 0 });

    // A remembered file cancelled alone closes it too.
    await memory.remember({ userId: USER, identifier: identifierOf(file), name: file.name, size: file.size, target: LESSON, addedAt: 1 });
    await manager.showRemembered('another user');
    await manager.showRemembered(USER);
    expect(state().open).toBe(true);
    manager.cancel(row().id);
    expect(state()).toMatchObject({ rows: [], open: false });
  });

  it('stays open over a finished file when another is cancelled', async () => {
    const { manager, sends, hashes, state, row } = setUp();
    manager.add([lecture('one'), lecture('two')], LESSON);
    hashes[0]!.answer.resolve(`${'1'.repeat(32)}-3`);
    hashes[1]!.answer.resolve(`${'2'.repeat(32)}-3`);
    await settle();
    sends[0]!.answer.resolve({ data: { upload: { id: 'u1', status: 'success' } } });
    await settle();
    manager.serverEvent({
      uploadId: 'u1',
      identifier: `${'1'.repeat(32)}-3`,
      status: 'success',
      progress: 100,
      reason: null,
      vodId: 'v',
      resourceId: null,
    });
    manager.cancel(row(1).id);
    expect(state()).toMatchObject({ open: true, finished: 1 });
    expect(state().rows.map((r) => r.status)).toEqual(['success']);
  });

  it('stops sending on pause and sends again on resume; a chunk that gave up can be retried', async () => {
    const { manager, sends, hashes, row } = setUp();
    const file = lecture();
    manager.add([file], LESSON);
    hashes[0]!.answer.resolve(identifierOf(file));
    await settle();
    manager.pause(row().id);
    expect(row()).toMatchObject({ status: 'paused', can: { resume: true, pause: false } });
    expect(sends[0]!.request.signal.aborted).toBe(true);
    manager.resume(row().id);
    expect(sends).toHaveLength(2);
    expect(row().status).toBe('waiting');
    sends[1]!.answer.reject(new Error('a chunk could not be sent'));
    await settle();
    expect(row()).toMatchObject({ status: 'error', can: { retry: true }, reason: { id: 'uploader.sendFailed' } });
    manager.retry(row().id);
    expect(sends).toHaveLength(3);
  });

  it('continues the file already in the panel when the same file is chosen again', async () => {
    const { manager, sends, hashes, state, row } = setUp();
    const file = lecture();
    manager.add([file], LESSON);
    hashes[0]!.answer.resolve(identifierOf(file));
    await settle();
    manager.pause(row().id);
    manager.add([lecture()], LESSON);
    hashes[1]!.answer.resolve(identifierOf(file));
    await settle();
    expect(state().rows.map((r) => r.status)).toEqual(['waiting']);
    expect(sends).toHaveLength(2);
  });

  it('closing cancels what is unfinished, forgets it, and empties the panel', async () => {
    const { manager, memory, hashes, state } = setUp();
    const file = lecture();
    manager.add([file], LESSON);
    hashes[0]!.answer.resolve(identifierOf(file));
    await expect.poll(async () => (await memory.list(USER)).length).toBe(1);
    manager.close();
    expect(state()).toMatchObject({ rows: [], open: false, finished: 0 });
    await expect.poll(() => memory.list(USER)).toEqual([]);
  });
});
