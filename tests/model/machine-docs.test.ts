import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT, renderAllMachineDocs } from '../../scripts/machine-docs';

/** docs/machines/<machine>.md must match the machines (DESIGN.md §5: CI fails when one is stale). */
describe('machine docs', () => {
  it.each([...renderAllMachineDocs()])('%s is up to date', (path, generated) => {
    const file = join(REPO_ROOT, path);
    const committed = existsSync(file) ? readFileSync(file, 'utf8') : null;
    if (committed !== generated) {
      throw new Error(`${path} is ${committed === null ? 'missing' : 'stale'}: run npm run docs:machines`);
    }
    expect(committed).toBe(generated);
  });

  it('the README links every machine doc', () => {
    const readme = readFileSync(join(REPO_ROOT, 'docs/machines/README.md'), 'utf8');
    for (const path of renderAllMachineDocs().keys()) expect(readme).toContain(`(${path.replace('docs/machines/', '')})`);
  });
});
