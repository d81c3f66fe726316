import { mkdir, rename, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { SeedFile } from './context';
import type { SeedLog } from './insert';

/** Writes the seed's files under the media root, each atomically (temporary name, then rename). */
export async function writeSeedFiles(mediaDir: string, files: SeedFile[], log: SeedLog): Promise<void> {
  for (const file of files) {
    const target = join(mediaDir, file.path);
    await mkdir(dirname(target), { recursive: true });
    const temporary = `${target}.tmp-${process.pid}`;
    await writeFile(temporary, file.content);
    await rename(temporary, target);
  }
  log(`seed: files ${files.length}/${files.length}`);
}
