import type { Readable } from 'node:stream';

/**
 * The media store (docs/media-store.md): every byte of media (uploads, transcode output, posters,
 * thumbnails, captions, clips, resources, zip packs) is read and written through one of these,
 * addressed by a key such as `vod/<id>/<attempt>/road-1/index.m3u8`, never by a path. Today's
 * driver is the local folder (local-store.ts); every operation maps one-to-one onto an object
 * store (put, ranged get, head, delete, list, copy+delete), so a second driver adds no caller code.
 */
export type MediaKey = string;

/** Bytes `start` to `end` inclusive, as in an HTTP Range; `end` omitted: to the last byte. */
export type ByteRange = { start: number; end?: number };

export type MediaStat = { size: number; modified: Date; etag: string };

/** A stored object made available as a local file (for ffmpeg); `release` when done with it. */
export type LocalCopy = { path: string; release: () => Promise<void> };

export interface MediaStore {
  /** Stores `body` under `key`, replacing what was there; readers see the old or the new bytes, never a mix. */
  put(key: MediaKey, body: Buffer | string | Readable): Promise<void>;
  /** Stores a local scratch file under `key`; the scratch file is gone afterwards (moved, not copied, on the local driver). */
  putFile(key: MediaKey, scratchPath: string): Promise<void>;
  /** The bytes of `key` (or `range` of them) as a stream; null when there is no such object. */
  get(key: MediaKey, range?: ByteRange): Promise<Readable | null>;
  /** The whole of a small object (a playlist, a picture); null when there is none. */
  read(key: MediaKey): Promise<Buffer | null>;
  stat(key: MediaKey): Promise<MediaStat | null>;
  exists(key: MediaKey): Promise<boolean>;
  /** Removes one object; nothing to remove is not an error. */
  delete(key: MediaKey): Promise<void>;
  /** Removes every object under `prefix/` (whole segments: `vod/1` never touches `vod/10/…`). */
  deletePrefix(prefix: MediaKey): Promise<void>;
  /** Every key under `prefix/`, sorted; [] when there are none. */
  list(prefix: MediaKey): Promise<MediaKey[]>;
  /**
   * The names of the folders directly under `prefix/` (a live road's parts), sorted; [] when there
   * are none. One listing call whatever the folders hold, where `list` would name every file.
   */
  folders(prefix: MediaKey): Promise<string[]>;
  /** Renames one object (copy then delete on an object store); the target is replaced. */
  move(from: MediaKey, to: MediaKey): Promise<void>;
  /**
   * Copies every object under `from/` to the same names under `to/`, which appears whole or not
   * at all; either side may later be deleted without touching the other (hard links on the
   * local driver: no space, no time; server-side copies on an object store).
   */
  copyPrefix(from: MediaKey, to: MediaKey): Promise<void>;
  /** `key` as a local file for a tool that needs a path (ffmpeg): the real file on the local driver, no copy. */
  materialise(key: MediaKey): Promise<LocalCopy>;
  /**
   * Puts every file of a local scratch folder under `prefix/` (ffmpeg's output), replacing what
   * was there; the scratch folder is gone afterwards (one rename on the local driver).
   */
  publish(scratchDir: string, prefix: MediaKey): Promise<void>;
  /**
   * The folder holding the keys, for serving files with reply.sendFile (ranges, ETag) at no
   * extra cost; null on a store with no local folder, whose files are served from `get`.
   */
  readonly localRoot: string | null;
  /**
   * A local folder for scratch files on their way into the store (scratch.ts, ffmpeg's output):
   * on the local driver the store's own folder, so putFile and publish are one rename; on an
   * object store, a folder of this process's own.
   */
  readonly scratchRoot: string;
}

export class MediaKeyError extends Error {
  constructor(key: string, why: string) {
    super(`invalid media key ${JSON.stringify(key.slice(0, 200))}: ${why}`);
    this.name = 'MediaKeyError';
  }
}

const MAX_KEY_LENGTH = 1024;

/**
 * `key` if it names an object inside the store: relative, `/`-separated segments, none empty,
 * `.` or `..`, no NUL or backslash. Keys come from the database and from requests (a segment's
 * name), so a key that could leave the store's root is refused, never normalised into one.
 */
export function checkedKey(key: string): MediaKey {
  if (key.length === 0) throw new MediaKeyError(key, 'empty');
  if (key.length > MAX_KEY_LENGTH) throw new MediaKeyError(key, 'too long');
  if (key.includes('\0')) throw new MediaKeyError(key, 'contains NUL');
  if (key.includes('\\')) throw new MediaKeyError(key, 'contains a backslash');
  if (key.startsWith('/')) throw new MediaKeyError(key, 'absolute');
  for (const segment of key.split('/'))
    if (segment === '' || segment === '.' || segment === '..') throw new MediaKeyError(key, 'empty, "." or ".." segment');
  return key;
}

/** Joins key segments: `mediaKey('vod', id, 'poster.jpg')`. */
export const mediaKey = (...segments: string[]): MediaKey => checkedKey(segments.join('/'));
