import { runSideBySide } from './side-by-side.mjs';

/**
 * `npm run check` (run by `npm test` before the suites): ESLint, Prettier and the type check at
 * once. Each is a single-threaded process, so on CI's two cores the three take about as long as
 * ESLint alone instead of the sum (docs/testing.md "Suite time"). Their outputs are printed whole
 * once all three have ended (side-by-side.mjs); the script fails when any of them fails.
 */
const CHECKS = [
  ['ESLint', 'npx', ['eslint', '.']],
  ['Prettier', 'npx', ['prettier', '--check', '--log-level', 'warn', '.']],
  ['TypeScript', 'npx', ['tsc', '-p', 'tsconfig.json', '--noEmit']],
];

process.exitCode = (await runSideBySide(CHECKS)) ? 0 : 1;
