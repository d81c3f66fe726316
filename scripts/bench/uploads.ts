import { randomBytes } from 'node:crypto';
import { mkdtemp, open, rm, truncate, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import SparkMD5 from 'spark-md5';
import { runFfmpeg } from '../../server/media/ffmpeg';
import { probeMedia } from '../../server/media/probe';
import { transcodeVideo } from '../../server/media/transcode';
import { createLocalMediaStore } from '../../server/storage';
import { UPLOAD_CHUNK_BYTES } from '../../src/constants';
import { SAMPLE_BLOCK_BYTES, sampledBlocks } from '../../src/schemas/upload';
import { DEMO, login } from '../../tests/support/api-client';
import { startTestServer } from '../../tests/support/test-server';
import { median } from './playback';

/**
 * Upload figures (issue 17, docs/bench.md "Uploads"):
 * - throughput of a 1,000 MiB file (about 1 GB) sent through the real chunk protocol (10 MiB chunks, 3 in flight
 *   as the browser sends them) over loopback, against writing the same bytes to disk in the same
 *   run: the protocol's own cost, whatever the disk;
 * - the sampled-MD5 identifier (spark-md5, as the browser's worker computes it) of a 100 MiB and
 *   a 4 GiB file: it reads at most five 10 MiB blocks, so its time must not grow with the size;
 * - transcoding the demo lesson as a multiple of real time, per rendition ladder.
 */
export type UploadFigures = {
  upload: { bytes: number; protocolMs: number; diskMs: number };
  sampledMd5: { bytes: number; ms: number }[];
  transcode: { ladder: string; durationS: number; ms: number }[];
};

/** 1,000 MiB (about 1 GB): a whole number of 10 MiB chunks. */
const UPLOAD_BYTES = 100 * UPLOAD_CHUNK_BYTES;
const IN_FLIGHT = 3;
const MD5_SIZES = [100 * 1024 ** 2, 4 * 1024 ** 3];
const MD5_RUNS = 5;
const DEMO_S = 40;

/**
 * Sends the chunks (the first alone, as resumable.js does, then `inFlight` at a time) and posts the
 * elapsed ms. Chunk i (from 0) carries pieces[i % pieces.length].
 */
const SENDER = `
const { parentPort, workerData } = require('node:worker_threads');
const { url, token, queries, pieces, inFlight } = workerData;
const bodies = pieces.map((piece) => new Blob([piece]));
const send = async (query, i) => {
  const form = new FormData();
  form.append('file', bodies[i % bodies.length], 'blob');
  const response = await fetch(url + '?' + query, { method: 'POST', body: form, headers: { 'jwt-token': token } });
  const text = await response.text();
  if (!response.ok) throw new Error('HTTP ' + response.status + ' ' + text);
};
(async () => {
  const started = performance.now();
  await send(queries[0], 0);
  let next = 1;
  await Promise.all(Array.from({ length: inFlight }, async () => { while (next < queries.length) { const i = next++; await send(queries[i], i); } }));
  parentPort.postMessage({ ms: performance.now() - started });
})().catch((error) => parentPort.postMessage({ error: String(error) }));
`;

/** Writes `chunks` copies of `block` to `file`, one chunk at a time, as a plain disk baseline. */
async function writeToDisk(file: string, block: Buffer, chunks: number): Promise<number> {
  const started = performance.now();
  const handle = await open(file, 'w');
  try {
    for (let n = 0; n < chunks; n++) await handle.write(block, 0, block.length, n * block.length);
  } finally {
    await handle.close();
  }
  return performance.now() - started;
}

/**
 * A file as the browser's uploader sends it: chunk n (from 1) carries pieces[(n - 1) % pieces.length],
 * one random block for every chunk or a real file's slices; `target` is the upload's target query
 * (`{ target: 'resource' }`, or a lesson's recording with its teclId and courId).
 */
export type ChunkedFile = {
  pieces: Buffer[];
  totalBytes: number;
  chunkBytes: number;
  identifier: string;
  fileName: string;
  target: Record<string, string>;
};

/** A real file's bytes cut as resumable.js cuts them (forceChunkSize): UPLOAD_CHUNK_BYTES each, the last the rest. */
export function chunkedFile(bytes: Buffer, identifier: string, fileName: string, target: Record<string, string>): ChunkedFile {
  const pieces: Buffer[] = [];
  // Copies, each on its own memory: a view would take the whole file with it to the sender's thread.
  for (let at = 0; at < bytes.length; at += UPLOAD_CHUNK_BYTES) pieces.push(Buffer.from(bytes.subarray(at, at + UPLOAD_CHUNK_BYTES)));
  return { pieces, totalBytes: bytes.length, chunkBytes: UPLOAD_CHUNK_BYTES, identifier, fileName, target };
}

/**
 * Milliseconds to send `file` through the chunk protocol to the server at `url` as the holder of
 * `token`. The sender runs on its own thread, as a browser is its own process: the server's event
 * loop (when it is this process's) does only the server's work.
 */
export function sendChunks(url: string, token: string, file: ChunkedFile): Promise<number> {
  const chunks = Math.ceil(file.totalBytes / file.chunkBytes);
  const query = (n: number) =>
    new URLSearchParams({
      resumableChunkNumber: String(n),
      resumableChunkSize: String(file.chunkBytes),
      resumableCurrentChunkSize: String(n < chunks ? file.chunkBytes : file.totalBytes - (chunks - 1) * file.chunkBytes),
      resumableTotalSize: String(file.totalBytes),
      resumableIdentifier: file.identifier,
      resumableFilename: file.fileName,
      resumableTotalChunks: String(chunks),
      ...file.target,
    });
  return new Promise<number>((resolve, reject) => {
    const sender = new Worker(SENDER, {
      eval: true,
      workerData: {
        url: `${url}/v1/upload/chunk`,
        token,
        queries: Array.from({ length: chunks }, (_, i) => query(i + 1).toString()),
        pieces: file.pieces,
        inFlight: IN_FLIGHT,
      },
    });
    sender.once('message', (message: { ms?: number; error?: string }) =>
      message.error ? reject(new Error(message.error)) : resolve(message.ms!),
    );
    sender.once('error', reject);
  });
}

/**
 * Milliseconds to send `chunks` copies of `block` through the chunk protocol to a fresh server;
 * `storeEnv` chooses its media store (the local folder by default; the scaling section's S3).
 */
export async function sendThroughProtocol(
  log: (line: string) => void,
  block: Buffer,
  chunks: number,
  storeEnv: Record<string, string> = {},
): Promise<number> {
  const server = await startTestServer({ backend: 'pglite', jobs: true, env: { LOG_LEVEL: 'silent', ...storeEnv } });
  try {
    const token = (await login(server.url, DEMO.teacher01)).jwt_token;
    const totalBytes = block.length * chunks;
    const ms = await sendChunks(server.url, token, {
      pieces: [block],
      totalBytes,
      chunkBytes: block.length,
      // Not the sampled-MD5 form, so the merge job does not re-read the file while we measure.
      identifier: `bench-${randomBytes(8).toString('hex')}-${totalBytes}`,
      fileName: 'bench.bin',
      target: { target: 'resource' },
    });
    log(`uploads: ${chunks} chunks through the protocol in ${ms.toFixed(0)} ms`);
    return ms;
  } finally {
    await server.close();
  }
}

/** The browser's identifier (src/services/upload), computed with the same library over the same blocks. */
async function sampledSparkMd5(file: string, size: number): Promise<number> {
  const started = performance.now();
  const handle = await open(file, 'r');
  try {
    const spark = new SparkMD5.ArrayBuffer();
    const buffer = Buffer.alloc(SAMPLE_BLOCK_BYTES);
    for (const block of sampledBlocks(size)) {
      const { bytesRead } = await handle.read(buffer, 0, SAMPLE_BLOCK_BYTES, block * SAMPLE_BLOCK_BYTES);
      spark.append(buffer.buffer.slice(buffer.byteOffset, buffer.byteOffset + bytesRead));
    }
    spark.append(new TextEncoder().encode(String(size)).buffer);
    spark.end();
  } finally {
    await handle.close();
  }
  return performance.now() - started;
}

async function benchSampledMd5(dir: string, log: (line: string) => void) {
  const rows = [];
  for (const bytes of MD5_SIZES) {
    const file = join(dir, `sample-${bytes}`);
    // Random blocks where the hash reads, sparse elsewhere: a 4 GiB file without writing 4 GiB.
    await writeFile(file, '');
    await truncate(file, bytes);
    const handle = await open(file, 'r+');
    for (const block of sampledBlocks(bytes))
      await handle.write(randomBytes(SAMPLE_BLOCK_BYTES), 0, SAMPLE_BLOCK_BYTES, block * SAMPLE_BLOCK_BYTES);
    await handle.close();
    const runs = [];
    for (let i = 0; i < MD5_RUNS; i++) runs.push(await sampledSparkMd5(file, bytes));
    rows.push({ bytes, ms: median(runs) });
    log(`uploads: sampled MD5 of ${(bytes / 1024 ** 2).toFixed(0)} MiB: ${median(runs).toFixed(1)} ms`);
    await rm(file);
  }
  return rows;
}

/** The demo lesson's teacher camera as an uploaded MP4 would bring it: `seconds` of `size` (e.g. 1280x720) in `dir`. */
export async function demoLessonSource(dir: string, size: string, seconds: number): Promise<string> {
  const source = join(dir, `demo-${size}-${seconds}s.mp4`);
  await runFfmpeg([
    ...['-f', 'lavfi', '-i', `testsrc2=size=${size}:rate=25:duration=${seconds}`],
    ...['-f', 'lavfi', '-i', `sine=frequency=440:duration=${seconds}`],
    ...['-c:v', 'libx264', '-preset', 'ultrafast', '-c:a', 'aac', '-shortest', source],
  ]);
  return source;
}

/** The demo lesson at 720p and at 1080p. */
async function benchTranscode(dir: string, log: (line: string) => void) {
  const rows = [];
  for (const [ladder, size] of [
    ['360p + 720p (720p source)', '1280x720'],
    ['360p + 720p + 1080p (1080p source)', '1920x1080'],
  ] as const) {
    const source = await demoLessonSource(dir, size, DEMO_S);
    const info = await probeMedia(source);
    const started = performance.now();
    await transcodeVideo({ store: createLocalMediaStore(join(dir, 'media')), source, info, prefix: `out-${size}` });
    const ms = performance.now() - started;
    rows.push({ ladder, durationS: info.durationS, ms });
    log(`uploads: transcode ${ladder}: ${(info.durationS / (ms / 1000)).toFixed(2)}× real time`);
  }
  return rows;
}

export async function benchUploads(log: (line: string) => void): Promise<UploadFigures> {
  const dir = await mkdtemp(join(tmpdir(), 'lectern-bench-uploads-'));
  try {
    const block = randomBytes(UPLOAD_CHUNK_BYTES);
    const chunks = UPLOAD_BYTES / UPLOAD_CHUNK_BYTES;
    const diskMs = await writeToDisk(join(dir, 'baseline.bin'), block, chunks);
    await rm(join(dir, 'baseline.bin'));
    const protocolMs = await sendThroughProtocol(log, block, chunks);
    return {
      upload: { bytes: UPLOAD_BYTES, protocolMs, diskMs },
      sampledMd5: await benchSampledMd5(dir, log),
      transcode: await benchTranscode(dir, log),
    };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

const mib = (bytes: number) => `${(bytes / 1024 ** 2).toLocaleString('en')} MiB`;

export function formatUploads(figures: UploadFigures): string {
  const { upload } = figures;
  const rate = (ms: number) => `${(upload.bytes / 1024 ** 2 / (ms / 1000)).toFixed(0)} MiB/s`;
  return [
    `Upload of ${mib(upload.bytes)} through the chunk protocol (10 MiB chunks, ${IN_FLIGHT} in flight, loopback): ` +
      `${rate(upload.protocolMs)}; the same bytes written to disk: ${rate(upload.diskMs)}; ratio ${(upload.diskMs / upload.protocolMs).toFixed(2)}.`,
    '',
    '| file | sampled-MD5 identifier (median of 5) |',
    '|---|---|',
    ...figures.sampledMd5.map((row) => `| ${mib(row.bytes)} | ${row.ms.toFixed(1)} ms |`),
    '',
    '| rendition ladder | demo lesson | transcode | speed |',
    '|---|---|---|---|',
    ...figures.transcode.map(
      (row) =>
        `| ${row.ladder} | ${row.durationS.toFixed(0)} s | ${(row.ms / 1000).toFixed(1)} s | ${(row.durationS / (row.ms / 1000)).toFixed(2)}× real time |`,
    ),
  ].join('\n');
}
