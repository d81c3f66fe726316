import Dexie, { type EntityTable } from 'dexie';
import { APP_NAME, LOG_DB_VERSION } from '../../constants';
import type { ClientLogEntry } from '../../machines/log-buffer.machine';

/**
 * The local client log store (SPEC §4 "Client log buffer", §9: database version 2). The log
 * buffer machine writes batches here; /kiaf/log reads, filters and exports it.
 */
export type StoredLogEntry = ClientLogEntry & { id?: number };

export type LogFilter = { type?: string; text?: string; from?: number; to?: number };

export class LogDatabase extends Dexie {
  entries!: EntityTable<StoredLogEntry, 'id'>;

  constructor(name = `${APP_NAME}.logs`, options?: ConstructorParameters<typeof Dexie>[1]) {
    super(name, options);
    this.version(LOG_DB_VERSION).stores({ entries: '++id, timestamp, type, username' });
  }
}

export function createLogStore(db: LogDatabase = new LogDatabase()) {
  return {
    async write(entries: ClientLogEntry[]): Promise<void> {
      await db.entries.bulkAdd(entries.map((e) => ({ ...e })));
    },
    /** Deletes entries older than `before` (epoch ms); returns how many went. */
    async deleteBefore(before: number): Promise<number> {
      return db.entries.where('timestamp').below(before).delete();
    },
    /** Newest first, filtered by type, time range and free text over url, message and page. */
    async query(filter: LogFilter = {}, limit = 500): Promise<StoredLogEntry[]> {
      const from = filter.from ?? 0;
      const to = filter.to ?? Number.MAX_SAFE_INTEGER;
      const text = filter.text?.trim().toLowerCase() ?? '';
      return db.entries
        .where('timestamp')
        .between(from, to, true, true)
        .reverse()
        .filter(
          (e) =>
            (!filter.type || e.type === filter.type) &&
            (!text || [e.url, e.message, e.windowId, e.username].some((v) => v?.toLowerCase().includes(text))),
        )
        .limit(limit)
        .toArray();
    },
    async types(): Promise<string[]> {
      return (await db.entries.orderBy('type').uniqueKeys()).map(String);
    },
    /** A JSON document of the filtered entries, for "export". */
    async exportJson(filter: LogFilter = {}): Promise<string> {
      return JSON.stringify({ exportedAt: new Date().toISOString(), entries: await this.query(filter, Number.MAX_SAFE_INTEGER) }, null, 2);
    },
  };
}

export type LogStore = ReturnType<typeof createLogStore>;
