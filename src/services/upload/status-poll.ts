import { UPLOAD_CHUNK_BYTES } from '../../constants';
import { targetQuery, type UploadTargetParams } from './upload-target';

/**
 * The pre-test of a file's first chunk: its answer carries the upload's row (`upload`), so the
 * panel can ask how a merge or transcode is going should an event of the stream be missed.
 */
export function firstChunkQuery(
  file: { name: string; size: number },
  identifier: string,
  target: UploadTargetParams,
): Record<string, string | number> {
  return {
    resumableChunkNumber: 1,
    resumableChunkSize: UPLOAD_CHUNK_BYTES,
    resumableCurrentChunkSize: Math.min(file.size, UPLOAD_CHUNK_BYTES),
    resumableTotalSize: file.size,
    resumableIdentifier: identifier,
    resumableFilename: file.name,
    resumableTotalChunks: Math.max(1, Math.ceil(file.size / UPLOAD_CHUNK_BYTES)),
    ...targetQuery(target),
  };
}
