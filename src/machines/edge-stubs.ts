import { fromPromise } from 'xstate';

/**
 * Placeholders for the effects a machine declares in `setup` (DESIGN.md §5): the chart names
 * every effect, the app supplies it with `machine.provide({ actions, actors })`. A placeholder
 * that is reached means the app forgot to supply it, so it fails loudly instead of doing nothing.
 */
function notSupplied(kind: 'action' | 'actor', name: string): Error {
  return new Error(`${kind} '${name}' was not supplied: pass it to machine.provide()`);
}

/** An action the edge supplies; `TParams` is what the chart hands it. */
export function edgeAction<TParams = undefined>(name: string): (args: unknown, params: TParams) => void {
  return () => {
    throw notSupplied('action', name);
  };
}

/** A promise actor the edge supplies (a call, a storage or database job). */
export function edgeActor<TOutput, TInput = undefined>(name: string) {
  return fromPromise<TOutput, TInput>(() => Promise.reject(notSupplied('actor', name)));
}
