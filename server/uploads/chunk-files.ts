import { createHash, randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, open, readdir, rename, rm } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { SAMPLE_BLOCK_BYTES, sampledBlocks } from '../../src/schemas/upload';
import { ApiError } from '../errors';

/**
 * Upload files on disk, under DATA_DIR/uploads (outside the served media root): the chunks of
 * an unfinished upload in chunks/<upload id>/<n>.chunk, the merged file in sources/<upload id>.
 * Paths are built from the row's id only, never from what the client sent. Every file appears
 * whole or not at all (written to a temporary name, then renamed), so a restart or a cut
 * connection never leaves a half chunk that counts as stored.
 */
export const chunkDir = (root: string, uploadId: string) => join(root, 'chunks', uploadId);
export const sourcePath = (uploadId: string) => join('sources', uploadId);

const CHUNK_NAME = /^(\d+)\.chunk$/;
const chunkFile = (dir: string, n: number) => join(dir, `${n}.chunk`);
const tempName = (dir: string, label: string) => join(dir, `.${label}.${randomUUID()}.tmp`);

/** The chunk numbers stored so far, ascending. */
export async function storedChunks(dir: string): Promise<number[]> {
  const names = await readdir(dir).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [] as string[];
    throw error;
  });
  return names
    .map((name) => CHUNK_NAME.exec(name))
    .filter((match) => match !== null)
    .map((match) => Number(match[1]))
    .sort((a, b) => a - b);
}

/**
 * Streams one chunk to a temporary file and renames it into place, refusing (400 naming `file`)
 * a body longer or shorter than `expectedBytes`. On any failure nothing is left behind.
 */
export async function writeChunk(dir: string, n: number, body: Readable, expectedBytes: number): Promise<void> {
  await mkdir(dir, { recursive: true });
  const temp = tempName(dir, String(n));
  let received = 0;
  const writer = createWriteStream(temp, { flags: 'wx' });
  try {
    await pipeline(
      body,
      async function* (chunks: AsyncIterable<Buffer>) {
        for await (const chunk of chunks) {
          received += chunk.length;
          if (received > expectedBytes)
            throw new ApiError('badRequest', `file: chunk ${n} is longer than resumableCurrentChunkSize (${expectedBytes} bytes)`);
          yield chunk;
        }
      },
      writer,
    );
    if (received !== expectedBytes)
      throw new ApiError('badRequest', `file: chunk ${n} has ${received} bytes, resumableCurrentChunkSize says ${expectedBytes}`);
    await rename(temp, chunkFile(dir, n));
  } catch (error) {
    if (!writer.closed) await new Promise<void>((resolve) => writer.once('close', () => resolve()));
    await rm(temp, { force: true });
    throw error;
  }
}

/**
 * Concatenates chunks 1..total into `root/target` by streaming (memory stays flat whatever the
 * size), answering the MD5 of the whole file. Written under a temporary name, then renamed.
 */
export async function mergeChunks(root: string, dir: string, total: number, target: string): Promise<string> {
  const destination = join(root, target);
  await mkdir(dirname(destination), { recursive: true });
  const temp = tempName(dirname(destination), 'merge');
  const hash = createHash('md5');
  const writer = createWriteStream(temp, { flags: 'wx' });
  try {
    await pipeline(async function* () {
      for (let n = 1; n <= total; n++) {
        for await (const chunk of createReadStream(chunkFile(dir, n)) as AsyncIterable<Buffer>) {
          hash.update(chunk);
          yield chunk;
        }
      }
    }, writer);
    await rename(temp, destination);
    return hash.digest('hex');
  } catch (error) {
    await rm(temp, { force: true });
    throw error;
  }
}

/** The sampled MD5 of docs/uploads.md "Identifier": the sampled blocks, then the size in decimal. */
export async function sampledMd5(file: string, sizeBytes: number): Promise<string> {
  const hash = createHash('md5');
  const handle = await open(file, 'r');
  try {
    const buffer = Buffer.alloc(SAMPLE_BLOCK_BYTES);
    for (const block of sampledBlocks(sizeBytes)) {
      const { bytesRead } = await handle.read(buffer, 0, SAMPLE_BLOCK_BYTES, block * SAMPLE_BLOCK_BYTES);
      hash.update(buffer.subarray(0, bytesRead));
    }
  } finally {
    await handle.close();
  }
  return hash.update(String(sizeBytes)).digest('hex');
}
