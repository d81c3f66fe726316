import Resumable from 'resumablejs';
import { UPLOAD_CHUNK_BYTES, UPLOAD_CHUNK_RETRIES, UPLOAD_CHUNK_RETRY_INTERVAL_MS, UPLOAD_SIMULTANEOUS_CHUNKS } from '../../constants';
import type { UploadResponse } from '../../machines/upload-file.machine';
import type { ChunkTest } from '../../schemas/upload';
import type { ResumableChunk, ResumableFile, ResumableInstance, ResumableOptions } from './resumable-internals';
import { refusalOf, uploadResponseOf } from './upload-answer';
import { targetQuery, type UploadTargetParams } from './upload-target';

/**
 * The chunked protocol in the browser (SPEC §7, docs/uploads.md) on resumable.js: 10 MiB chunks
 * (the last holding the rest), field `file`, the target as query, 3 simultaneous chunks over all
 * files, 3 retries per chunk.
 *
 * The pre-test runs in resumable.js's `preprocess` hook, not its own `testChunks` request:
 * resumable.js 1.1 counts any 200 answer to its test as "stored", and our server answers every
 * pre-test with 200 and says in the body whether the chunk is stored (`skipUpload`, `uploaded`).
 * Our pre-test goes through the app's API client, which also renews an expired token, so each
 * chunk starts with a valid one; `headers` is a function, read per request, so the chunk's POST
 * carries it.
 */
export type PreTest = (query: Record<string, string | number>) => Promise<ChunkTest>;

export type ChunkSenderDeps = {
  /** The upload address: CUSTOM_API.UPLOAD under BASE_URL. */
  uploadUrl: string;
  /** The current session headers (jwt-token, and tenantid where configured). */
  headers: () => Record<string, string>;
  pretest: PreTest;
  /** resumable.js itself, replaceable in tests. */
  createResumable?: (options: ResumableOptions) => ResumableInstance;
};

export type SendRequest = {
  file: File;
  identifier: string;
  target: UploadTargetParams;
  /** Share of the file stored, 0..1. */
  onProgress: (share: number) => void;
  /** Aborted when the file is paused or cancelled: its requests stop and it leaves the queue. */
  signal: AbortSignal;
};

type Job = {
  /** resumable.js's name for this sending: one file may be sent to several targets at once (SPEC §9 "duplicate uploads allowed"). */
  key: string;
  request: SendRequest;
  resumableFile: ResumableFile | null;
  /** The server said the whole file is stored: the remaining chunks need no pre-test. */
  complete: ChunkTest | null;
  resolve: (response: UploadResponse) => void;
  reject: (error: unknown) => void;
};

/** What resumable.js reads from a chunk the server already holds: a finished 200 with the pre-test's answer. */
const storedAnswer = (answer: ChunkTest) => ({
  readyState: 4,
  status: 200,
  responseText: JSON.stringify({ status: 200, message: 'success', result: answer }),
  abort: () => {},
});

const isStored = (answer: ChunkTest, chunk: ResumableChunk) => answer.skipUpload || answer.uploaded.includes(chunk.offset + 1);

/**
 * What the server hears besides resumable.js's own parameters: the target, and the file's
 * identifier in place of resumable.js's name for the sending (`Job.key`).
 */
const extraQuery = (request: SendRequest): Record<string, string> => ({
  ...targetQuery(request.target),
  resumableIdentifier: request.identifier,
});

/** The resumable.js parameters of one chunk, as it sends them with the POST. */
function chunkQuery(chunk: ResumableChunk, request: SendRequest): Record<string, string | number> {
  const file = chunk.fileObj;
  return {
    resumableChunkNumber: chunk.offset + 1,
    resumableChunkSize: UPLOAD_CHUNK_BYTES,
    resumableCurrentChunkSize: chunk.endByte - chunk.startByte,
    resumableTotalSize: file.size,
    ...(file.file.type === '' ? {} : { resumableType: file.file.type }),
    resumableFilename: file.fileName,
    resumableRelativePath: file.relativePath,
    resumableTotalChunks: file.chunks.length,
    ...extraQuery(request),
  };
}

const defaultResumable = (options: ResumableOptions) => new Resumable(options as never) as unknown as ResumableInstance;

export function createChunkSender(deps: ChunkSenderDeps) {
  const jobs = new Map<string, Job>();
  const keys = new WeakMap<File, string>();
  let sendings = 0;
  const jobOf = (file: ResumableFile): Job | null => {
    const job = jobs.get(file.uniqueIdentifier);
    return job !== undefined && job.resumableFile === file ? job : null;
  };

  /** Ends a file's sending: its requests stop, it leaves the queue, the caller hears `settle`. */
  const finish = (job: Job, settle: () => void) => {
    jobs.delete(job.key);
    if (job.resumableFile !== null && resumable.files.includes(job.resumableFile)) job.resumableFile.cancel();
    settle();
  };

  const markStored = (chunk: ResumableChunk, answer: ChunkTest) => {
    chunk.tested = true;
    chunk.preprocessState = 2;
    chunk.xhr = storedAnswer(answer);
    chunk.callback('success', chunk.xhr.responseText);
    resumable.uploadNextChunk();
  };

  const pretestThenSend = async (chunk: ResumableChunk) => {
    // Never inside resumable.js's own loop: a long run of stored chunks would nest ever deeper.
    await Promise.resolve();
    const job = jobOf(chunk.fileObj);
    if (job === null) return;
    if (job.complete !== null) return markStored(chunk, job.complete);
    let answer: ChunkTest;
    try {
      answer = await deps.pretest(chunkQuery(chunk, job.request));
    } catch (failure) {
      // Paused or cancelled meanwhile: nothing to report.
      if (jobOf(chunk.fileObj) !== job) return;
      const refusal = refusalOf(failure);
      return finish(job, () => (refusal === null ? job.reject(failure) : job.resolve(refusal)));
    }
    if (jobOf(chunk.fileObj) !== job) return;
    if (answer.skipUpload) job.complete = answer;
    if (isStored(answer, chunk)) return markStored(chunk, answer);
    chunk.tested = true;
    chunk.preprocessFinished();
  };

  const resumable = (deps.createResumable ?? defaultResumable)({
    target: deps.uploadUrl,
    chunkSize: UPLOAD_CHUNK_BYTES,
    forceChunkSize: true,
    simultaneousUploads: UPLOAD_SIMULTANEOUS_CHUNKS,
    fileParameterName: 'file',
    // The pre-test is `preprocess` (see above).
    testChunks: false,
    testMethod: 'GET',
    uploadMethod: 'POST',
    headers: deps.headers,
    query: (file) => {
      const job = jobOf(file);
      return job === null ? {} : extraQuery(job.request);
    },
    generateUniqueIdentifier: (file) => keys.get(file) ?? '',
    preprocess: (chunk) => void pretestThenSend(chunk),
    maxChunkRetries: UPLOAD_CHUNK_RETRIES,
    chunkRetryInterval: UPLOAD_CHUNK_RETRY_INTERVAL_MS,
    // Refusals that a retry cannot change end the file at once; 401 is retried (see fileRetry).
    permanentErrors: [400, 403, 404, 409, 413, 415, 500, 501],
    prioritizeFirstAndLastChunk: false,
    // An empty file is refused by the server with its reason, not by an alert().
    minFileSize: 0,
  });

  // Fired inside addFile, while send() runs: the file is bound to its job before anything is sent.
  resumable.on('chunkingStart', (file: ResumableFile) => {
    const job = jobs.get(file.uniqueIdentifier);
    if (job !== undefined && job.resumableFile === null) job.resumableFile = file;
  });
  // Chunks are built one per timer tick: the count sent with each chunk is right only after this.
  resumable.on('chunkingComplete', (file: ResumableFile) => {
    if (jobOf(file) !== null) resumable.upload();
  });
  resumable.on('fileProgress', (file: ResumableFile) => jobOf(file)?.request.onProgress(file.progress()));
  resumable.on('fileSuccess', (file: ResumableFile, message: string) => {
    const job = jobOf(file);
    if (job !== null) finish(job, () => job.resolve(uploadResponseOf(message)));
  });
  resumable.on('fileError', (file: ResumableFile, message: string) => {
    const job = jobOf(file);
    if (job === null) return;
    const refusal = refusalOf(message);
    finish(job, () =>
      refusal === null ? job.reject(new Error(uploadResponseOf(message).message ?? 'a chunk could not be sent')) : job.resolve(refusal),
    );
  });
  // A chunk about to be sent again: a pre-test through the API client renews an expired token
  // before the retry (its answer is not needed).
  resumable.on('fileRetry', (file: ResumableFile) => {
    const job = jobOf(file);
    const first = file.chunks[0];
    if (job !== null && first !== undefined) deps.pretest(chunkQuery(first, job.request)).catch(() => undefined);
  });

  return {
    /** Sends the chunks the server lacks; resolves with the last answer, rejects when a chunk gave up. */
    send(request: SendRequest): Promise<UploadResponse> {
      return new Promise<UploadResponse>((resolve, reject) => {
        // resumable.js takes a file once per name: each sending has its own, so the same file may
        // go to two lessons at once; the server hears the file's identifier (extraQuery).
        const key = `${request.identifier}.${++sendings}`;
        const job: Job = { key, request, resumableFile: null, complete: null, resolve, reject };
        jobs.set(key, job);
        request.signal.addEventListener('abort', () => {
          if (jobs.get(key) === job) finish(job, () => reject(new DOMException('upload stopped', 'AbortError')));
        });
        keys.set(request.file, key);
        resumable.addFile(request.file);
      });
    },
  };
}

export type ChunkSender = ReturnType<typeof createChunkSender>;
