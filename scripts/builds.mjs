// Plain JavaScript, so `npm start` (scripts/start.mjs) can check and make its builds before any
// TypeScript is loaded. The web app is built by Vite into dist/, the server bundled by esbuild into
// dist-server/; each is rebuilt only when a source is newer than its stamp (DESIGN.md §2).
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');

export const spaDir = join(root, 'dist');
const SPA_STAMP = join(spaDir, '.build-stamp');
const SPA_SOURCES = ['src', 'public', 'index.html', 'vite.config.ts', 'scripts/precompress.ts', 'package.json', 'package-lock.json'];

export const serverBundle = join(root, 'dist-server', 'main.mjs');
const SERVER_STAMP = join(root, 'dist-server', '.build-stamp');
// The server imports the shared schemas and constants of src/.
const SERVER_SOURCES = ['server', 'src', 'package.json', 'package-lock.json'];

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce((max, name) => Math.max(max, newestMtime(join(path, name))), stat.mtimeMs);
}

function isStale(stamp, sources) {
  if (!existsSync(stamp)) return true;
  const built = statSync(stamp).mtimeMs;
  return sources.some((source) => newestMtime(join(root, source)) > built);
}

const spaBuildIsStale = () => isStale(SPA_STAMP, SPA_SOURCES);

export function ensureSpaBuild(log = console.log) {
  if (!spaBuildIsStale()) return;
  log('lectern: building the web app (vite build)…');
  execFileSync(process.execPath, [join(root, 'node_modules', 'vite', 'bin', 'vite.js'), 'build', '--logLevel', 'warn'], {
    cwd: root,
    stdio: 'inherit',
    // Always the production bundle: a build made under vitest (NODE_ENV=test) is the one
    // `npm start` would serve next.
    env: { ...process.env, NODE_ENV: 'production' },
  });
  writeFileSync(SPA_STAMP, new Date().toISOString());
}

/**
 * The server as one ES module with its packages left outside: a start then loads one file instead
 * of transpiling some 400 through tsx's loader hooks (docs/bench.md "Warm start").
 */
export async function ensureServerBuild(log = console.log) {
  if (!isStale(SERVER_STAMP, SERVER_SOURCES)) return;
  log('lectern: bundling the server (esbuild)…');
  const { build } = await import('esbuild');
  await build({
    entryPoints: [join(root, 'server', 'main.ts')],
    outfile: serverBundle,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    sourcemap: 'linked',
    logLevel: 'warning',
  });
  writeFileSync(SERVER_STAMP, new Date().toISOString());
}
