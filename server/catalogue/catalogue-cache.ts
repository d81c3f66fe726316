import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rowsOf } from '../db/sql-rows';

/**
 * The catalogue's caches (docs/search.md "Caches"): each caller's visible classes, hot keyword
 * hits and the lists' totals. Correct across processes without messages: every write that
 * can change an answer bumps the one-row `catalogue_stamp` in its own transaction (triggers,
 * migration 0015), and each catalogue call's answering statement reads the stamp too
 * (withCatalogueCache); when it moved, every entry is dropped and the call runs again. So a new
 * enrolment, a visibility change or a new recording shows at the next call, whichever process or
 * path wrote it. Entries also expire (TTL_MS) and are bounded in number.
 */
const TTL_MS = { visible: 60_000, hits: 60_000, totals: 15_000 } as const;
const MAX_ENTRIES = 5_000;

type Entry<V> = { value: V; expires: number };
type Kind = keyof typeof TTL_MS;

class Store {
  stamp: string | null = null;
  readonly maps: Record<Kind, Map<string, Entry<unknown>>> = { visible: new Map(), hits: new Map(), totals: new Map() };
  clear(): void {
    for (const map of Object.values(this.maps)) map.clear();
  }
}

/** One store per database: tests and the bench run several servers in one process. */
const stores = new WeakMap<Db, Store>();

/** A catalogue call's view of the caches, at the stamp they held when it began. */
export type CatalogueCache = {
  get<V>(kind: Kind, key: string): V | undefined;
  set<V>(kind: Kind, key: string, value: V): void;
};

/** The stamp, as a column of the statement that answers a call: read in the same snapshot as the answer. */
export const stampColumn = sql<string>`(select stamp::text from catalogue_stamp where id = 1)`;

async function readStamp(db: Db): Promise<string | null> {
  const [row] = await rowsOf<{ stamp: string }>(db, sql`select ${stampColumn} as stamp`);
  return row?.stamp ?? null;
}

function viewOf(store: Store): CatalogueCache {
  const stamp = store.stamp;
  return {
    get<V>(kind: Kind, key: string) {
      const entry = store.maps[kind].get(key);
      if (!entry) return undefined;
      if (entry.expires > Date.now()) return entry.value as V;
      store.maps[kind].delete(key);
      return undefined;
    },
    set<V>(kind: Kind, key: string, value: V) {
      // The store moved on since this call began: what it computed may be older.
      if (store.stamp !== stamp) return;
      const map = store.maps[kind];
      if (map.size >= MAX_ENTRIES) map.delete(map.keys().next().value!);
      map.set(key, { value, expires: Date.now() + TTL_MS[kind] });
    },
  };
}

/** What a call answered, with the stamp its answering statement read (null when it read none: no row). */
export type Stamped<T> = { answer: T; stamp: string | null };

/**
 * Runs a catalogue call with the caches, without a round trip of its own in the usual case: the
 * answering statement also reads the stamp. When that stamp is the one the caches were filled
 * at, nothing the call used from them has changed since (every relevant write bumps it, and the
 * statement started after the call's other reads ended): the answer stands. Otherwise the caches
 * are dropped and the call runs again on fresh reads; a third try keeps its answer whatever.
 */
export async function withCatalogueCache<T>(db: Db, call: (cache: CatalogueCache) => Promise<Stamped<T>>): Promise<T> {
  let store = stores.get(db);
  if (!store) stores.set(db, (store = new Store()));
  for (let attempt = 1; ; attempt++) {
    const began = store.stamp;
    const { answer, stamp } = await call(viewOf(store));
    const seen = stamp ?? (await readStamp(db));
    if (seen === began) return answer;
    if (seen !== store.stamp) {
      store.clear();
      store.stamp = seen;
    }
    if (attempt === 3) return answer;
  }
}
