import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

/** Builds the SPA when dist/ is missing or older than its sources (DESIGN.md §2). */
const root = resolve(import.meta.dirname, '..');
const SOURCES = ['src', 'public', 'index.html', 'vite.config.ts', 'package.json', 'package-lock.json'];
const STAMP = join(root, 'dist', '.build-stamp');

function newestMtime(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce((max, name) => Math.max(max, newestMtime(join(path, name))), stat.mtimeMs);
}

export function spaBuildIsStale(): boolean {
  if (!existsSync(STAMP)) return true;
  const built = statSync(STAMP).mtimeMs;
  return SOURCES.some((source) => newestMtime(join(root, source)) > built);
}

export function ensureSpaBuild(log: (line: string) => void = console.log): void {
  if (!spaBuildIsStale()) return;
  log('lectern: building the web app (vite build)…');
  execFileSync(process.execPath, [join(root, 'node_modules', 'vite', 'bin', 'vite.js'), 'build', '--logLevel', 'warn'], {
    cwd: root,
    stdio: 'inherit',
    // Always the production bundle: a build made under vitest (NODE_ENV=test) is the one
    // `npm start` would serve next.
    env: { ...process.env, NODE_ENV: 'production' },
  });
  writeFileSync(STAMP, new Date().toISOString());
}

export const spaDir = join(root, 'dist');
