import { describe, it } from 'vitest';
import { assertFullTransitionCoverage, createTransitionRecorder } from './coverage';
import { assertFixturesExhaustive, generatePaths, pathTitle, runPath, walkAllPaths, type MachineModel, type StepRecord } from './model';

/**
 * The part every machine's model-based test shares: the event fixtures are exhaustive, every
 * generated path runs against the real machine with the machine's own rules checked at each
 * step, and the walked paths take 100% of the chart's transitions.
 */
export function describeGeneratedPaths<TInput>(model: MachineModel, checkStep: (step: StepRecord<TInput>) => void): void {
  describe(`${model.name} machine: generated paths`, () => {
    const paths = generatePaths(model);

    it('has a fixture for every event the chart handles', () => {
      assertFixturesExhaustive(model);
    });

    it.each(paths.map((path) => [pathTitle(model, path), path] as const))('%s', async (_, path) => {
      await runPath(model, path, { checkStep });
    });

    it('takes every transition of the chart', async () => {
      const recorder = createTransitionRecorder();
      await walkAllPaths(model, recorder);
      assertFullTransitionCoverage(model.machine, recorder.taken);
    });
  });
}
