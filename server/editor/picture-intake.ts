import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, readdir, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { SCREENSHOT_MAX_BYTES } from '../../src/constants';
import { ApiError } from '../errors';
import { SNIFF_BYTES, sniffImage, type ImageType } from './image-type';

/**
 * Pictures of an upload on their way in: each is written to a temporary file under the media
 * root as it arrives (never held whole in memory), and renamed into place only when the whole
 * upload is accepted (editor-images.ts). Folder DATA_DIR/media/.incoming, shared by every app
 * process on the data folder (docs/scaling.md): a start removes only what a stopped or crashed
 * process left behind (older than INCOMING_STALE_MS), never another process's upload in flight.
 */
export const INCOMING_DIR = '.incoming';
/** Far longer than any picture upload takes (SPEC §5: 10 s). */
export const INCOMING_STALE_MS = 3_600_000;

export type ReceivedPicture = { fileName: string; type: ImageType; sizeBytes: number; tempPath: string };

export async function prepareIncoming(mediaDir: string, now: Date): Promise<string> {
  const dir = join(mediaDir, INCOMING_DIR);
  await mkdir(dir, { recursive: true });
  for (const name of await readdir(dir)) {
    const path = join(dir, name);
    const info = await stat(path).catch(() => null);
    if (info && now.getTime() - info.mtimeMs > INCOMING_STALE_MS) await rm(path, { recursive: true, force: true });
  }
  return dir;
}

const notPicture = (fileName: string) =>
  new ApiError('unsupportedMediaType', `${fileName || 'file'}: only PNG, JPEG, GIF and WebP pictures are accepted`);

/**
 * Streams one multipart file to a temporary file, telling its type by its first bytes as soon as
 * they are in (a file that is not a picture stops there), and telling `take` each chunk's size
 * (the quota's budget, which may stop it too). On any failure, the client's abort included, the
 * temporary file is removed and the error thrown.
 */
export async function receivePicture(
  file: Readable & { truncated?: boolean },
  fileName: string,
  incomingDir: string,
  take: (bytes: number) => void,
): Promise<ReceivedPicture> {
  const tempPath = join(incomingDir, `${randomUUID()}.part`);
  let head = Buffer.alloc(0);
  let type: ImageType | null = null;
  let sizeBytes = 0;
  const sniff = () => {
    type = sniffImage(head);
    if (type === null) throw notPicture(fileName);
  };
  const writer = createWriteStream(tempPath, { flags: 'wx' });
  try {
    await pipeline(
      file,
      async function* (chunks: AsyncIterable<Buffer>) {
        for await (const chunk of chunks) {
          sizeBytes += chunk.length;
          take(chunk.length);
          if (type === null && head.length < SNIFF_BYTES) {
            head = Buffer.concat([head, chunk.subarray(0, SNIFF_BYTES - head.length)]);
            if (head.length === SNIFF_BYTES) sniff();
          }
          yield chunk;
        }
        if (type === null) sniff();
      },
      writer,
    );
    // Past the size limit busboy cuts the file short and says so here.
    if (file.truncated) throw new ApiError('payloadTooLarge', `each picture may be at most ${SCREENSHOT_MAX_BYTES} bytes`);
    return { fileName, type: type!, sizeBytes, tempPath };
  } catch (error) {
    // A writer stopped while still opening creates its file afterwards: wait for it to close.
    if (!writer.closed) await new Promise<void>((resolve) => writer.once('close', () => resolve()));
    await rm(tempPath, { force: true });
    throw error;
  }
}
