import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { copyFile, link, mkdir, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import { checkedKey, MediaKeyError, type MediaStore } from './media-store';
import { sweptFolder } from './scratch';

/**
 * Local folders a tool writes into as it goes (docs/media-store.md "Scratch space"): ffmpeg
 * needs paths, so a transcode, a clip or a demo video is made in a work folder and then put into
 * the store whole (`MediaStore.publish`), and the live encoder writes its HLS into a folder of
 * this process's own. Scratch is not media: it has no key and is only served by the live routes,
 * from the folder that made it. Names inside a folder are checked as keys are, so nothing a
 * request names (a live segment) reaches outside it.
 */
export type ScratchFolder = {
  /** The folder itself: ffmpeg's working directory, a root for reply.sendFile. */
  readonly path: string;
  /** The local path of `name` (`/`-separated, inside the folder). */
  pathOf(name: string): string;
  /** Makes the folder, and the folders `names` inside it, where missing. */
  make(...names: string[]): Promise<void>;
  /** Writes a whole file (a playlist, a text ffmpeg draws), making its folder. */
  write(name: string, body: string | Buffer): Promise<void>;
  /** The text of `name`; null when there is no such file. */
  readText(name: string): Promise<string | null>;
  /** The names in the folder `name` ('' for the folder itself); none when it does not exist. */
  list(name?: string): Promise<string[]>;
  /**
   * Puts the local file `source` (another scratch folder's) here as `name`, without copying its
   * bytes where the disk allows: a hard link (a capture's segments into a recording's work folder),
   * else a copy. Either side may then be deleted without touching the other.
   */
  linkFrom(name: string, source: string): Promise<void>;
  /** When `name` was last written; null when there is no such file. */
  modifiedAt(name: string): Promise<Date | null>;
  /** A mark that changes whenever `name` is written (its modification time in ns and its size); null when there is no such file. */
  version(name: string): Promise<string | null>;
  /** Removes one file; nothing there is fine. */
  delete(name: string): Promise<void>;
  /** Removes the folder and everything in it. */
  discard(): Promise<void>;
};

/** Work folders under `<scratchRoot>/.work/`, one per transcode, clip or demo video being made. */
export const WORK_DIR = '.work';
/** Live feeds under `<scratchRoot>/.live/<process>/` (server/live/live-feeds.ts). */
export const LIVE_DIR = '.live';
/**
 * Captured roads under `<scratchRoot>/.capture/<lesson>/road-<type>/part-<n>/` (server/capture/):
 * kept across restarts until the lesson's recording is made from them.
 */
export const CAPTURE_DIR = '.capture';
/**
 * A work folder this old was left by a process that stopped mid-way (a crash, a killed worker):
 * far longer than any transcode runs, whose ffmpeg is stopped after STALL_LIMIT_MS without progress.
 */
export const WORK_STALE_MS = 24 * 3_600_000;

const missing = (error: unknown) =>
  (error as NodeJS.ErrnoException).code === 'ENOENT' || (error as NodeJS.ErrnoException).code === 'ENOTDIR';

/** The local folder `path` as a ScratchFolder (not made: `make` does that). */
export function scratchFolder(path: string): ScratchFolder {
  const root = resolve(path);
  const pathOf = (name: string) => {
    const inside = join(root, checkedKey(name));
    if (!inside.startsWith(`${root}${sep}`)) throw new MediaKeyError(name, 'outside the scratch folder');
    return inside;
  };
  return {
    path: root,
    pathOf,
    async make(...names) {
      await mkdir(root, { recursive: true });
      for (const name of names) await mkdir(pathOf(name), { recursive: true });
    },
    async write(name, body) {
      const file = pathOf(name);
      await mkdir(dirname(file), { recursive: true });
      await writeFile(file, body);
    },
    readText: (name) =>
      readFile(pathOf(name), 'utf8').catch((error: unknown) => {
        if (missing(error) || (error as NodeJS.ErrnoException).code === 'EISDIR') return null;
        throw error;
      }),
    list: (name = '') =>
      readdir(name === '' ? root : pathOf(name)).catch((error: unknown) => {
        if (missing(error)) return [];
        throw error;
      }),
    async linkFrom(name, source) {
      const file = pathOf(name);
      await mkdir(dirname(file), { recursive: true });
      await rm(file, { force: true });
      await link(source, file).catch(async (error: unknown) => {
        // Another disk (EXDEV) or a file system without links: the bytes are copied instead.
        if (['EXDEV', 'EPERM', 'ENOTSUP', 'EMLINK'].includes((error as NodeJS.ErrnoException).code ?? '')) await copyFile(source, file);
        else throw error;
      });
    },
    modifiedAt: (name) =>
      stat(pathOf(name)).then(
        (info) => info.mtime,
        (error: unknown) => {
          if (missing(error)) return null;
          throw error;
        },
      ),
    version: (name) =>
      stat(pathOf(name), { bigint: true }).then(
        (info) => `${info.mtimeNs}:${info.size}`,
        (error: unknown) => {
          if (missing(error)) return null;
          throw error;
        },
      ),
    async delete(name) {
      await rm(pathOf(name), { force: true });
    },
    async discard() {
      await rm(root, { recursive: true, force: true });
    },
  };
}

/**
 * The local folder `path`, made now if missing (synchronously: a route names it as its root
 * when the server starts, before anything is written there).
 */
export function madeScratchFolder(path: string): ScratchFolder {
  const folder = scratchFolder(path);
  mkdirSync(folder.path, { recursive: true });
  return folder;
}

/** The folder `<store.scratchRoot>/<names…>`, made now (madeScratchFolder). */
export const scratchFolderIn = (store: MediaStore, ...names: string[]): ScratchFolder =>
  madeScratchFolder(join(store.scratchRoot, checkedKey(names.join('/'))));

/**
 * A new, empty work folder `<store.scratchRoot>/.work/<random>` (on the local driver inside the
 * store's own folder, so publishing it is one rename). Every process on the data folder shares
 * `.work`; what one that stopped left behind goes once older than WORK_STALE_MS.
 */
export async function newWorkFolder(store: MediaStore, now: Date = new Date()): Promise<ScratchFolder> {
  const parent = await sweptFolder(join(store.scratchRoot, WORK_DIR), now, WORK_STALE_MS);
  const folder = scratchFolder(join(parent, randomUUID()));
  await mkdir(folder.path);
  return folder;
}
