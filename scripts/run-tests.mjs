import { spawn } from 'node:child_process';
import { runSideBySide } from './side-by-side.mjs';

/**
 * `npm test` (docs/testing.md "Suite time"): first, side by side, the work that needs no test
 * server: the Debian tools the tests drive (installed when missing), the static checks and the
 * web app's build for the browser files. Installing is mostly downloading and the checks and the
 * build each use one core, so together they take about as long as the longest of them instead of
 * the sum. Then one vitest run over every project, then the date runs. Stops at the first phase
 * that fails; the first phase's outputs are printed whole once all its steps have ended (side-by-side.mjs).
 */
const FIRST = [
  ['the Debian tools', 'npx', ['tsx', 'scripts/ensure-debian-tools.ts']],
  ['the static checks', 'node', ['scripts/static-checks.mjs']],
  ['the web app build', 'node', ['-e', "import('./scripts/builds.mjs').then((builds) => builds.ensureSpaBuild())"]],
];

const inherited = (command, args) =>
  new Promise((resolve) => {
    const child = spawn(command, args, { stdio: 'inherit' });
    child.on('error', () => resolve(false));
    child.on('close', (code) => resolve(code === 0));
  });

const prepared = await runSideBySide(FIRST, 'done');
const ok = prepared && (await inherited('npx', ['vitest', 'run'])) && (await inherited('npm', ['run', 'test:dates']));
process.exitCode = ok ? 0 : 1;
