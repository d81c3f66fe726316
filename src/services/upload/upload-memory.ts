import Dexie, { type Table } from 'dexie';
import { APP_NAME } from '../../constants';
import { targetKey, type UploadTargetParams } from './upload-target';

/**
 * The uploads this browser began and has not finished (docs/uploads.md "Browser client"), so a
 * closed tab or a restarted browser can continue them: the panel lists them as paused, and
 * choosing the same file (the same identifier) again sends only the chunks the server lacks.
 * Only what describes the file and where it goes is kept: never a token or any other secret,
 * and never the file's bytes (the browser may not keep a file the user chose).
 */
export type RememberedUpload = {
  /** The signed-in user's id; each user sees only their own. */
  userId: string;
  /** `<md5>-<size>`, the server's key for the file's content. */
  identifier: string;
  name: string;
  size: number;
  target: UploadTargetParams;
  /** When it was first added (epoch ms): the panel lists the oldest first. */
  addedAt: number;
};

/** As stored: one line per user, file and target, so the same file bound for two lessons is two uploads. */
type StoredUpload = RememberedUpload & { targetKey: string };

const stored = (upload: RememberedUpload): StoredUpload => ({ ...upload, targetKey: targetKey(upload.target) });

export class UploadMemoryDatabase extends Dexie {
  pending!: Table<StoredUpload, [string, string, string]>;

  constructor(name = `${APP_NAME}.uploads`, options?: ConstructorParameters<typeof Dexie>[1]) {
    super(name, options);
    this.version(1).stores({ uploads: '[userId+identifier], userId' });
    // Version 1 kept one line per user and file, whatever the target. A key cannot change in
    // place (IndexedDB), so the lines move to a new table, keyed by the target too.
    this.version(2)
      .stores({ uploads: null, pending: '[userId+identifier+targetKey], userId' })
      .upgrade(async (tx) => {
        const old = (await tx.table('uploads').toArray()) as RememberedUpload[];
        await tx.table('pending').bulkPut(old.map(stored));
      });
  }
}

export function createUploadMemory(db: UploadMemoryDatabase = new UploadMemoryDatabase()) {
  return {
    /** Keeps the file, or refreshes it if known; `addedAt` stays the first one. */
    async remember(upload: RememberedUpload): Promise<void> {
      const line = stored(upload);
      await db.transaction('rw', db.pending, async () => {
        const known = await db.pending.get([line.userId, line.identifier, line.targetKey]);
        await db.pending.put({ ...line, addedAt: known?.addedAt ?? line.addedAt });
      });
    },
    async forget(userId: string, identifier: string, target: UploadTargetParams): Promise<void> {
      await db.pending.delete([userId, identifier, targetKey(target)]);
    },
    /** The user's unfinished uploads, oldest first. */
    async list(userId: string): Promise<RememberedUpload[]> {
      const rows = await db.pending.where('userId').equals(userId).toArray();
      return rows.sort((a, b) => a.addedAt - b.addedAt).map(({ targetKey: _key, ...upload }) => upload);
    },
  };
}

export type UploadMemory = ReturnType<typeof createUploadMemory>;
