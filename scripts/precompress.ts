import { readFile, readdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

/**
 * Brotli and gzip copies of the built app's text files (`<file>.br`, `<file>.gz`), made once at
 * build time at the highest levels, so the server sends them as they are (server/http/spa.ts,
 * @fastify/static `preCompressed`) instead of compressing on every request. Source maps are left
 * alone: only developer tools fetch them, and compressing them would double the build time.
 */
export const PRECOMPRESS_MIN_BYTES = 1024;
const TEXT_FILE = /\.(?:js|mjs|css|html|svg|json|txt|xml|webmanifest)$/i;

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name));
}

/** Writes the compressed copies of every text file of `dir` of at least PRECOMPRESS_MIN_BYTES; returns how many files. */
export async function precompressDir(dir: string): Promise<number> {
  const files = (await filesUnder(dir)).filter((file) => TEXT_FILE.test(file));
  let done = 0;
  await Promise.all(
    files.map(async (file) => {
      const bytes = await readFile(file);
      if (bytes.length < PRECOMPRESS_MIN_BYTES) return;
      const [br, gz] = await Promise.all([
        brotli(bytes, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
            [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
          },
        }),
        gzipped(bytes, { level: constants.Z_BEST_COMPRESSION }),
      ]);
      // A copy that saves nothing would only cost a disk read per request.
      if (br.length < bytes.length) await writeFile(`${file}.br`, br);
      if (gz.length < bytes.length) await writeFile(`${file}.gz`, gz);
      done += 1;
    }),
  );
  return done;
}

/** The Vite plugin: after `vite build` has written dist/ (public files included), compress it. */
export function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'lectern:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = join(config.root, config.build.outDir);
    },
    async closeBundle() {
      await precompressDir(outDir);
    },
  };
}
