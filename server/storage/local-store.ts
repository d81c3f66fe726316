import { createWriteStream, mkdirSync } from 'node:fs';
import { copyFile, link, mkdir, open, readdir, readFile, rename, rm, stat } from 'node:fs/promises';
import { filesUnder } from './files-under';
import { dirname, join, resolve, sep } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { randomUUID } from 'node:crypto';
import { checkedKey, MediaKeyError, type ByteRange, type LocalCopy, type MediaKey, type MediaStat, type MediaStore } from './media-store';

const missing = (error: unknown) =>
  (error as NodeJS.ErrnoException).code === 'ENOENT' || (error as NodeJS.ErrnoException).code === 'ENOTDIR';

/** rename, or copy and remove when the scratch file is on another file system (EXDEV). */
async function moveFile(from: string, to: string): Promise<void> {
  try {
    await rename(from, to);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error;
    const temp = `${to}.${randomUUID()}.part`;
    await copyFile(from, temp);
    await rename(temp, to);
    await rm(from, { force: true });
  }
}

/** Hard-links every file of `from` into `to` (copies where the file system refuses links). */
async function linkTree(from: string, to: string): Promise<void> {
  await mkdir(to, { recursive: true });
  for (const entry of await readdir(from, { withFileTypes: true })) {
    const [source, target] = [join(from, entry.name), join(to, entry.name)];
    if (entry.isDirectory()) await linkTree(source, target);
    else if (entry.isFile()) await link(source, target).catch(() => copyFile(source, target));
  }
}

/**
 * The media store on a local folder (DATA_DIR/media): a key is a path below `root`. Nothing is
 * copied that a rename can move, so uploads and transcodes cost what they did before the store
 * existed (docs/bench.md).
 */
export function createLocalMediaStore(rootDir: string): MediaStore {
  const root = resolve(rootDir);
  // Made at boot, so serving from the folder (localRoot) works before anything is stored.
  mkdirSync(root, { recursive: true });
  const pathOf = (key: MediaKey): string => {
    const path = join(root, checkedKey(key));
    // checkedKey already refuses `..`; this keeps the promise should that rule ever loosen.
    if (!path.startsWith(`${root}${sep}`)) throw new MediaKeyError(key, 'outside the store');
    return path;
  };
  const fileStat = async (key: MediaKey) => {
    const found = await stat(pathOf(key)).catch((error: unknown) => {
      if (missing(error)) return null;
      throw error;
    });
    return found?.isFile() ? found : null;
  };
  /** Writes beside the target and renames, so a reader never sees half a file. */
  const writeAtomically = async (key: MediaKey, write: (temp: string) => Promise<void>) => {
    const path = pathOf(key);
    await mkdir(dirname(path), { recursive: true });
    const temp = `${path}.${randomUUID()}.part`;
    try {
      await write(temp);
      await rename(temp, path);
    } catch (error) {
      await rm(temp, { force: true });
      throw error;
    }
  };

  const store: MediaStore = {
    localRoot: root,
    scratchRoot: root,
    put: (key, body) =>
      writeAtomically(key, async (temp) => {
        const source = typeof body === 'string' || Buffer.isBuffer(body) ? Readable.from([Buffer.from(body)]) : body;
        await pipeline(source, createWriteStream(temp));
      }),
    async putFile(key, scratchPath) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      await moveFile(scratchPath, path);
    },
    async get(key, range?: ByteRange) {
      const path = pathOf(key);
      // Opened before returning, so "missing" is an answer here rather than a stream error later.
      const handle = await open(path, 'r').catch((error: unknown) => {
        if (missing(error)) return null;
        throw error;
      });
      if (handle === null) return null;
      if (!(await handle.stat()).isFile()) {
        await handle.close();
        return null;
      }
      return handle.createReadStream(
        range === undefined ? {} : { start: range.start, ...(range.end === undefined ? {} : { end: range.end }) },
      );
    },
    read: async (key) =>
      readFile(pathOf(key)).catch((error: unknown) => {
        if (missing(error) || (error as NodeJS.ErrnoException).code === 'EISDIR') return null;
        throw error;
      }),
    async stat(key): Promise<MediaStat | null> {
      const found = await fileStat(key);
      if (found === null) return null;
      // The form @fastify/send gives its ETag, so both name a file the same way.
      return { size: found.size, modified: found.mtime, etag: `W/"${found.size.toString(16)}-${found.mtime.getTime().toString(16)}"` };
    },
    exists: async (key) => (await fileStat(key)) !== null,
    async delete(key) {
      await rm(pathOf(key), { force: true });
    },
    async deletePrefix(prefix) {
      await rm(pathOf(prefix), { recursive: true, force: true });
    },
    async list(prefix) {
      const files = await filesUnder(pathOf(prefix));
      return files.map((file) => `${prefix}/${file}`).sort();
    },
    async folders(prefix) {
      const entries = await readdir(pathOf(prefix), { withFileTypes: true }).catch((error: unknown) => {
        if (missing(error)) return [];
        throw error;
      });
      return entries
        .filter((entry) => entry.isDirectory())
        .map((entry) => entry.name)
        .sort();
    },
    async move(from, to) {
      const target = pathOf(to);
      await mkdir(dirname(target), { recursive: true });
      await rename(pathOf(from), target);
    },
    async copyPrefix(from, to) {
      const [source, target] = [pathOf(from), pathOf(to)];
      // Built under a temporary name and renamed, so the copy appears whole or not at all.
      const work = `${target}.tmp-${process.pid}-${randomUUID()}`;
      try {
        await linkTree(source, work);
        await rename(work, target);
      } catch (error) {
        await rm(work, { recursive: true, force: true });
        throw error;
      }
    },
    async materialise(key): Promise<LocalCopy> {
      const path = pathOf(key);
      if ((await fileStat(key)) === null) throw Object.assign(new Error(`no media object ${key}`), { code: 'ENOENT' });
      return { path, release: async () => {} };
    },
    async publish(scratchDir, prefix) {
      const target = pathOf(prefix);
      await mkdir(dirname(target), { recursive: true });
      await rm(target, { recursive: true, force: true });
      try {
        await rename(scratchDir, target);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error;
        for (const file of await filesUnder(scratchDir)) await store.putFile(`${prefix}/${file}`, join(scratchDir, file));
        await rm(scratchDir, { recursive: true, force: true });
      }
    },
  };
  return store;
}
