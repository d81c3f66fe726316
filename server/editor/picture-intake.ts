import type { Readable } from 'node:stream';
import { SCREENSHOT_MAX_BYTES } from '../../src/constants';
import { ApiError } from '../errors';
import { discardScratch, receiveToScratch } from '../storage';
import { SNIFF_BYTES, sniffImage, type ImageType } from './image-type';

/**
 * Pictures of an upload on their way in: each is written to a scratch file as it arrives
 * (server/storage/scratch.ts) and put into the media store only when the whole upload is
 * accepted (editor-images.ts, admin/branding-pictures.ts).
 */
export { INCOMING_DIR, INCOMING_STALE_MS, prepareIncoming } from '../storage';

export type ReceivedPicture = { fileName: string; type: ImageType; sizeBytes: number; tempPath: string };

const notPicture = (fileName: string) =>
  new ApiError('unsupportedMediaType', `${fileName || 'file'}: only PNG, JPEG, GIF and WebP pictures are accepted`);

/**
 * Streams one multipart file to a scratch file, telling its type by its first bytes as soon as
 * they are in (a file that is not a picture stops there), and telling `take` each chunk's size
 * (the quota's budget, which may stop it too). On any failure, the client's abort included, the
 * scratch file is removed and the error thrown.
 */
export async function receivePicture(
  file: Readable & { truncated?: boolean },
  fileName: string,
  incomingDir: string,
  take: (bytes: number) => void,
): Promise<ReceivedPicture> {
  let head = Buffer.alloc(0);
  let type: ImageType | null = null;
  const sniff = () => {
    type = sniffImage(head);
    if (type === null) throw notPicture(fileName);
  };
  const { tempPath, sizeBytes } = await receiveToScratch(file, incomingDir, (chunk) => {
    take(chunk.length);
    if (type === null && head.length < SNIFF_BYTES) {
      head = Buffer.concat([head, chunk.subarray(0, SNIFF_BYTES - head.length)]);
      if (head.length === SNIFF_BYTES) sniff();
    }
  });
  try {
    if (type === null) sniff();
    // Past the size limit busboy cuts the file short and says so here.
    if (file.truncated) throw new ApiError('payloadTooLarge', `each picture may be at most ${SCREENSHOT_MAX_BYTES} bytes`);
    return { fileName, type: type!, sizeBytes, tempPath };
  } catch (error) {
    await discardScratch([tempPath]);
    throw error;
  }
}
