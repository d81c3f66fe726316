import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Media is read and written through the media store (server/storage/, docs/media-store.md), so
 * the object-storage driver replaces one folder, not forty call sites. A server file outside
 * server/storage/ that imports node:fs is a new media path unless it is named below with its
 * reason. The files still to move (STILL_TO_MOVE) are listed so the list can only shrink: moving
 * one over without striking it fails here too.
 */
const SERVER = resolve(import.meta.dirname, '../../server');

/** Files that touch the disk for something other than media. */
const NOT_MEDIA: Record<string, string> = {
  'auth/secret.ts': 'the token signing key file in DATA_DIR (a secret, never media)',
  'db/client.ts': "PGlite's own database folder",
  'db/data-dir-lock.ts': 'the one-process-per-DATA_DIR lock file',
  'main.ts': 'creates DATA_DIR itself before anything opens in it',
  'project-root.ts': "finds the project's folder by its package.json",
  'http/spa.ts': "the browser app's built files in dist/",
  'http/public/style-config.ts': "reads package.json for the app's version",
  'media/overlay-font.ts': 'looks for a system font for ffmpeg to draw text with',
  'capture/demo-rtsp-server.ts': "looks for VLC's program, which serves the demo's RTSP classroom",
  // The text jobs (server/lesson-text/) take the recording from the store into their work folder
  // (materialiseHls); these engines then work on those local copies with their tools.
  'lesson-text/slide-changes.ts': "ffmpeg's scene scores, a text file in a throwaway folder",
  'lesson-text/slide-ocr.ts': 'the frames Tesseract reads, in a throwaway folder',
  'lesson-text/slide-deck-video.ts': 'the slide texts ffmpeg draws, and the CJK font it needs',
  'lesson-text/speech-audio.ts': "a WAV's header and ffmpeg's list of its chunks, in the job's work folder",
  'lesson-text/speech-openai.ts': 'the WAV sent in chunks cut beside it',
  'lesson-text/speech-pocketsphinx.ts': "checks the speech model's files are installed",
};

/** Media code not moved onto the store yet (docs/media-store.md "Moving over"). */
const STILL_TO_MOVE: string[] = [];

const sourceFiles = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return path.endsWith('.ts') ? [path] : [];
  });

/** node:fs or fs, by static import, dynamic import or require. */
const FS_IMPORT = /(?:from\s*|import\s*\(\s*|require\s*\(\s*)['"](?:node:)?fs(?:\/promises)?['"]/;

const fsUsers = () =>
  sourceFiles(SERVER)
    .filter((file) => FS_IMPORT.test(readFileSync(file, 'utf8')))
    .map((file) => relative(SERVER, file))
    .sort();

describe('media goes through the media store', () => {
  it('finds the imports it judges', () => {
    expect(fsUsers()).toContain('storage/local-store.ts');
    expect(FS_IMPORT.test("const fs = await import('node:fs/promises')")).toBe(true);
    expect(FS_IMPORT.test("import { rm } from 'fs/promises';")).toBe(true);
  });

  it('has no file outside server/storage/ using node:fs except those named with a reason', () => {
    const unexplained = fsUsers().filter((file) => !file.startsWith('storage/') && !(file in NOT_MEDIA) && !STILL_TO_MOVE.includes(file));
    expect(unexplained).toEqual([]);
  });

  it('keeps the list of files still to move true: each one moved over is struck off', () => {
    const users = new Set(fsUsers());
    expect(STILL_TO_MOVE.filter((file) => !users.has(file))).toEqual([]);
    expect(Object.keys(NOT_MEDIA).filter((file) => !users.has(file))).toEqual([]);
  });
});
