import { createHash } from 'node:crypto';
import { extname } from 'node:path';
import { Readable } from 'node:stream';
import { SAMPLE_BLOCK_BYTES, sampledBlocks } from '../../src/schemas/upload';
import { ApiError } from '../errors';
import { discardScratch, mediaKey, receiveToScratch, type MediaKey, type MediaStore } from '../storage';

/**
 * An upload's files in the media store (docs/uploads.md "Storage, restarts and races"): each
 * chunk of an unfinished upload is an object of its own, `chunks/<upload id>/<n>.chunk`, so any
 * web process can take any chunk and the merge job, wherever it runs, reads them back with `get`;
 * the merged file is `sources/<upload id>/<file name>`, a folder of one object, so a stored copy
 * is taken with `copyPrefix` (a hard link on the local driver, a server-side copy on an object
 * store). Keys are built from the row's id (and the checked file name), never from the
 * identifier the client sent. Neither folder is served: /media/ serves an allow-list of pictures.
 * A chunk arrives in scratch and is put into the store only once its length is right, so a
 * restart or a cut connection never leaves a half chunk that counts as stored.
 */
export const chunkPrefix = (uploadId: string): MediaKey => mediaKey('chunks', uploadId);
const chunkKey = (uploadId: string, n: number): MediaKey => mediaKey('chunks', uploadId, `${n}.chunk`);

/** Longest file name kept in a key, in bytes (file systems stop at 255); longer ones keep only their extension. */
const NAME_BYTES = 200;

/** The name a sent file is stored under: its own, or `file.<ext>` when too long for a file system. */
export const storedName = (fileName: string): string =>
  Buffer.byteLength(fileName) <= NAME_BYTES ? fileName : `file${extname(fileName).slice(0, 16)}`;

export const sourcePrefix = (uploadId: string): MediaKey => mediaKey('sources', uploadId);
/** Where an upload's merged file is kept: `upload_files.storage_path`. */
export const sourceKey = (upload: { id: string; fileName: string }): MediaKey =>
  mediaKey('sources', upload.id, storedName(upload.fileName));

const CHUNK_NAME = /\/(\d+)\.chunk$/;

/** The chunk numbers stored so far, ascending. */
export async function storedChunks(store: MediaStore, uploadId: string): Promise<number[]> {
  return (await store.list(chunkPrefix(uploadId)))
    .map((key) => CHUNK_NAME.exec(key))
    .filter((match) => match !== null)
    .map((match) => Number(match[1]))
    .sort((a, b) => a - b);
}

/**
 * Receives one chunk into scratch (`incomingDir`, scratch.ts) and puts it into the store,
 * refusing (400 naming `file`) a body longer or shorter than `expectedBytes`. On any failure
 * nothing is left behind and nothing is stored.
 */
export async function writeChunk(
  store: MediaStore,
  incomingDir: string,
  chunk: { uploadId: string; n: number; expectedBytes: number },
  body: Readable,
): Promise<void> {
  const { uploadId, n, expectedBytes } = chunk;
  let received = 0;
  const { tempPath } = await receiveToScratch(body, incomingDir, (part) => {
    received += part.length;
    if (received > expectedBytes)
      throw new ApiError('badRequest', `file: chunk ${n} is longer than resumableCurrentChunkSize (${expectedBytes} bytes)`);
  });
  try {
    if (received !== expectedBytes)
      throw new ApiError('badRequest', `file: chunk ${n} has ${received} bytes, resumableCurrentChunkSize says ${expectedBytes}`);
    // A rename on the local driver: the chunk appears whole or not at all.
    await store.putFile(chunkKey(uploadId, n), tempPath);
  } catch (error) {
    await discardScratch([tempPath]);
    throw error;
  }
}

/**
 * The sampled MD5 of docs/uploads.md "Identifier" (the sampled blocks, then the size in decimal),
 * computed on the bytes as they stream past: the sampled blocks are whole blocks in ascending
 * order, so one pass over the file reads them in the order the browser hashed them.
 */
function sampledHasher(sizeBytes: number) {
  const hash = createHash('md5');
  const sampled = new Set(sampledBlocks(sizeBytes));
  let offset = 0;
  return {
    update(bytes: Buffer) {
      let at = 0;
      while (at < bytes.length) {
        const block = Math.floor((offset + at) / SAMPLE_BLOCK_BYTES);
        const blockEnd = (block + 1) * SAMPLE_BLOCK_BYTES - offset;
        const end = Math.min(bytes.length, blockEnd);
        if (sampled.has(block)) hash.update(bytes.subarray(at, end));
        at = end;
      }
      offset += bytes.length;
    },
    digest: () => hash.update(String(sizeBytes)).digest('hex'),
  };
}

export type MergedFile = { tempPath: string; md5: string; sampledMd5: string };

/**
 * Concatenates chunks 1..total, read from the store, into one scratch file (memory stays flat
 * whatever the size), answering it with the MD5 of the whole file and its sampled MD5. The caller
 * checks it and puts it into the store (or discards it).
 */
export async function mergeChunks(store: MediaStore, incomingDir: string, upload: { id: string; sizeBytes: number; totalChunks: number }) {
  const hash = createHash('md5');
  const sampled = sampledHasher(upload.sizeBytes);
  async function* chunks() {
    for (let n = 1; n <= upload.totalChunks; n++) {
      const stream = await store.get(chunkKey(upload.id, n));
      if (stream === null) throw new Error(`upload ${upload.id}: chunk ${n} is missing`);
      yield* stream as AsyncIterable<Buffer>;
    }
  }
  const { tempPath } = await receiveToScratch(Readable.from(chunks()), incomingDir, (bytes) => {
    hash.update(bytes);
    sampled.update(bytes);
  });
  return { tempPath, md5: hash.digest('hex'), sampledMd5: sampled.digest() } satisfies MergedFile;
}
