import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import { UPLOAD_STATUS, uploadFiles } from '../../server/db/schema';
import type { S3Settings } from '../../server/storage/s3-client';
import { UPLOAD_CHUNK_BYTES } from '../../src/constants';
import { DEMO, login } from '../../tests/support/api-client';
import { s3Env } from '../../tests/support/ceph-access';
import { startCephCluster } from '../../tests/support/ceph-cluster';
import { startTestServer, type TestServer } from '../../tests/support/test-server';
import { identifierOf, teacher01Lesson, uploadRow } from '../../tests/support/upload-client';
import { chunkedFile, sendChunks, sendThroughProtocol } from './uploads';
import { productionLikeLogger } from './video-serving';

/**
 * The media store's part of the scaling figures (issue 30, docs/bench.md "Past one machine"): the
 * same work with the media in the local folder and in an S3 bucket on a Ceph RADOS Gateway
 * (Debian's radosgw, tests/support/ceph-cluster.ts) booted for the run, alternating stores so
 * that drift on the machine falls on both:
 * - upload throughput: 500 MiB through the chunk protocol (uploads.ts), each 10 MiB chunk
 *   answered once the store holds it;
 * - transcode: one demo lesson uploaded as teacher01's recording and made playable by the upload
 *   worker (the real merge, transcode and publish jobs) of a server as `npm start` runs one; timed
 *   from the row turning `transcoding` to its leaving it (the source brought from the store, the
 *   HLS ladder, its publishing into the store), and from the last chunk to `success` (the whole
 *   chain). Wall time suffers most from other work on the machine, so the CPU time Lectern's side
 *   spent on the transcode (its process and its ffmpeg children) is a second view.
 */
export type StoreName = 'local' | 'S3';
export type UploadRun = { store: StoreName; bytes: number; ms: number };
export type TranscodeRun = { store: StoreName; transcodeMs: number; chainMs: number; cpuS: number };

/** 500 MiB: 50 chunks of 10 MiB, each store twice. */
const UPLOAD_CHUNKS = 50;
const UPLOAD_ORDER: readonly StoreName[] = ['local', 'S3', 'S3', 'local'];
const BUCKET = 'lectern-bench';
/** How often the upload's row is read while the worker runs: the transcode's timing resolution. */
const POLL_MS = 50;
const CHAIN_DEADLINE_MS = 5 * 60_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const TICKS_PER_S = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim());

/**
 * CPU seconds of this process (all its threads) and of its children that have exited (ffmpeg, once
 * reaped): utime, stime, cutime and cstime of stat(5).
 */
function ownAndChildrenCpuSeconds(): number {
  const stat = readFileSync('/proc/self/stat', 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return fields.slice(11, 15).reduce((sum, ticks) => sum + Number(ticks), 0) / TICKS_PER_S;
}

async function uploadOf(server: TestServer, identifier: string): Promise<{ id: string }> {
  const [row] = await server.database.db
    .select({ id: uploadFiles.id })
    .from(uploadFiles)
    .where(eq(uploadFiles.uniqueIdentifier, identifier));
  if (row === undefined) throw new Error('the upload has no row');
  return row;
}

/**
 * A server as a campus past one machine runs one (docs/scaling.md): on PostgreSQL, its worker in
 * the process, logging at `info`, on the store `storeEnv` names.
 */
export const startRecordingServer = (storeEnv: Record<string, string>) =>
  startTestServer({ backend: 'postgres', jobs: true, env: storeEnv, logger: productionLikeLogger() });

export type RecordingUpload = { uploadId: string; transcodeMs: number; chainMs: number; cpuS: number };

/**
 * Uploads `source` (an MP4's bytes) as a recording of teacher01's first lesson and waits for the
 * worker to make it playable, watching the row's status on the way.
 */
export async function uploadRecording(server: TestServer, source: Buffer): Promise<RecordingUpload> {
  const token = (await login(server.url, DEMO.teacher01)).jwt_token;
  const { teclId, courId } = await teacher01Lesson(server);
  const identifier = identifierOf(source);
  await sendChunks(server.url, token, chunkedFile(source, identifier, 'lesson.mp4', { target: 'recording', teclId, courId }));
  const sent = performance.now();
  const upload = await uploadOf(server, identifier);
  let transcoding: { at: number; cpuS: number } | null = null;
  let transcoded: { at: number; cpuS: number } | null = null;
  for (;;) {
    const { status, error } = await uploadRow(server, upload.id);
    const now = { at: performance.now(), cpuS: ownAndChildrenCpuSeconds() };
    if (status === UPLOAD_STATUS.failed) throw new Error(`the bench's recording failed: ${error}`);
    if (status === UPLOAD_STATUS.transcoding) transcoding ??= now;
    if (transcoding !== null && status !== UPLOAD_STATUS.transcoding) transcoded ??= now;
    if (status === UPLOAD_STATUS.success) {
      if (transcoding === null || transcoded === null) throw new Error('the transcode went by between two looks at the row');
      return {
        uploadId: upload.id,
        transcodeMs: transcoded.at - transcoding.at,
        chainMs: now.at - sent,
        cpuS: transcoded.cpuS - transcoding.cpuS,
      };
    }
    if (now.at - sent > CHAIN_DEADLINE_MS) throw new Error(`the bench's recording is still ${status} after ${CHAIN_DEADLINE_MS / 1000} s`);
    await sleep(POLL_MS);
  }
}

/** A Ceph cluster of one OSD and one gateway, and the environment of a Lectern process whose media is in its bucket. */
export async function startBucket(
  log: (line: string) => void,
): Promise<{ storeEnv: () => Record<string, string>; stop: () => Promise<void> }> {
  const ceph = await startCephCluster({ osds: 1, gateways: 1, log: (line) => log(`scaling: ${line}`) });
  // Each process its own key prefix: two servers' uploads may have the same ids.
  const settings = (): S3Settings => ({
    endpoint: ceph.endpoints[0]!,
    bucket: BUCKET,
    region: ceph.region,
    accessKeyId: ceph.accessKeyId,
    secretAccessKey: ceph.secretAccessKey,
    forcePathStyle: true,
    keyPrefix: `bench-${randomBytes(6).toString('hex')}/`,
  });
  return { storeEnv: () => s3Env(settings()), stop: () => ceph.stop() };
}

/** 500 MiB into each store twice, in UPLOAD_ORDER. */
export async function uploadThroughput(s3StoreEnv: () => Record<string, string>, log: (line: string) => void): Promise<UploadRun[]> {
  const block = randomBytes(UPLOAD_CHUNK_BYTES);
  const bytes = UPLOAD_CHUNKS * UPLOAD_CHUNK_BYTES;
  const runs: UploadRun[] = [];
  for (const store of UPLOAD_ORDER) {
    const ms = await sendThroughProtocol(log, block, UPLOAD_CHUNKS, store === 'local' ? {} : s3StoreEnv());
    runs.push({ store, bytes, ms });
    log(`scaling: upload into ${store}: ${(bytes / 1024 ** 2 / (ms / 1000)).toFixed(0)} MiB/s`);
  }
  return runs;
}
