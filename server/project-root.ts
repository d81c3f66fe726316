import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The checkout's root folder, found from this file upwards, so paths to the migrations, the
 * built web app and package.json hold both when the server runs from its sources (tsx, tests)
 * and from the bundle `npm start` builds (dist-server/, scripts/start.mjs).
 */
function findRoot(from: string): string {
  for (let dir = from; ; dir = dirname(dir)) {
    if (existsSync(join(dir, 'package.json')) && existsSync(join(dir, 'server'))) return dir;
    if (dirname(dir) === dir) throw new Error(`no Lectern checkout above ${from}`);
  }
}

export const PROJECT_ROOT = findRoot(dirname(fileURLToPath(import.meta.url)));
