import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, readdir, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { MediaStore } from './media-store';

/**
 * Scratch files of a request on its way in (docs/media-store.md "Scratch space"): a multipart
 * file is written to a temporary file as it arrives (never held whole in memory) and put into
 * the store (MediaStore.putFile) only once the whole request is accepted. The folder is
 * `<store.scratchRoot>/.incoming` (DATA_DIR/media/.incoming on the local driver, so putting a
 * file in is one rename), shared by every app process on the data folder (docs/scaling.md): a
 * start removes only what a stopped or crashed process left behind (older than
 * INCOMING_STALE_MS), never another process's upload in flight.
 */
export const INCOMING_DIR = '.incoming';
/** Far longer than any upload through this folder takes (SPEC §5: 10 s for a picture). */
export const INCOMING_STALE_MS = 3_600_000;

/**
 * Makes `dir` where missing and removes what is in it older than `staleMs`: left by a process
 * that stopped, since a live one's scratch is far younger (a shared scratch folder's sweep).
 */
export async function sweptFolder(dir: string, now: Date, staleMs: number): Promise<string> {
  await mkdir(dir, { recursive: true });
  for (const name of await readdir(dir)) {
    const path = join(dir, name);
    const info = await stat(path).catch(() => null);
    if (info && now.getTime() - info.mtimeMs > staleMs) await rm(path, { recursive: true, force: true });
  }
  return dir;
}

export async function prepareIncoming(store: MediaStore, now: Date): Promise<string> {
  return sweptFolder(join(store.scratchRoot, INCOMING_DIR), now, INCOMING_STALE_MS);
}

/**
 * Streams `file` to a new temporary file in `incomingDir`, showing each chunk to `inspect` first
 * (which may throw to stop it: a size limit, a file that is not a picture). On any failure, the
 * client's abort included, the temporary file is removed and the error thrown.
 */
export async function receiveToScratch(
  file: Readable,
  incomingDir: string,
  inspect: (chunk: Buffer) => void,
): Promise<{ tempPath: string; sizeBytes: number }> {
  const tempPath = join(incomingDir, `${randomUUID()}.part`);
  let sizeBytes = 0;
  const writer = createWriteStream(tempPath, { flags: 'wx' });
  try {
    await pipeline(
      file,
      async function* (chunks: AsyncIterable<Buffer>) {
        for await (const chunk of chunks) {
          sizeBytes += chunk.length;
          inspect(chunk);
          yield chunk;
        }
      },
      writer,
    );
    return { tempPath, sizeBytes };
  } catch (error) {
    // A writer stopped while still opening creates its file afterwards: wait for it to close.
    if (!writer.closed) await new Promise<void>((resolve) => writer.once('close', () => resolve()));
    await rm(tempPath, { force: true });
    throw error;
  }
}

/** Removes scratch files a request left (one put into the store is gone already). */
export async function discardScratch(paths: readonly string[]): Promise<void> {
  await Promise.all(paths.map((path) => rm(path, { force: true })));
}
