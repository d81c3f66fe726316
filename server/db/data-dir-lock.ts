import { linkSync, mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import { join } from 'node:path';

/**
 * One Lectern process per DATA_DIR on PGlite (docs/configuration.md "One process per data
 * folder, on PGlite"): its files have a single writer. On PostgreSQL the folder is shared and
 * not locked (docs/scaling.md). The lock is DATA_DIR/lectern.lock, made atomically (a complete file
 * hard-linked into place, which fails if one is there) and naming its holder. A lock whose holder
 * no longer runs (kill -9, a crash, a power cut) is taken over, so no manual step is needed.
 */
export const LOCK_FILE = 'lectern.lock';

/** A start-up failure about the data folder; its message is the one line to print. */
export class DataDirError extends Error {}

export type DataDirLock = { file: string; release: () => void };

const TAKEOVER_ATTEMPTS = 3;

type Holder = { pid: number; host: string; started: string | null };

const FS_REASONS: Record<string, string> = {
  ENOTDIR: 'a part of the path is a file, not a folder',
  EEXIST: 'it is a file, not a folder',
  EACCES: 'permission denied',
  EPERM: 'permission denied',
  EROFS: 'read-only file system',
  ENOSPC: 'no space left on the device',
};

const reasonOf = (error: unknown): string => {
  const { code, message } = error as NodeJS.ErrnoException;
  return code && FS_REASONS[code] ? `${FS_REASONS[code]} (${code})` : message;
};

/** When the process started, from /proc (Linux): tells a reused pid from the lock's holder. */
function startTimeOf(pid: number): string | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19] ?? null;
  } catch {
    return null;
  }
}

function removeIfThere(file: string): void {
  try {
    unlinkSync(file);
  } catch {
    // Already gone.
  }
}

function readOrNull(file: string): string | null {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return null;
  }
}

/** Links the complete draft into place; false when a lock is already there. */
function tryLink(draft: string, file: string, dataDir: string): boolean {
  try {
    linkSync(draft, file);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw new DataDirError(`DATA_DIR=${dataDir} is not writable: ${reasonOf(error)}`);
  }
}

/** Garbage (no pid) counts as stale: locks are written whole before they appear. */
function parseHolder(text: string): Holder | null {
  try {
    const holder = JSON.parse(text) as Partial<Holder>;
    return Number.isInteger(holder.pid) && typeof holder.host === 'string'
      ? { pid: holder.pid!, host: holder.host, started: holder.started ?? null }
      : null;
  } catch {
    return null;
  }
}

function isRunning(holder: Holder): boolean {
  // Another machine's (or container's) process cannot be checked from here: assume it runs.
  if (holder.host !== hostname()) return true;
  // A restarted container often gets the same pid as its previous life.
  if (holder.pid === process.pid) return false;
  try {
    process.kill(holder.pid, 0);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ESRCH') return false;
  }
  const started = startTimeOf(holder.pid);
  return holder.started === null || started === null || started === holder.started;
}

const inUse = (dataDir: string, holder: Holder) =>
  new DataDirError(
    `DATA_DIR=${dataDir} is in use by another Lectern process (pid ${holder.pid}${holder.host === hostname() ? '' : ` on ${holder.host}`}); ` +
      `stop it or choose another DATA_DIR${holder.host === hostname() ? '' : `, or delete ${join(dataDir, LOCK_FILE)} if that machine is gone`}`,
  );

/** Creates DATA_DIR if needed and takes it for this process, or says in one line why not. */
export function lockDataDir(dataDir: string): DataDirLock {
  try {
    mkdirSync(dataDir, { recursive: true });
  } catch (error) {
    throw new DataDirError(`DATA_DIR=${dataDir} cannot be created: ${reasonOf(error)}`);
  }
  const file = join(dataDir, LOCK_FILE);
  const content = JSON.stringify({ pid: process.pid, host: hostname(), started: startTimeOf(process.pid) } satisfies Holder);
  const draft = `${file}.${process.pid}`;
  try {
    writeFileSync(draft, content);
  } catch (error) {
    throw new DataDirError(`DATA_DIR=${dataDir} is not writable: ${reasonOf(error)}`);
  }
  try {
    for (let attempt = 1; !tryLink(draft, file, dataDir); attempt += 1) {
      const seen = readOrNull(file);
      if (seen === null) continue; // released meanwhile: try again
      const holder = parseHolder(seen);
      if (holder && isRunning(holder)) throw inUse(dataDir, holder);
      if (attempt >= TAKEOVER_ATTEMPTS)
        throw new DataDirError(`DATA_DIR=${dataDir} is being taken by another process starting now; try again`);
      // Removed only if still the stale lock just read. Two servers starting in the same instant
      // after a crash could still both pass between the read and the removal: not worth a second lock.
      if (readOrNull(file) === seen) removeIfThere(file);
    }
  } finally {
    unlinkSync(draft);
  }
  let held = true;
  return {
    file,
    release() {
      if (!held) return;
      held = false;
      if (readOrNull(file) === content) removeIfThere(file);
    },
  };
}
