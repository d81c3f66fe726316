import { blobReader, sampledIdentifier } from './sampled-identifier';
import type { HashReply, HashRequest } from './hash-messages';

/**
 * Computes a file's upload identifier off the page's thread, so a large file never freezes the
 * page; posts the percentage read as it goes.
 */
type WorkerScope = { onmessage: ((event: MessageEvent<HashRequest>) => void) | null; postMessage: (reply: HashReply) => void };
// The project's types are the page's (lib DOM); only these two members of the worker's scope are used.
const scope = self as unknown as WorkerScope;

scope.onmessage = (event) => {
  const { file } = event.data;
  const post = (reply: HashReply) => scope.postMessage(reply);
  sampledIdentifier(file.size, blobReader(file), (share) => post({ type: 'progress', share })).then(
    (identifier) => post({ type: 'done', identifier }),
    (error: unknown) => post({ type: 'error', message: error instanceof Error ? error.message : String(error) }),
  );
};
