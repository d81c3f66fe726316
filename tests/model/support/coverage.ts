import type { AnyStateMachine, AnyStateNode, AnyTransitionDefinition, InspectionEvent } from 'xstate';
import { getStateNodes } from 'xstate/graph';

/**
 * Transition coverage for the model-based tests (DESIGN.md §5: "there is no coverage API:
 * compare the machine's transitions with the steps actually walked").
 *
 * Every transition of a machine is named by where it is declared: its source state, its event
 * (`always` for eventless ones; invoke outcomes are `xstate.done.actor.<id>` /
 * `xstate.error.actor.<id>`, delays `xstate.after.<delay>.<state id>`) and its position among the
 * candidates for that event, so each guarded alternative is a transition of its own. The same
 * names come out of a running actor's '@xstate.microstep' inspection events, so the two sets
 * compare directly, whatever `machine.provide` was applied.
 */

export type TransitionInfo = {
  /** `<source id> <event>#<index>`, e.g. `session.signedIn.tokens.active session.tokenInvalid#1`. */
  id: string;
  source: string;
  /** The event type, or 'always' for an eventless transition. */
  event: string;
  /** Position among the candidates for this event in this state. */
  index: number;
  guard: string | null;
  /** Target state ids; empty for a targetless transition (actions only). */
  targets: string[];
  actions: string[];
  reenter: boolean;
};

const ALWAYS = 'always';

function candidatesOf(source: AnyStateNode, eventType: string): readonly AnyTransitionDefinition[] {
  return eventType === '' ? (source.always ?? []) : (source.transitions.get(eventType) ?? []);
}

/** The coverage id of a transition definition (from a machine or from an inspection event). */
export function transitionId(transition: AnyTransitionDefinition): string {
  const index = candidatesOf(transition.source, transition.eventType).indexOf(transition);
  if (index < 0) throw new Error(`transition of ${transition.source.id} on '${transition.eventType}' not found in its source`);
  return `${transition.source.id} ${transition.eventType === '' ? ALWAYS : transition.eventType}#${index}`;
}

function nameOf(item: unknown): string {
  if (typeof item === 'string') return item;
  if (typeof item === 'object' && item !== null && 'type' in item) return String((item as { type: unknown }).type);
  if (typeof item === 'function' && 'type' in item) return String((item as { type: unknown }).type);
  return 'inline';
}

function describe(transition: AnyTransitionDefinition): TransitionInfo {
  const id = transitionId(transition);
  return {
    id,
    source: transition.source.id,
    event: transition.eventType === '' ? ALWAYS : transition.eventType,
    index: Number(id.slice(id.lastIndexOf('#') + 1)),
    guard: transition.guard === undefined ? null : nameOf(transition.guard),
    targets: (transition.target ?? []).map((node) => node.id),
    actions: transition.actions.map(nameOf),
    reenter: transition.reenter,
  };
}

/** Every state node of a machine, the root first, in definition order. */
export function stateNodesOf(machine: AnyStateMachine): AnyStateNode[] {
  return [machine.root, ...getStateNodes(machine.root)];
}

/** Every transition the machine declares, in definition order. */
export function machineTransitions(machine: AnyStateMachine): TransitionInfo[] {
  return stateNodesOf(machine).flatMap((node) => [
    ...[...node.transitions.values()].flat().map(describe),
    ...(node.always ?? []).map(describe),
  ]);
}

/** Every event type some state handles: what an event-fixture map must cover. */
export function handledEventTypes(machine: AnyStateMachine): string[] {
  return [...new Set(stateNodesOf(machine).flatMap((node) => [...node.transitions.keys()]))].sort();
}

/** One line per transition: `source —event [guard]→ targets / actions`. */
export function formatTransition(info: TransitionInfo): string {
  const guard = info.guard === null ? '' : ` [${info.guard}]`;
  const targets = info.targets.length === 0 ? '(stays)' : info.targets.join(', ');
  const actions = info.actions.length === 0 ? '' : ` / ${info.actions.join(', ')}`;
  return `${info.source} —${info.event}${guard}→ ${targets}${actions}`;
}

export type TransitionRecorder = {
  /** Pass as `createActor(machine, { inspect })`. */
  inspect: (event: InspectionEvent) => void;
  /** Ids of the transitions taken so far. */
  taken: Set<string>;
};

export function createTransitionRecorder(): TransitionRecorder {
  const taken = new Set<string>();
  return {
    taken,
    inspect(event) {
      if (event.type !== '@xstate.microstep') return;
      for (const transition of event._transitions) taken.add(transitionId(transition));
    },
  };
}

export type CoverageReport = { total: number; covered: number; percent: number; untested: TransitionInfo[] };

export function coverageReport(machine: AnyStateMachine, taken: ReadonlySet<string>): CoverageReport {
  const all = machineTransitions(machine);
  const untested = all.filter((info) => !taken.has(info.id));
  const covered = all.length - untested.length;
  return { total: all.length, covered, percent: all.length === 0 ? 100 : (100 * covered) / all.length, untested };
}

/** Throws, listing the untested transitions, unless every transition was taken. */
export function assertFullTransitionCoverage(machine: AnyStateMachine, taken: ReadonlySet<string>): CoverageReport {
  const report = coverageReport(machine, taken);
  if (report.untested.length > 0) {
    const list = report.untested.map((info) => `  - ${formatTransition(info)}`).join('\n');
    throw new Error(
      `${machine.id}: ${report.covered}/${report.total} transitions taken (${report.percent.toFixed(1)}%); untested:\n${list}`,
    );
  }
  return report;
}
