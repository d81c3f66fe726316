import {
  __unsafe_getAllOwnEventDescriptors as ownEventDescriptors,
  createActor,
  fromPromise,
  type AnyEventObject,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type EventObject,
  type InputFrom,
  type StateValue,
} from 'xstate';
import { serializeSnapshot, TestModel, type StatePath, type Step } from 'xstate/graph';
import { handledEventTypes, type TransitionRecorder } from './coverage';

/**
 * Model-based testing of the machines with `xstate/graph` (DESIGN.md §5).
 *
 * A model is a machine, the worlds it is explored in (inputs: configuration and what storage
 * holds) and an exhaustive map of event fixtures: for every event type the chart handles, the
 * events to try, including invoked actors' outcomes (`xstate.done.actor.<id>` with an `output`,
 * `xstate.error.actor.<id>` with an `error`) and delays (`xstate.after.<delay>.<state id>`).
 * `new TestModel(machine, …)` explores it (createTestModel refuses `invoke` and `after`).
 *
 * Paths: the shortest path to every reachable state, plus, for every other edge of the
 * adjacency map (self-transitions, second ways into a state), the shortest path to its source
 * followed by that edge. Together they walk every edge of the model graph.
 *
 * Each path is run against the real machine: `createActor` on the machine with every effect
 * replaced by a recorder (actions record their params, invoked actors record their input and
 * never settle, so the path's own done/error/after events decide), driven by the path's events.
 */

type AnySnapshot = AnyMachineSnapshot;
type ModelStep = Step<AnySnapshot, EventObject>;

/**
 * The fixture map: every user event of the machine and every internal event named in
 * `TInternal`, each with the events to try. Checked with `satisfies` in each model, and at run
 * time against the chart (`assertFixturesExhaustive`): `path.test`/`testPath` silently skip an
 * event without an executor, so a missing fixture must fail loudly instead.
 */
export type EventFixtures<TEvent extends EventObject, TInternal extends string> = {
  readonly [K in TEvent['type']]: readonly Extract<TEvent, { type: K }>[];
} & {
  readonly [K in TInternal]: readonly ({ type: K } & Record<string, unknown>)[];
};

export type World<TInput> = {
  name: string;
  input: TInput;
  /** Bounds the exploration (e.g. stop adding log entries past the threshold). */
  filterEvents?: (snapshot: AnySnapshot, event: EventObject) => boolean;
};

export type MachineModel<TMachine extends AnyStateMachine = AnyStateMachine> = {
  name: string;
  machine: TMachine;
  worlds: readonly World<InputFrom<TMachine>>[];
  events: Readonly<Record<string, readonly EventObject[]>>;
  /** A short reading of the context for printed paths, e.g. 'refreshes=3'. */
  describeContext?: (snapshot: AnySnapshot) => string;
};

export function defineModel<TMachine extends AnyStateMachine>(model: MachineModel<TMachine>): MachineModel<TMachine> {
  return model;
}

export type ModelPath = {
  world: string;
  /** 'shortest': to a state; 'edge': to a state, then one more edge of the graph. */
  kind: 'shortest' | 'edge';
  path: StatePath<AnySnapshot, EventObject>;
};

/** The fixture map covers exactly the event types the chart handles. */
export function assertFixturesExhaustive(model: MachineModel): void {
  const handled = handledEventTypes(model.machine);
  const fixtures = Object.keys(model.events).sort();
  const missing = handled.filter((type) => !fixtures.includes(type));
  const unknown = fixtures.filter((type) => !handled.includes(type));
  const empty = fixtures.filter((type) => (model.events[type] ?? []).length === 0);
  if (missing.length + unknown.length + empty.length > 0) {
    throw new Error(
      `${model.name} fixtures: missing [${missing.join(', ')}], not handled by the chart [${unknown.join(', ')}], empty [${empty.join(', ')}]`,
    );
  }
}

function fixturesFor(model: MachineModel, type: string): readonly EventObject[] {
  const fixtures = model.events[type];
  if (fixtures === undefined) throw new Error(`${model.name}: no fixture for event '${type}'`);
  return fixtures;
}

export function testModelOf(model: MachineModel, world: World<unknown>) {
  return new TestModel<AnySnapshot, EventObject, unknown>(model.machine, {
    events: (snapshot) => (ownEventDescriptors(snapshot) as string[]).flatMap((type) => fixturesFor(model, type)),
    serializeState: (snapshot) => serializeSnapshot(snapshot),
    input: world.input,
    filterEvents: world.filterEvents,
  });
}

const eventKey = (event: EventObject): string => JSON.stringify(event);

function isPrefix(shorter: ModelPath, longer: ModelPath): boolean {
  if (shorter.world !== longer.world || shorter.path.steps.length >= longer.path.steps.length) return false;
  return shorter.path.steps.every((step, index) => eventKey(step.event) === eventKey(longer.path.steps[index]!.event));
}

function pathsOfWorld(model: MachineModel, world: World<unknown>): ModelPath[] {
  const testModel = testModelOf(model, world);
  const toState = new Map<string, StatePath<AnySnapshot, EventObject>>();
  const treeEdges = new Set<string>();
  for (const path of testModel.getShortestPaths({ allowDuplicatePaths: true })) {
    toState.set(serializeSnapshot(path.state), path);
    const last = path.steps.at(-1);
    const before = path.steps.at(-2);
    if (last !== undefined && before !== undefined) treeEdges.add(`${serializeSnapshot(before.state)}|${eventKey(last.event)}`);
  }
  const shortest: ModelPath[] = [...toState.values()].map((path) => ({ world: world.name, kind: 'shortest', path }));
  const edges: ModelPath[] = [];
  for (const [source, adjacency] of Object.entries(testModel.getAdjacencyMap())) {
    const head = toState.get(source);
    if (head === undefined) continue;
    const transitions = Object.values(adjacency.transitions) as { event: EventObject; state: AnySnapshot }[];
    for (const { event, state } of transitions) {
      if (treeEdges.has(`${source}|${eventKey(event)}`)) continue;
      const steps = [...head.steps, { event, state }];
      edges.push({ world: world.name, kind: 'edge', path: { state, steps, weight: steps.length - 1 } });
    }
  }
  const all = [...shortest, ...edges];
  return all.filter((candidate) => !all.some((other) => other !== candidate && isPrefix(candidate, other)));
}

const generated = new WeakMap<MachineModel, ModelPath[]>();

/** Every path of every world of the model (memoised). */
export function generatePaths(model: MachineModel): ModelPath[] {
  let paths = generated.get(model);
  if (paths === undefined) {
    paths = model.worlds.flatMap((world) => pathsOfWorld(model, world as World<unknown>));
    generated.set(model, paths);
  }
  return paths;
}

export function formatStateValue(value: StateValue): string {
  if (typeof value === 'string') return value;
  const entries = Object.entries(value);
  const parts = entries.map(([key, child]) => (child === undefined ? key : `${key}.${formatStateValue(child)}`));
  return entries.length === 1 ? parts[0]! : `(${parts.join(' | ')})`;
}

function formatState(model: MachineModel, snapshot: AnySnapshot): string {
  const extra = model.describeContext?.(snapshot) ?? '';
  return extra === '' ? formatStateValue(snapshot.value) : `${formatStateValue(snapshot.value)} {${extra}}`;
}

/** Event types read better without xstate's prefixes: `done:refreshTokens`, `after:refreshBusyWait`. */
export function formatEventType(type: string): string {
  if (type.startsWith('xstate.done.actor.')) return `done:${type.slice('xstate.done.actor.'.length)}`;
  if (type.startsWith('xstate.error.actor.')) return `error:${type.slice('xstate.error.actor.'.length)}`;
  if (type.startsWith('xstate.after.')) return `after:${type.slice('xstate.after.'.length).split('.')[0]}`;
  return type;
}

/** `state —event→ state —event→ …`, the start state first. */
export function formatPath(model: MachineModel, modelPath: ModelPath): string {
  const [first, ...rest] = modelPath.path.steps;
  const start = first === undefined ? formatState(model, modelPath.path.state) : formatState(model, first.state);
  return [start, ...rest.map((step) => `—${formatEventType(step.event.type)}→ ${formatState(model, step.state)}`)].join(' ');
}

/** A short name for a test: world, events, end state. */
export function pathTitle(model: MachineModel, modelPath: ModelPath): string {
  const events = modelPath.path.steps.slice(1).map((step) => formatEventType(step.event.type));
  return `[${modelPath.world}] ${events.join(' → ') || '(start)'} ⇒ ${formatState(model, modelPath.path.state)}`;
}

export type EffectCall = { kind: 'action' | 'actor'; name: string; params: unknown };

function isBuiltInAction(implementation: unknown): boolean {
  return typeof implementation === 'function' && 'resolve' in implementation;
}

/** The machine with every edge action and actor replaced by a recorder. */
export function instrument<TMachine extends AnyStateMachine>(machine: TMachine, record: (call: EffectCall) => void): TMachine {
  const { actions, actors } = machine.implementations;
  const recordedActions = Object.fromEntries(
    Object.entries(actions)
      .filter(([, implementation]) => !isBuiltInAction(implementation))
      .map(([name]) => [name, (_: unknown, params: unknown) => record({ kind: 'action', name, params })]),
  );
  const recordedActors = Object.fromEntries(
    Object.keys(actors).map((name) => [
      name,
      fromPromise(({ input }: { input: unknown }) => {
        record({ kind: 'actor', name, params: input });
        return new Promise<never>(() => {});
      }),
    ]),
  );
  return machine.provide({ actions: recordedActions, actors: recordedActors } as never) as TMachine;
}

/** What one step of a path did, for the spec rules to check. */
export type StepRecord<TInput = unknown> = {
  input: TInput;
  /** The event sent ('xstate.init' for the start). */
  event: AnyEventObject;
  before: AnySnapshot | null;
  after: AnySnapshot;
  /** Actions run and actors started during this step, in order. */
  calls: EffectCall[];
};

export type RunOptions<TInput> = {
  recorder?: TransitionRecorder;
  checkStep?: (step: StepRecord<TInput>) => void;
};

function expectSameState(actual: AnySnapshot, expected: AnySnapshot): void {
  const same =
    JSON.stringify(actual.value) === JSON.stringify(expected.value) && JSON.stringify(actual.context) === JSON.stringify(expected.context);
  if (!same) {
    throw new Error(`the machine is in ${serializeSnapshot(actual)} where the model expects ${serializeSnapshot(expected)}`);
  }
}

/** Runs one path against the real (instrumented) machine, checking every step. */
export async function runPath<TInput>(model: MachineModel, modelPath: ModelPath, options: RunOptions<TInput> = {}): Promise<void> {
  const world = model.worlds.find((candidate) => candidate.name === modelPath.world);
  if (world === undefined) throw new Error(`${model.name}: no world '${modelPath.world}'`);
  let calls: EffectCall[] = [];
  const machine = instrument(model.machine, (call) => calls.push(call));
  const actor = createActor(machine, { input: world.input, ...(options.recorder ? { inspect: options.recorder.inspect } : {}) });
  let event: AnyEventObject = { type: 'xstate.init' };
  let before: AnySnapshot | null = null;

  const send = (step: ModelStep): void => {
    before = actor.getSnapshot();
    calls = [];
    event = step.event;
    actor.send(step.event);
  };
  const executors = Object.fromEntries(Object.keys(model.events).map((type) => [type, send]));
  for (const step of modelPath.path.steps.slice(1)) {
    if (!(step.event.type in executors)) throw new Error(`${model.name}: no executor for '${step.event.type}'`);
  }

  actor.start();
  try {
    await testModelOf(model, world as World<unknown>).testPath(modelPath.path, {
      events: executors,
      states: {
        '*': (expected) => {
          const after = actor.getSnapshot();
          expectSameState(after, expected);
          options.checkStep?.({ input: world.input as TInput, event, before, after, calls });
        },
      },
    });
  } finally {
    actor.stop();
  }
}

/** Walks every path of the model (no rule checks) and returns the transitions taken. */
export async function walkAllPaths(model: MachineModel, recorder: TransitionRecorder): Promise<void> {
  for (const modelPath of generatePaths(model)) await runPath(model, modelPath, { recorder });
}
