import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { documentedMachines, REPO_ROOT } from '../../scripts/machine-docs';

/**
 * Every machine is tested and documented (DESIGN.md §5, issue 16): a `src/machines/*.machine.ts`
 * file without its model-based test, its generated page under docs/machines/ or its entry in
 * scripts/machine-docs.ts (without which the page is never checked for staleness) fails here.
 */

const MACHINES_DIR = 'src/machines';

/** What a machine file needs beside it, by repository path. */
function requiredFilesOf(machineFile: string): { modelTest: string; doc: string } {
  const name = basename(machineFile, '.machine.ts');
  return { modelTest: `tests/model/${name}.test.ts`, doc: `docs/machines/${name}.md` };
}

/** One line per missing piece, e.g. 'src/machines/foo.machine.ts: no model test tests/model/foo.test.ts'. */
function machineGaps(machineFiles: readonly string[], exists: (path: string) => boolean, documented: readonly string[]): string[] {
  return machineFiles.flatMap((file) => {
    const { modelTest, doc } = requiredFilesOf(file);
    return [
      ...(exists(modelTest) ? [] : [`${file}: no model test ${modelTest}`]),
      ...(exists(doc) ? [] : [`${file}: no doc ${doc}`]),
      ...(documented.includes(file) ? [] : [`${file}: not listed in scripts/machine-docs.ts documentedMachines`]),
    ];
  });
}

const machineFiles = readdirSync(join(REPO_ROOT, MACHINES_DIR))
  .filter((name) => name.endsWith('.machine.ts'))
  .sort()
  .map((name) => `${MACHINES_DIR}/${name}`);
const documentedFiles = documentedMachines.map((entry) => entry.file);

describe('machine inventory', () => {
  it('finds the machines', () => {
    expect(machineFiles).toContain('src/machines/route-guard.machine.ts');
  });

  it('every machine has a model test, a doc and a docs entry', () => {
    expect(machineGaps(machineFiles, (path) => existsSync(join(REPO_ROOT, path)), documentedFiles)).toEqual([]);
  });

  it('reports each missing piece of a machine', () => {
    const present = new Set(['tests/model/known.test.ts', 'docs/machines/known.md', 'docs/machines/half.md']);
    const files = ['src/machines/known.machine.ts', 'src/machines/half.machine.ts', 'src/machines/new-flow.machine.ts'];
    expect(machineGaps(files, (path) => present.has(path), ['src/machines/known.machine.ts', 'src/machines/half.machine.ts'])).toEqual([
      'src/machines/half.machine.ts: no model test tests/model/half.test.ts',
      'src/machines/new-flow.machine.ts: no model test tests/model/new-flow.test.ts',
      'src/machines/new-flow.machine.ts: no doc docs/machines/new-flow.md',
      'src/machines/new-flow.machine.ts: not listed in scripts/machine-docs.ts documentedMachines',
    ]);
  });
});

/** Issue 16 item 5: the machines sit below the UI; their message ids are their own (src/machines/machine-messages.ts). */
describe('machine layering', () => {
  it('no file under src/machines imports from src/ui', () => {
    const upward = readdirSync(join(REPO_ROOT, MACHINES_DIR))
      .filter((name) => name.endsWith('.ts'))
      .filter((name) => /from '(\.\.\/)+ui\//.test(readFileSync(join(REPO_ROOT, MACHINES_DIR, name), 'utf8')));
    expect(upward).toEqual([]);
  });
});
