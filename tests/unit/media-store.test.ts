import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createLocalMediaStore } from '../../server/storage';
import { mediaStoreContract } from '../support/media-store-contract';

/** The contract on the local driver (tests/s3/media-store-s3.test.ts holds S3 to the same cases), and what only a folder does. */
const roots: string[] = [];
afterAll(() => roots.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

function freshFolder(): string {
  const base = mkdtempSync(join(tmpdir(), 'lectern-store-'));
  roots.push(base);
  const root = join(base, 'media');
  mkdirSync(root);
  return root;
}

mediaStoreContract('local', async () => createLocalMediaStore(freshFolder()));

describe('local media store: the folder itself', () => {
  it('writes keys as files below its folder, and materialises the real file without a copy', async () => {
    const root = freshFolder();
    const store = createLocalMediaStore(root);
    await store.put('uploads/x/source.mp4', 'video');
    expect(readFileSync(join(root, 'uploads/x/source.mp4'), 'utf8')).toBe('video');
    const local = await store.materialise('uploads/x/source.mp4');
    expect(local.path).toBe(join(root, 'uploads/x/source.mp4'));
    await local.release();
    expect(store.localRoot).toBe(root);
  });

  it('moves a scratch file in by renaming it', async () => {
    const root = freshFolder();
    const store = createLocalMediaStore(root);
    const scratch = join(root, '.incoming-test');
    writeFileSync(scratch, 'scratch');
    const inode = statSync(scratch).ino;
    await store.putFile('uploads/x/source.mp4', scratch);
    // The same file, not a copy: a 20 GiB upload costs no second write.
    expect(statSync(join(root, 'uploads/x/source.mp4')).ino).toBe(inode);
  });
});
