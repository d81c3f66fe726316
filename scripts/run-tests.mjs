import { spawn } from 'node:child_process';
import { runSideBySide } from './side-by-side.mjs';

/**
 * `npm test` (docs/testing.md "Suite time"). Four phases; each starts only when the one before
 * passed:
 * 1. side by side, the work that needs no test server: the Debian tools the tests drive
 *    (installed when missing), the static checks and the web app's build for the browser files.
 *    Installing is mostly downloading and the checks and the build each use one core, so together
 *    they take about as long as the longest of them instead of the sum;
 * 2. every project but the browser's, two files at a time;
 * 3. the browser files, one at a time, and beside them the date runs' API files on one worker: a
 *    browser file mostly waits on chromium and its server, so a second core is free for them. The
 *    date runs get the lowest CPU priority (`nice`): they take only what the browser files leave,
 *    so the browser files' timing-sensitive cases (two tabs refreshing at once) run as if alone;
 * 4. the date runs' browser files.
 * The API date runs' output is kept and printed whole when they end, so it does not interleave
 * with the browser files' (side-by-side.mjs).
 */
const FIRST = [
  ['the Debian tools', 'npx', ['tsx', 'scripts/ensure-debian-tools.ts']],
  ['the static checks', 'node', ['scripts/static-checks.mjs']],
  ['the web app build', 'node', ['-e', "import('./scripts/builds.mjs').then((builds) => builds.ensureSpaBuild())"]],
];
const NOT_BROWSER = ['unit', 'model', 'api-pglite', 'api-postgres', 's3'].flatMap((project) => ['--project', project]);

const inherited = (command, args) =>
  new Promise((resolve) => {
    const child = spawn(command, args, { stdio: 'inherit' });
    child.on('error', () => resolve(false));
    child.on('close', (code) => resolve(code === 0));
  });

const beside = async () => {
  const [browser, dates] = await Promise.all([
    inherited('npx', ['vitest', 'run', '--project', 'e2e']),
    runSideBySide([['the date runs (API)', 'nice', ['-n', '19', 'npx', 'tsx', 'scripts/test-dates.ts', 'api', '--maxWorkers=1']]]),
  ]);
  return browser && dates;
};

const ok =
  (await runSideBySide(FIRST, 'done')) &&
  (await inherited('npx', ['vitest', 'run', ...NOT_BROWSER])) &&
  (await beside()) &&
  (await inherited('npx', ['tsx', 'scripts/test-dates.ts', 'browser']));
process.exitCode = ok ? 0 : 1;
