import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, describe, expect, it } from 'vitest';
import { ApiError } from '../../server/errors';
import { createLocalMediaStore, prepareIncoming } from '../../server/storage';
import { mergeChunks, sourceKey, storedChunks, writeChunk } from '../../server/uploads/chunk-files';
import { SAMPLE_BLOCK_BYTES } from '../../src/schemas/upload';
import { identifierOf } from '../support/upload-client';

/**
 * An upload's chunks as objects of the media store (docs/uploads.md "Storage, restarts and
 * races"): a chunk is stored only whole and of its declared length; the merge reads them back
 * from the store and computes, in one pass, the whole file's MD5 and the sampled MD5 the browser
 * named it by, whether the file is read whole or sampled, with chunks that do not line up with
 * the sampled blocks.
 */
const roots: string[] = [];
afterAll(() => roots.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

async function freshStore() {
  const root = mkdtempSync(join(tmpdir(), 'lectern-chunks-'));
  roots.push(root);
  const store = createLocalMediaStore(join(root, 'media'));
  return { store, incoming: await prepareIncoming(store, new Date()) };
}

const md5 = (bytes: Buffer) => createHash('md5').update(bytes).digest('hex');

describe('upload chunks in the media store', () => {
  it('stores a chunk only when it has its declared length, leaving no scratch behind', async () => {
    const { store, incoming } = await freshStore();
    const body = Buffer.from('0123456789');
    await writeChunk(store, incoming, { uploadId: 'u1', n: 2, expectedBytes: 10 }, Readable.from([body]));
    await expect(writeChunk(store, incoming, { uploadId: 'u1', n: 1, expectedBytes: 12 }, Readable.from([body]))).rejects.toBeInstanceOf(
      ApiError,
    );
    await expect(writeChunk(store, incoming, { uploadId: 'u1', n: 3, expectedBytes: 4 }, Readable.from([body]))).rejects.toThrow(
      /chunk 3 is longer/,
    );
    expect(await storedChunks(store, 'u1')).toEqual([2]);
    expect(await store.list('chunks/u1')).toEqual(['chunks/u1/2.chunk']);
    expect(readdirSync(incoming)).toEqual([]);
  });

  it.each([
    ['read whole', 2 * SAMPLE_BLOCK_BYTES + 5],
    ['sampled', 7 * SAMPLE_BLOCK_BYTES + 12_345],
  ])(
    'merges chunks read from the store with the MD5 and the sampled MD5 of a file %s',
    async (_, size) => {
      const { store, incoming } = await freshStore();
      const bytes = randomBytes(size);
      // 3 MiB + 1 chunks: block boundaries fall inside chunks.
      const chunkBytes = 3 * 1024 * 1024 + 1;
      const totalChunks = Math.ceil(size / chunkBytes);
      for (let n = 1; n <= totalChunks; n++) await store.put(`chunks/u2/${n}.chunk`, bytes.subarray((n - 1) * chunkBytes, n * chunkBytes));
      const merged = await mergeChunks(store, incoming, { id: 'u2', sizeBytes: size, totalChunks });
      expect(merged.md5).toBe(md5(bytes));
      expect(`${merged.sampledMd5}-${size}`).toBe(identifierOf(bytes));
      expect(md5(readFileSync(merged.tempPath))).toBe(md5(bytes));
      await store.putFile(sourceKey({ id: 'u2', fileName: 'lecture.mp4' }), merged.tempPath);
      expect(existsSync(merged.tempPath)).toBe(false);
      expect(md5((await store.read('sources/u2/lecture.mp4'))!)).toBe(md5(bytes));
      // Room for a machine busy with the object-storage and browser files beside this one.
    },
    30_000,
  );
});
