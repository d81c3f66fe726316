import type { HashReply } from './hash-messages';
import { blobReader, sampledIdentifier } from './sampled-identifier';

export type ComputeOptions = { onProgress: (share: number) => void; signal: AbortSignal };

/** The file could not be read (moved, deleted, no permission): the panel says so and cancels it. */
export class FileReadError extends Error {
  override readonly name = 'FileReadError';
}

/**
 * The file's upload identifier from the hash worker (one worker per file, ended when done or
 * when the file is cancelled). Without Worker support it is computed here, which only freezes
 * the page as long as reading five blocks takes.
 */
export function computeIdentifier(file: File, { onProgress, signal }: ComputeOptions): Promise<string> {
  if (typeof Worker === 'undefined') {
    return sampledIdentifier(file.size, blobReader(file), onProgress).catch((error: unknown) => {
      throw new FileReadError(String(error));
    });
  }
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./hash.worker.ts', import.meta.url), { type: 'module' });
    const end = () => {
      worker.terminate();
      signal.removeEventListener('abort', abort);
    };
    const abort = () => {
      end();
      reject(new DOMException('hashing stopped', 'AbortError'));
    };
    signal.addEventListener('abort', abort);
    worker.onmessage = (event: MessageEvent<HashReply>) => {
      const reply = event.data;
      if (reply.type === 'progress') return onProgress(reply.share);
      end();
      if (reply.type === 'done') resolve(reply.identifier);
      else reject(new FileReadError(reply.message));
    };
    worker.onerror = (event) => {
      end();
      reject(new FileReadError(event.message));
    };
    worker.postMessage({ file });
  });
}
