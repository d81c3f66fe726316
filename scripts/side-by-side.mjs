import { spawn } from 'node:child_process';

/**
 * Runs `steps` ([name, command, args]) at once, each with its output kept and printed whole when
 * all have ended, so none interleave, followed by `<passed word or FAILED>: <name> (<seconds> s)`.
 * Resolves whether every step succeeded (npm test's first phase and `npm run check`).
 */
export async function runSideBySide(steps, passedWord = 'passed') {
  const results = await Promise.all(steps.map(buffered));
  for (const { name, ok, output, seconds } of results) {
    if (output.trim() !== '') process.stdout.write(output.endsWith('\n') ? output : `${output}\n`);
    console.log(`${ok ? passedWord : 'FAILED'}: ${name} (${seconds} s)`);
  }
  return results.every((result) => result.ok);
}

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
