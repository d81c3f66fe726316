import Dexie, { type Table } from 'dexie';
import { APP_NAME } from '../../constants';
import type { UploadTargetParams } from './upload-target';

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
  /** `<md5>-<size>`, the server's key for the upload. */
  identifier: string;
  name: string;
  size: number;
  target: UploadTargetParams;
  /** When it was first added (epoch ms): the panel lists the oldest first. */
  addedAt: number;
};

export class UploadMemoryDatabase extends Dexie {
  uploads!: Table<RememberedUpload, [string, string]>;

  constructor(name = `${APP_NAME}.uploads`, options?: ConstructorParameters<typeof Dexie>[1]) {
    super(name, options);
    this.version(1).stores({ uploads: '[userId+identifier], userId' });
  }
}

export function createUploadMemory(db: UploadMemoryDatabase = new UploadMemoryDatabase()) {
  return {
    /** Keeps the file, or refreshes it if known; `addedAt` stays the first one. */
    async remember(upload: RememberedUpload): Promise<void> {
      await db.transaction('rw', db.uploads, async () => {
        const known = await db.uploads.get([upload.userId, upload.identifier]);
        await db.uploads.put({ ...upload, addedAt: known?.addedAt ?? upload.addedAt });
      });
    },
    async forget(userId: string, identifier: string): Promise<void> {
      await db.uploads.delete([userId, identifier]);
    },
    /** The user's unfinished uploads, oldest first. */
    async list(userId: string): Promise<RememberedUpload[]> {
      const rows = await db.uploads.where('userId').equals(userId).toArray();
      return rows.sort((a, b) => a.addedAt - b.addedAt);
    },
  };
}

export type UploadMemory = ReturnType<typeof createUploadMemory>;
