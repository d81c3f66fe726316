import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { afterAll, describe, expect, it } from 'vitest';
import { MediaKeyError, type MediaStore } from '../../server/storage';

/**
 * The media store's contract (docs/media-store.md), the same cases for every driver: the local
 * folder (tests/unit/media-store.test.ts) and S3 on a real Ceph gateway (tests/s3/). `fresh`
 * makes an empty store of the driver under test. What an auditor cares about: no key, whatever a
 * request or a row holds, reaches anything outside the store.
 */
export function mediaStoreContract(driver: string, fresh: () => Promise<MediaStore>): void {
  const dirs: string[] = [];
  afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));
  const scratchDir = () => {
    const dir = mkdtempSync(join(tmpdir(), 'lectern-scratch-'));
    dirs.push(dir);
    return dir;
  };
  const scratchFile = (content: string | Buffer) => {
    const path = join(scratchDir(), 'file.bin');
    writeFileSync(path, content);
    return path;
  };

  describe(`${driver} media store: keys`, () => {
    const outside = join(scratchDir(), 'secret.txt');
    writeFileSync(outside, 'not media');
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
      const store = await fresh();
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

  describe(`${driver} media store: operations`, () => {
    it('puts from a buffer, a string and a stream, and reads them back', async () => {
      const store = await fresh();
      await store.put('vod/1/a.txt', Buffer.from('buffer'));
      await store.put('vod/1/b.txt', 'string');
      await store.put('vod/1/c.txt', Readable.from(['str', 'eam']));
      await store.put('vod/1/empty.txt', Readable.from([]));
      expect((await store.read('vod/1/a.txt'))?.toString()).toBe('buffer');
      expect((await store.read('vod/1/b.txt'))?.toString()).toBe('string');
      expect(await text((await store.get('vod/1/c.txt'))!)).toBe('stream');
      expect((await store.read('vod/1/empty.txt'))?.length).toBe(0);
    });

    it('keeps names with spaces and Chinese as they are', async () => {
      const store = await fresh();
      await store.put('resources/1/第一讲 slides (v2).pdf', 'pdf');
      expect(await store.list('resources/1')).toEqual(['resources/1/第一讲 slides (v2).pdf']);
      await store.copyPrefix('resources/1', 'resources/2');
      expect((await store.read('resources/2/第一讲 slides (v2).pdf'))?.toString()).toBe('pdf');
    });

    it('answers null for what is not there, and a folder is not an object', async () => {
      const store = await fresh();
      await store.put('vod/1/a.txt', 'x');
      for (const key of ['vod/2/a.txt', 'vod/1']) {
        expect(await store.read(key)).toBeNull();
        expect(await store.get(key)).toBeNull();
        expect(await store.stat(key)).toBeNull();
        expect(await store.exists(key)).toBe(false);
      }
    });

    it('serves byte ranges, inclusive, with an open end', async () => {
      const store = await fresh();
      await store.put('seg/0.ts', '0123456789');
      expect(await text((await store.get('seg/0.ts', { start: 2, end: 4 }))!)).toBe('234');
      expect(await text((await store.get('seg/0.ts', { start: 7 }))!)).toBe('789');
      expect(await text((await store.get('seg/0.ts', { start: 0, end: 0 }))!)).toBe('0');
    });

    it('states size, time and an etag that changes with the content', async () => {
      const store = await fresh();
      await store.put('r/a.pdf', 'abc');
      const first = (await store.stat('r/a.pdf'))!;
      expect(first.size).toBe(3);
      expect(first.modified).toBeInstanceOf(Date);
      await store.put('r/a.pdf', 'abcdef');
      const second = (await store.stat('r/a.pdf'))!;
      expect(second.size).toBe(6);
      expect(second.etag).not.toBe(first.etag);
    });

    it('lists and deletes under a prefix by whole segments only', async () => {
      const store = await fresh();
      for (const key of ['vod/1/road-1/index.m3u8', 'vod/1/road-1/0.ts', 'vod/1/poster.jpg', 'vod/10/poster.jpg'])
        await store.put(key, key);
      expect(await store.list('vod/1')).toEqual(['vod/1/poster.jpg', 'vod/1/road-1/0.ts', 'vod/1/road-1/index.m3u8']);
      expect(await store.list('vod/2')).toEqual([]);
      await store.deletePrefix('vod/1');
      expect(await store.list('vod/1')).toEqual([]);
      expect(await store.exists('vod/10/poster.jpg')).toBe(true);
      await store.deletePrefix('vod/1');
      await store.delete('vod/10/none.jpg');
    });

    it('names the folders directly under a prefix, not their files or deeper folders', async () => {
      const store = await fresh();
      for (const key of [
        'cap/1/road-1/part-002/seg-1.ts',
        'cap/1/road-1/part-001/index.m3u8',
        'cap/1/road-1/part-001/x/y.ts',
        'cap/1/road-1/note.txt',
        'cap/1/road-10/part-009/a.ts',
      ])
        await store.put(key, key);
      expect(await store.folders('cap/1/road-1')).toEqual(['part-001', 'part-002']);
      expect(await store.folders('cap/1/road-2')).toEqual([]);
      expect(await store.folders('cap/1/road-1/part-002')).toEqual([]);
    });

    it('moves objects, and puts scratch files in, leaving no scratch behind', async () => {
      const store = await fresh();
      await store.put('a/one.txt', '1');
      await store.move('a/one.txt', 'b/deep/two.txt');
      expect(await store.exists('a/one.txt')).toBe(false);
      expect((await store.read('b/deep/two.txt'))?.toString()).toBe('1');
      const scratch = scratchFile('scratch');
      await store.putFile('uploads/x/source.mp4', scratch);
      expect(existsSync(scratch)).toBe(false);
      expect((await store.read('uploads/x/source.mp4'))?.toString()).toBe('scratch');
    });

    it('puts a file larger than one part whole', async () => {
      const store = await fresh();
      // 8 MiB parts on S3: three parts, the last short; the local driver renames it.
      const big = Buffer.alloc(17 * 1_048_576 + 123);
      for (let at = 0; at < big.length; at += 4096) big.writeUInt32LE(at, at);
      await store.putFile('sources/u1/big.mp4', scratchFile(big));
      expect((await store.stat('sources/u1/big.mp4'))?.size).toBe(big.length);
      const tail = await store.read('sources/u1/big.mp4');
      expect(tail?.equals(big)).toBe(true);
    });

    it('copies a prefix so that either side can be deleted without touching the other', async () => {
      const store = await fresh();
      await store.put('resources/r1/road-1/index.m3u8', '#EXTM3U\n');
      await store.put('resources/r1/poster.jpg', 'jpeg');
      await store.copyPrefix('resources/r1', 'recordings/v1');
      await store.deletePrefix('resources/r1');
      expect(await store.list('recordings/v1')).toEqual(['recordings/v1/poster.jpg', 'recordings/v1/road-1/index.m3u8']);
      expect((await store.read('recordings/v1/poster.jpg'))?.toString()).toBe('jpeg');
    });

    it('materialises a key as a local file and publishes a scratch folder under a prefix', async () => {
      const store = await fresh();
      await store.put('uploads/x/source.mp4', 'video');
      const local = await store.materialise('uploads/x/source.mp4');
      expect(readFileSync(local.path, 'utf8')).toBe('video');
      await local.release();
      // The stored object outlives the local copy's release.
      expect((await store.read('uploads/x/source.mp4'))?.toString()).toBe('video');
      await expect(store.materialise('uploads/x/none.mp4')).rejects.toMatchObject({ code: 'ENOENT' });

      await store.put('vod/7/1/old.ts', 'old');
      const scratch = scratchDir();
      mkdirSync(join(scratch, 'road-1'));
      writeFileSync(join(scratch, 'road-1', 'index.m3u8'), '#EXTM3U\n');
      await store.publish(scratch, 'vod/7/1');
      expect(await store.list('vod/7/1')).toEqual(['vod/7/1/road-1/index.m3u8']);
      expect(existsSync(scratch)).toBe(false);
    });
  });
}
