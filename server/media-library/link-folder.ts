import { copyFile, link, mkdir, readdir, rename, rm } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * A second copy of a media folder that costs no space: every file hard-linked (copied where the
 * file system refuses links), so either folder may later be deleted without touching the other.
 * Written under a temporary name and renamed, so the copy appears whole or not at all.
 */
async function linkTree(from: string, to: string): Promise<void> {
  await mkdir(to, { recursive: true });
  for (const entry of await readdir(from, { withFileTypes: true })) {
    const [source, target] = [join(from, entry.name), join(to, entry.name)];
    if (entry.isDirectory()) await linkTree(source, target);
    else if (entry.isFile()) await link(source, target).catch(() => copyFile(source, target));
  }
}

export async function linkFolder(from: string, to: string): Promise<void> {
  const work = `${to}.tmp-${process.pid}`;
  await rm(work, { recursive: true, force: true });
  try {
    await linkTree(from, work);
    await rename(work, to);
  } catch (error) {
    await rm(work, { recursive: true, force: true });
    throw error;
  }
}
