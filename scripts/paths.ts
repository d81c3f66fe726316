/**
 * `npm run paths`: every path the model-based tests walk, for QA. Prints each machine's paths
 * as text (state —event→ state …) and writes them as JSON to docs/machines/paths.json (event
 * types only: the payloads are the fixtures in tests/model/support/models/).
 * `npm run paths -- --json` prints the JSON instead and writes nothing.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { formatPath, formatStateValue, generatePaths } from '../tests/model/support/model';
import { machineModels } from '../tests/model/support/models/index';

const OUTPUT = 'docs/machines/paths.json';
const root = join(dirname(fileURLToPath(import.meta.url)), '..');

const report = machineModels.map((model) => ({
  machine: model.name,
  paths: generatePaths(model).map((modelPath) => ({
    world: modelPath.world,
    kind: modelPath.kind,
    steps: modelPath.path.steps.map((step) => ({
      event: step.event.type,
      state: formatStateValue(step.state.value),
      ...(model.describeContext === undefined ? {} : { context: model.describeContext(step.state) }),
    })),
  })),
}));

type Report = typeof report;

/** Indented JSON with one line per step, so the file stays readable and diffable. */
function toJson(machines: Report): string {
  const pathJson = (path: Report[number]['paths'][number]): string =>
    [
      '      {',
      `        "world": ${JSON.stringify(path.world)},`,
      `        "kind": ${JSON.stringify(path.kind)},`,
      '        "steps": [',
      path.steps.map((step) => `          ${JSON.stringify(step)}`).join(',\n'),
      '        ]',
      '      }',
    ].join('\n');
  const machineJson = (machine: Report[number]): string =>
    [
      '  {',
      `    "machine": ${JSON.stringify(machine.machine)},`,
      '    "paths": [',
      machine.paths.map(pathJson).join(',\n'),
      '    ]',
      '  }',
    ].join('\n');
  return `[\n${machines.map(machineJson).join(',\n')}\n]\n`;
}

const json = toJson(report);

if (process.argv.includes('--json')) {
  process.stdout.write(json);
} else {
  for (const model of machineModels) {
    const paths = generatePaths(model);
    console.log(`\n${model.name}: ${paths.length} paths`);
    for (const [index, modelPath] of paths.entries()) {
      console.log(`  ${String(index + 1).padStart(3)}. [${modelPath.world}] ${formatPath(model, modelPath)}`);
    }
  }
  mkdirSync(join(root, dirname(OUTPUT)), { recursive: true });
  writeFileSync(join(root, OUTPUT), json);
  console.log(`\nwrote ${OUTPUT}`);
}
