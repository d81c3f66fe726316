import { loadOnce } from '../load-once';
import type { LogStore } from './log-store';

/**
 * The client log store (log-store.ts) with Dexie loaded on first use: the log buffer's first
 * write or pruning, or /kiaf/log, never the first page.
 */
export function lazyLogStore(): LogStore {
  const store = loadOnce(async () => (await import('./log-store')).createLogStore());
  return {
    write: async (entries) => (await store()).write(entries),
    deleteBefore: async (before) => (await store()).deleteBefore(before),
    query: async (filter, limit) => (await store()).query(filter, limit),
    types: async () => (await store()).types(),
    exportJson: async (filter) => (await store()).exportJson(filter),
  };
}
