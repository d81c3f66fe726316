import { spawn } from 'node:child_process';

/**
 * `npm run check` (run by `npm test` before the suites): ESLint, Prettier and the type check at
 * once. Each is a single-threaded process, so on CI's two cores the three take about as long as
 * ESLint alone instead of the sum (docs/testing.md "Suite time"). Each one's output is printed
 * when it ends, whole, so the three never interleave; the script fails when any of them fails.
 */
const CHECKS = [
  ['ESLint', 'npx', ['eslint', '.']],
  ['Prettier', 'npx', ['prettier', '--check', '--log-level', 'warn', '.']],
  ['TypeScript', 'npx', ['tsc', '-p', 'tsconfig.json', '--noEmit']],
];

function run([name, command, args]) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('error', (error) => resolve({ name, ok: false, output: `${output}${error.message}\n`, seconds: 0 }));
    child.on('close', (code) => resolve({ name, ok: code === 0, output, seconds: Math.round((Date.now() - started) / 1000) }));
  });
}

const results = await Promise.all(CHECKS.map(run));
for (const { name, ok, output, seconds } of results) {
  if (output.trim() !== '') process.stdout.write(output.endsWith('\n') ? output : `${output}\n`);
  console.log(`${ok ? 'passed' : 'FAILED'}: ${name} (${seconds} s)`);
}
process.exitCode = results.every((result) => result.ok) ? 0 : 1;
