import { CHUNK_LOAD_TIMEOUT_MS } from '../constants';

/** A page's code that did not arrive: the router shows ChunkLoadErrorPage for it. */
export class ChunkLoadError extends Error {
  override readonly name = 'ChunkLoadError';
}

/** Tries left after the first attempt: one more, for a request lost on a flaky network. */
export const CHUNK_LOAD_RETRIES = 1;

/**
 * A page's code (a code-split chunk) loaded within CHUNK_LOAD_TIMEOUT_MS (SPEC §9, 120 s), tried
 * once more when an attempt fails or times out; then a ChunkLoadError, which the router's error
 * page turns into a sentence and a reload button instead of a blank page.
 */
export function withChunkTimeout<T>(
  load: () => Promise<T>,
  timeoutMs = CHUNK_LOAD_TIMEOUT_MS,
  retries = CHUNK_LOAD_RETRIES,
): () => Promise<T> {
  const attempt = () =>
    new Promise<T>((resolve, reject) => {
      const timer = setTimeout(() => reject(new ChunkLoadError(`page code not loaded within ${timeoutMs} ms`)), timeoutMs);
      load().then(
        (value) => {
          clearTimeout(timer);
          resolve(value);
        },
        (error: unknown) => {
          clearTimeout(timer);
          reject(new ChunkLoadError('page code could not be loaded', { cause: error }));
        },
      );
    });
  return async () => {
    for (let tries = 0; ; tries += 1) {
      try {
        return await attempt();
      } catch (error) {
        if (tries >= retries) throw error;
      }
    }
  };
}
