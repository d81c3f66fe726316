import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { afterAll, describe, expect, it } from 'vitest';
import { createLocalMediaStore, MediaKeyError, type MediaStore } from '../../server/storage';

/**
 * The media store's contract (docs/media-store.md), run here against the local driver; the
 * object-storage driver is held to the same cases. What an auditor cares about: no key, whatever
 * a request or a row holds, reaches a file outside the store's folder.
 */
const roots: string[] = [];
afterAll(() => roots.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

function freshStore(): { store: MediaStore; root: string; outside: string } {
  const base = mkdtempSync(join(tmpdir(), 'lectern-store-'));
  roots.push(base);
  const root = join(base, 'media');
  mkdirSync(root);
  const outside = join(base, 'secret.txt');
  writeFileSync(outside, 'not media');
  return { store: createLocalMediaStore(root), root, outside };
}

const scratchFile = (content: string) => {
  const dir = mkdtempSync(join(tmpdir(), 'lectern-scratch-'));
  roots.push(dir);
  const path = join(dir, 'file.bin');
  writeFileSync(path, content);
  return path;
};

describe('media store keys', () => {
  const { store, outside } = freshStore();
  const escaping = [
    '../secret.txt',
    'vod/../../secret.txt',
    '/etc/passwd',
    outside,
    'vod/a\0b',
    'vod\\..\\x',
    '',
    'vod//a',
    './a',
    'vod/.',
  ];

  it.each(escaping)('refuses %j for every operation', async (key) => {
    await expect(store.read(key)).rejects.toBeInstanceOf(MediaKeyError);
    await expect(store.get(key)).rejects.toBeInstanceOf(MediaKeyError);
    await expect(store.put(key, 'x')).rejects.toBeInstanceOf(MediaKeyError);
    await expect(store.stat(key)).rejects.toBeInstanceOf(MediaKeyError);
    await expect(store.delete(key)).rejects.toBeInstanceOf(MediaKeyError);
    await expect(store.deletePrefix(key)).rejects.toBeInstanceOf(MediaKeyError);
    await expect(store.list(key)).rejects.toBeInstanceOf(MediaKeyError);
    await expect(store.move('a/b', key)).rejects.toBeInstanceOf(MediaKeyError);
    await expect(store.copyPrefix('a', key)).rejects.toBeInstanceOf(MediaKeyError);
    await expect(store.materialise(key)).rejects.toBeInstanceOf(MediaKeyError);
    expect(readFileSync(outside, 'utf8')).toBe('not media');
  });
});

describe('local media store', () => {
  it('puts from a buffer, a string and a stream, and reads them back', async () => {
    const { store, root } = freshStore();
    await store.put('vod/1/a.txt', Buffer.from('buffer'));
    await store.put('vod/1/b.txt', 'string');
    await store.put('vod/1/c.txt', Readable.from(['str', 'eam']));
    expect((await store.read('vod/1/a.txt'))?.toString()).toBe('buffer');
    expect((await store.read('vod/1/b.txt'))?.toString()).toBe('string');
    expect(await text((await store.get('vod/1/c.txt'))!)).toBe('stream');
    expect(readFileSync(join(root, 'vod/1/c.txt'), 'utf8')).toBe('stream');
  });

  it('answers null for what is not there, and a folder is not an object', async () => {
    const { store } = freshStore();
    await store.put('vod/1/a.txt', 'x');
    for (const key of ['vod/2/a.txt', 'vod/1']) {
      expect(await store.read(key)).toBeNull();
      expect(await store.get(key)).toBeNull();
      expect(await store.stat(key)).toBeNull();
      expect(await store.exists(key)).toBe(false);
    }
  });

  it('serves byte ranges, inclusive, with an open end', async () => {
    const { store } = freshStore();
    await store.put('seg/0.ts', '0123456789');
    expect(await text((await store.get('seg/0.ts', { start: 2, end: 4 }))!)).toBe('234');
    expect(await text((await store.get('seg/0.ts', { start: 7 }))!)).toBe('789');
    expect(await text((await store.get('seg/0.ts', { start: 0, end: 0 }))!)).toBe('0');
  });

  it('states size, time and an etag that changes with the content', async () => {
    const { store } = freshStore();
    await store.put('r/a.pdf', 'abc');
    const first = (await store.stat('r/a.pdf'))!;
    expect(first.size).toBe(3);
    expect(first.modified).toBeInstanceOf(Date);
    await store.put('r/a.pdf', 'abcdef');
    expect((await store.stat('r/a.pdf'))!.etag).not.toBe(first.etag);
  });

  it('lists and deletes under a prefix by whole segments only', async () => {
    const { store } = freshStore();
    for (const key of ['vod/1/road-1/index.m3u8', 'vod/1/road-1/0.ts', 'vod/1/poster.jpg', 'vod/10/poster.jpg']) await store.put(key, key);
    expect(await store.list('vod/1')).toEqual(['vod/1/poster.jpg', 'vod/1/road-1/0.ts', 'vod/1/road-1/index.m3u8']);
    expect(await store.list('vod/2')).toEqual([]);
    await store.deletePrefix('vod/1');
    expect(await store.list('vod/1')).toEqual([]);
    expect(await store.exists('vod/10/poster.jpg')).toBe(true);
    await store.deletePrefix('vod/1');
    await store.delete('vod/10/none.jpg');
  });

  it('moves objects and scratch files in without copying', async () => {
    const { store, root } = freshStore();
    await store.put('a/one.txt', '1');
    await store.move('a/one.txt', 'b/deep/two.txt');
    expect(await store.exists('a/one.txt')).toBe(false);
    expect((await store.read('b/deep/two.txt'))?.toString()).toBe('1');
    const scratch = scratchFile('scratch');
    await store.putFile('uploads/x/source.mp4', scratch);
    expect(existsSync(scratch)).toBe(false);
    expect(readFileSync(join(root, 'uploads/x/source.mp4'), 'utf8')).toBe('scratch');
  });

  it('copies a prefix so that either side can be deleted without touching the other', async () => {
    const { store } = freshStore();
    await store.put('resources/r1/road-1/index.m3u8', '#EXTM3U\n');
    await store.put('resources/r1/poster.jpg', 'jpeg');
    await store.copyPrefix('resources/r1', 'recordings/v1');
    await store.deletePrefix('resources/r1');
    expect(await store.list('recordings/v1')).toEqual(['recordings/v1/poster.jpg', 'recordings/v1/road-1/index.m3u8']);
    expect((await store.read('recordings/v1/poster.jpg'))?.toString()).toBe('jpeg');
  });

  it('materialises a key as its own file and publishes a scratch folder under a prefix', async () => {
    const { store, root } = freshStore();
    await store.put('uploads/x/source.mp4', 'video');
    const local = await store.materialise('uploads/x/source.mp4');
    expect(local.path).toBe(join(root, 'uploads/x/source.mp4'));
    await local.release();
    await expect(store.materialise('uploads/x/none.mp4')).rejects.toMatchObject({ code: 'ENOENT' });

    await store.put('vod/7/1/old.ts', 'old');
    const scratch = mkdtempSync(join(tmpdir(), 'lectern-out-'));
    roots.push(scratch);
    mkdirSync(join(scratch, 'road-1'));
    writeFileSync(join(scratch, 'road-1', 'index.m3u8'), '#EXTM3U\n');
    await store.publish(scratch, 'vod/7/1');
    expect(await store.list('vod/7/1')).toEqual(['vod/7/1/road-1/index.m3u8']);
    expect(existsSync(scratch)).toBe(false);
  });
});
