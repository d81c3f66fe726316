import { randomBytes } from 'node:crypto';
import { existsSync, linkSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The access-token signing key: JWT_SECRET when set, otherwise one generated on first start and
 * kept (mode 600) in DATA_DIR, so tokens survive a restart without any configuration.
 */
export function loadSigningSecret(dataDir: string, configured: string | undefined): Uint8Array {
  if (configured) return new TextEncoder().encode(configured);
  const dir = join(dataDir, 'secrets');
  const file = join(dir, 'jwt.key');
  if (!existsSync(file)) {
    mkdirSync(dir, { recursive: true, mode: 0o700 });
    // Written whole under a name of its own, then linked into place: a process sharing DATA_DIR
    // never reads a key half written, and of processes starting together the first link wins.
    const draft = join(dir, `jwt.key.${process.pid}.${randomBytes(4).toString('hex')}`);
    writeFileSync(draft, randomBytes(48).toString('base64url'), { mode: 0o600, flag: 'wx' });
    try {
      linkSync(draft, file);
    } catch (error) {
      // Another process sharing DATA_DIR made it first: use theirs.
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    } finally {
      rmSync(draft, { force: true });
    }
  }
  return new TextEncoder().encode(readFileSync(file, 'utf8').trim());
}
