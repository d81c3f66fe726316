import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream, mkdirSync } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import { basename, join, resolve } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  DeleteObjectCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadObjectCommand,
  paginateListObjectsV2,
  PutObjectCommand,
  S3ServiceException,
  type S3Client,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { lookup } from 'mime-types';
import pLimit from 'p-limit';
import { filesUnder } from './files-under';
import { sweptFolder } from './scratch';
import { WORK_STALE_MS } from './scratch-folder';
import { checkedKey, type ByteRange, type LocalCopy, type MediaKey, type MediaStat, type MediaStore } from './media-store';
import { copyObject } from './s3-copy';
import { notFound, type S3Settings } from './s3-client';

/** Parts of a multipart upload: S3 wants ≥ 5 MiB but the last; 8 MiB keeps a 20 GiB file under 10,000 parts. */
const PART_BYTES = 8 * 1_048_576;
/** Parts of one upload, objects of one publish or copy, sent at once. */
const PARALLEL = 4;
/** DeleteObjects takes at most this many keys. */
const DELETE_BATCH = 1000;
/** Objects downloaded for tools that need a path (materialise), under the process's scratch. */
const MATERIALISED_DIR = '.materialised';

const contentType = (key: MediaKey) => lookup(key) || 'application/octet-stream';

/**
 * The media store on an S3-compatible object store (docs/media-store.md "Object storage"). Each
 * operation is the object-store call the interface was shaped on; what needs a local file (ffmpeg)
 * works on a copy in `scratchRoot`, a folder of this process's own that nothing else reads.
 */
export function createS3MediaStore(client: S3Client, settings: S3Settings, scratchDir: string): MediaStore {
  const scratchRoot = resolve(scratchDir);
  mkdirSync(scratchRoot, { recursive: true });
  const Bucket = settings.bucket;
  const objectOf = (key: MediaKey) => `${settings.keyPrefix}${checkedKey(key)}`;
  const keyOf = (object: string) => object.slice(settings.keyPrefix.length);

  const upload = async (key: MediaKey, body: Readable) => {
    const Key = objectOf(key);
    // lib-storage sends one PutObject for a body under one part, a multipart upload otherwise,
    // and aborts the multipart upload when a part fails, so a failed put leaves nothing behind.
    await new Upload({
      client,
      params: { Bucket, Key, Body: body, ContentType: contentType(key) },
      partSize: PART_BYTES,
      queueSize: PARALLEL,
    }).done();
  };

  const objectsUnder = async (prefix: MediaKey): Promise<string[]> => {
    const objects: string[] = [];
    for await (const page of paginateListObjectsV2({ client }, { Bucket, Prefix: `${objectOf(prefix)}/` }))
      for (const item of page.Contents ?? []) if (item.Key !== undefined) objects.push(item.Key);
    return objects;
  };

  const deleteObjects = async (objects: readonly string[]) => {
    for (let at = 0; at < objects.length; at += DELETE_BATCH) {
      const batch = objects.slice(at, at + DELETE_BATCH);
      const answer = await client.send(
        new DeleteObjectsCommand({ Bucket, Delete: { Objects: batch.map((Key) => ({ Key })), Quiet: true } }),
      );
      const failed = (answer.Errors ?? []).filter((error) => error.Code !== 'NoSuchKey');
      if (failed.length > 0)
        throw new Error(`media store: ${failed.length} objects could not be deleted (${failed[0]?.Code ?? 'unknown'})`);
    }
  };

  const get = async (key: MediaKey, range?: ByteRange): Promise<Readable | null> => {
    const Range = range === undefined ? undefined : `bytes=${range.start}-${range.end ?? ''}`;
    try {
      const answer = await client.send(new GetObjectCommand({ Bucket, Key: objectOf(key), Range }));
      return (answer.Body as Readable | undefined) ?? Readable.from([]);
    } catch (error) {
      if (notFound(error)) return null;
      // A range starting past the end: nothing to read, as a file read there gives.
      if (error instanceof S3ServiceException && error.$metadata.httpStatusCode === 416) return Readable.from([]);
      throw error;
    }
  };

  const store: MediaStore = {
    localRoot: null,
    scratchRoot,
    async put(key, body) {
      if (typeof body === 'string' || Buffer.isBuffer(body)) {
        await client.send(new PutObjectCommand({ Bucket, Key: objectOf(key), Body: Buffer.from(body), ContentType: contentType(key) }));
      } else await upload(key, body);
    },
    async putFile(key, scratchPath) {
      await upload(key, createReadStream(scratchPath));
      await rm(scratchPath, { force: true });
    },
    get,
    async read(key) {
      const body = await get(key);
      if (body === null) return null;
      const chunks: Buffer[] = [];
      for await (const chunk of body) chunks.push(chunk as Buffer);
      return Buffer.concat(chunks);
    },
    async stat(key): Promise<MediaStat | null> {
      try {
        const head = await client.send(new HeadObjectCommand({ Bucket, Key: objectOf(key) }));
        return { size: head.ContentLength ?? 0, modified: head.LastModified ?? new Date(0), etag: head.ETag ?? '' };
      } catch (error) {
        if (notFound(error)) return null;
        throw error;
      }
    },
    exists: async (key) => (await store.stat(key)) !== null,
    async delete(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: objectOf(key) }));
    },
    async deletePrefix(prefix) {
      await deleteObjects(await objectsUnder(prefix));
    },
    list: async (prefix) => (await objectsUnder(prefix)).map(keyOf).sort(),
    async folders(prefix) {
      const Prefix = `${objectOf(prefix)}/`;
      const names: string[] = [];
      for await (const page of paginateListObjectsV2({ client }, { Bucket, Prefix, Delimiter: '/' }))
        for (const common of page.CommonPrefixes ?? []) if (common.Prefix !== undefined) names.push(common.Prefix.slice(Prefix.length, -1));
      return names.sort();
    },
    async move(from, to) {
      await copyObject(client, Bucket, objectOf(from), objectOf(to));
      await client.send(new DeleteObjectCommand({ Bucket, Key: objectOf(from) }));
    },
    async copyPrefix(from, to) {
      const sources = await objectsUnder(from);
      const [fromObject, toObject] = [objectOf(from), objectOf(to)];
      const targets = sources.map((source) => `${toObject}${source.slice(fromObject.length)}`);
      const limit = pLimit(PARALLEL);
      try {
        await Promise.all(sources.map((source, at) => limit(() => copyObject(client, Bucket, source, targets[at] as string))));
      } catch (error) {
        // No half copy is left for a caller that sees the failure (the interface's "whole or not at all").
        await deleteObjects(targets).catch(() => undefined);
        throw error;
      }
    },
    async materialise(key): Promise<LocalCopy> {
      const body = await get(key);
      if (body === null) throw Object.assign(new Error(`no media object ${key}`), { code: 'ENOENT' });
      // What a process that stopped mid-way left goes once it is older than any job runs.
      const parent = await sweptFolder(join(scratchRoot, MATERIALISED_DIR), new Date(), WORK_STALE_MS);
      const dir = join(parent, randomUUID());
      const release = () => rm(dir, { recursive: true, force: true });
      try {
        await mkdir(dir, { recursive: true });
        const path = join(dir, basename(key));
        await pipeline(body, createWriteStream(path));
        return { path, release };
      } catch (error) {
        body.destroy();
        await release();
        throw error;
      }
    },
    async publish(scratchDir, prefix) {
      const before = new Set(await objectsUnder(prefix));
      const files = await filesUnder(scratchDir);
      const limit = pLimit(PARALLEL);
      await Promise.all(files.map((file) => limit(() => upload(`${prefix}/${file}`, createReadStream(join(scratchDir, file))))));
      // What the new files did not replace is the old output's: gone, as the local driver's rename leaves it.
      for (const file of files) before.delete(objectOf(`${prefix}/${file}`));
      await deleteObjects([...before]);
      await rm(scratchDir, { recursive: true, force: true });
    },
  };
  return store;
}
