import { loadOnce } from '../load-once';

/**
 * The last refresh-token rotation made in this browser: `previous` was exchanged for `next`.
 * Tabs share the refresh token through local storage, but Chromium hands a write in one tab to
 * the other tabs' processes a moment later, so a tab taking the refresh lock right after another
 * released it can still read the token just rotated, present it, and have the server revoke the
 * session as a reuse. IndexedDB is one store for every tab, so the exchange checks it: when the
 * token it read is this record's `previous`, the current one is `next`.
 */
export type Rotation = { previous: string; next: string };

export type RotationRecord = {
  read: () => Promise<Rotation | null>;
  write: (rotation: Rotation) => Promise<void>;
  /** At sign-out: no token of the ended session stays behind. */
  clear: () => Promise<void>;
};

const KEY = 'last';

/** Without IndexedDB (tests in Node, very old browsers) there is no record: local storage alone. */
export function browserRotationRecord(): RotationRecord {
  if (typeof indexedDB === 'undefined') return { read: async () => null, write: async () => {}, clear: async () => {} };
  // Dexie is loaded on the first refresh or sign-out, not with the first page.
  const rotations = loadOnce(async () => new (await import('./rotation-database')).RotationDatabase().rotations);
  return {
    // A broken store (private mode quota, a blocked upgrade, its code not loading) must not stop the refresh.
    read: async () => {
      const row = await rotations()
        .then((table) => table.get(KEY))
        .catch(() => undefined);
      return row ? { previous: row.previous, next: row.next } : null;
    },
    write: async (rotation) => {
      await rotations()
        .then((table) => table.put({ key: KEY, ...rotation }))
        .catch(() => undefined);
    },
    clear: async () => {
      await rotations()
        .then((table) => table.clear())
        .catch(() => undefined);
    },
  };
}

let shared: RotationRecord | null = null;

/** The page's one record (opened on first use). */
export const sharedRotationRecord = (): RotationRecord => (shared ??= browserRotationRecord());

/** The token to present: `stored`, unless this browser already rotated it (then its successor). */
export function currentRefreshToken(stored: string, rotation: Rotation | null): string {
  return rotation !== null && rotation.previous === stored ? rotation.next : stored;
}
