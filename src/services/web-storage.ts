/**
 * The browser's local and session storage, or a stand-in kept in this page's memory when the
 * browser refuses them. Chrome (with third-party cookies blocked, as in its private windows) and
 * Safari deny Web Storage to a page framed by another site: reading `localStorage` throws. That is
 * where an LTI launch runs, inside a learning platform's course page (docs/lti.md "No cookie in
 * the frame"). The app then keeps its session and settings for the life of the page: a reload of
 * the frame signs in again by opening the course's link. Where storage works nothing changes.
 */
export type WebStorageArea = 'local' | 'session';

function memoryStorage(): Storage {
  const items = new Map<string, string>();
  const storage: Pick<Storage, 'length' | 'key' | 'getItem' | 'setItem' | 'removeItem' | 'clear'> = {
    get length() {
      return items.size;
    },
    key: (index) => [...items.keys()][index] ?? null,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, String(value)),
    removeItem: (key) => void items.delete(key),
    clear: () => items.clear(),
  };
  return storage as Storage;
}

const standIns: Partial<Record<WebStorageArea, Storage>> = {};

export function webStorage(area: WebStorageArea): Storage {
  try {
    return area === 'session' ? window.sessionStorage : window.localStorage;
  } catch {
    return (standIns[area] ??= memoryStorage());
  }
}

/** Every key a storage holds (the stand-in has no enumerable properties, so `Object.keys` will not do). */
export const storedKeysOf = (storage: Storage): string[] =>
  Array.from({ length: storage.length }, (_, index) => storage.key(index)).filter((key): key is string => key !== null);
