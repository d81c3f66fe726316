import { spawn } from 'node:child_process';

/**
 * `npm test` (docs/testing.md "Suite time"): first, side by side, the work that needs no test
 * server: the Debian tools the tests drive (installed when missing), the static checks and the
 * web app's build for the browser files. Installing is mostly downloading and the checks and the
 * build each use one core, so together they take about as long as the longest of them instead of
 * the sum. Then one vitest run over every project, then the date runs. Stops at the first phase
 * that fails; each first-phase step's output is printed whole when it ends, so none interleave.
 */
const FIRST = [
  ['the Debian tools', 'npx', ['tsx', 'scripts/ensure-debian-tools.ts']],
  ['the static checks', 'node', ['scripts/static-checks.mjs']],
  ['the web app build', 'node', ['-e', "import('./scripts/builds.mjs').then((builds) => builds.ensureSpaBuild())"]],
];

function buffered([name, command, args]) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    const seconds = () => Math.round((Date.now() - started) / 1000);
    child.on('error', (error) => resolve({ name, ok: false, output: `${output}${error.message}\n`, seconds: seconds() }));
    child.on('close', (code) => resolve({ name, ok: code === 0, output, seconds: seconds() }));
  });
}

const inherited = (command, args) =>
  new Promise((resolve) => {
    const child = spawn(command, args, { stdio: 'inherit' });
    child.on('error', () => resolve(false));
    child.on('close', (code) => resolve(code === 0));
  });

const results = await Promise.all(FIRST.map(buffered));
for (const { name, ok, output, seconds } of results) {
  if (output.trim() !== '') process.stdout.write(output.endsWith('\n') ? output : `${output}\n`);
  console.log(`${ok ? 'done' : 'FAILED'}: ${name} (${seconds} s)`);
}
const ok =
  results.every((result) => result.ok) && (await inherited('npx', ['vitest', 'run'])) && (await inherited('npm', ['run', 'test:dates']));
process.exitCode = ok ? 0 : 1;
