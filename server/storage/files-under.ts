import { readdir } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';

const missing = (error: unknown) =>
  (error as NodeJS.ErrnoException).code === 'ENOENT' || (error as NodeJS.ErrnoException).code === 'ENOTDIR';

/** Files below `dir` as paths relative to it, `/`-separated; none when `dir` does not exist. */
export async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true }).catch((error: unknown) => {
    if (missing(error)) return [];
    throw error;
  });
  return entries.filter((entry) => entry.isFile()).map((entry) => relative(dir, join(entry.parentPath, entry.name)).split(sep).join('/'));
}
