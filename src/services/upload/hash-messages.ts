/** What the page and the hash worker (hash.worker.ts) say to each other. */
export type HashRequest = { file: File };

export type HashReply = { type: 'progress'; share: number } | { type: 'done'; identifier: string } | { type: 'error'; message: string };
