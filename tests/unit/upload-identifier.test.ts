import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { SAMPLE_BLOCK_BYTES } from '../../src/schemas/upload';
import { blobReader, sampledIdentifier } from '../../src/services/upload/sampled-identifier';
import { identifierOf } from '../support/upload-client';

/**
 * The browser's identifier (the hash worker's function) equals the Node reference the server's
 * tests use (docs/uploads.md "Identifier"), for files read whole and files sampled.
 */
const bufferReader = (bytes: Buffer) => async (start: number, end: number) => new Uint8Array(bytes.subarray(start, end)).buffer;

describe('sampled MD5 identifier', () => {
  it.each([
    ['a small file', 1_000],
    ['one block exactly', SAMPLE_BLOCK_BYTES],
    ['five blocks and a byte (sampled)', 5 * SAMPLE_BLOCK_BYTES + 1],
    ['eight and a half blocks (sampled)', 8.5 * SAMPLE_BLOCK_BYTES],
  ])('agrees with the reference for %s', async (_, size) => {
    const bytes = randomBytes(size);
    const identifier = await sampledIdentifier(bytes.length, bufferReader(bytes));
    expect(identifier).toBe(identifierOf(bytes));
    expect(identifier).toMatch(new RegExp(`^[0-9a-f]{32}-${size}$`));
  });

  it('reads a Blob as the worker does, and reports its progress up to 100 %', async () => {
    const bytes = randomBytes(3 * SAMPLE_BLOCK_BYTES - 7);
    const shares: number[] = [];
    const identifier = await sampledIdentifier(bytes.length, blobReader(new Blob([new Uint8Array(bytes)])), (share) => shares.push(share));
    expect(identifier).toBe(identifierOf(bytes));
    expect(shares).toEqual([1 / 3, 2 / 3, 1]);
  });

  it('reads at most five blocks, however large the file', async () => {
    const size = 4 * 1024 ** 3;
    const reads: number[] = [];
    const zeros = async (start: number, end: number) => {
      reads.push(start);
      return new ArrayBuffer(end - start);
    };
    expect(await sampledIdentifier(size, zeros)).toMatch(/^[0-9a-f]{32}-4294967296$/);
    expect(reads).toHaveLength(5);
    expect(reads[0]).toBe(0);
    expect(reads[4]).toBe((Math.ceil(size / SAMPLE_BLOCK_BYTES) - 1) * SAMPLE_BLOCK_BYTES);
  });

  it('rejects when the file cannot be read', async () => {
    const unreadable = async () => Promise.reject(new Error('NotReadableError'));
    await expect(sampledIdentifier(10, unreadable)).rejects.toThrow('NotReadableError');
  });

  it('differs for files of the same size and different content', async () => {
    const a = randomBytes(2048);
    const b = Buffer.from(a);
    b[100] = (b[100]! + 1) % 256;
    expect(await sampledIdentifier(a.length, bufferReader(a))).not.toBe(await sampledIdentifier(b.length, bufferReader(b)));
  });
});
