import SparkMD5 from 'spark-md5';
import { SAMPLE_BLOCK_BYTES, sampledBlocks } from '../../schemas/upload';

/** Reads bytes [start, end) of the file; rejects when the file cannot be read. */
export type ReadBytes = (start: number, end: number) => Promise<ArrayBuffer>;

/**
 * The upload identifier `<md5>-<size>` (docs/uploads.md "Identifier"): the MD5 of the sampled
 * blocks (at most five, so a 4 GB file costs as much as a 50 MB one) followed by the size in
 * decimal ASCII. The Web Worker runs it in the browser; tests run it in Node.
 * `onProgress` gets the share of the sampled blocks read, 0..1.
 */
export async function sampledIdentifier(size: number, read: ReadBytes, onProgress: (share: number) => void = () => {}): Promise<string> {
  const blocks = sampledBlocks(size);
  const md5 = new SparkMD5.ArrayBuffer();
  for (const [done, block] of blocks.entries()) {
    const start = block * SAMPLE_BLOCK_BYTES;
    md5.append(await read(start, Math.min(size, start + SAMPLE_BLOCK_BYTES)));
    onProgress((done + 1) / blocks.length);
  }
  md5.append(new TextEncoder().encode(String(size)).buffer);
  return `${md5.end()}-${size}`;
}

/** A Blob's (or File's) bytes, as the worker reads them. */
export const blobReader =
  (blob: Blob): ReadBytes =>
  (start, end) =>
    blob.slice(start, end).arrayBuffer();
