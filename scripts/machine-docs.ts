/**
 * `npm run docs:machines`: writes docs/machines/<machine>.md for every machine, generated from
 * its definition: the chart's own block comment, a Mermaid stateDiagram-v2, and tables of
 * states, transitions, events, guards, actions, actors and delays (with their values).
 * tests/model/machine-docs.test.ts regenerates them in memory and fails when one is stale.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { basename, dirname, join, relative } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { AnyStateMachine, AnyStateNode } from 'xstate';
import { captureLifecycleMachine } from '../src/machines/capture-lifecycle.machine';
import { exitMachine } from '../src/machines/exit.machine';
import { historyThrottleMachine } from '../src/machines/history-throttle.machine';
import { logBufferMachine } from '../src/machines/log-buffer.machine';
import { logoutMachine } from '../src/machines/logout.machine';
import { menuPermissionMachine } from '../src/machines/menu-permission.machine';
import { noteAutosaveMachine } from '../src/machines/note-autosave.machine';
import { routeGuardMachine } from '../src/machines/route-guard.machine';
import { sessionMachine } from '../src/machines/session.machine';
import { uploadFileMachine } from '../src/machines/upload-file.machine';
import { machineTransitions, stateNodesOf, type TransitionInfo } from '../tests/model/support/coverage';

export const REPO_ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
export const DOCS_DIR = 'docs/machines';

type DocumentedMachine = { file: string; machine: AnyStateMachine };

/** In the order a session lives them (docs/machines/README.md follows it). */
export const documentedMachines: readonly DocumentedMachine[] = [
  { file: 'src/machines/session.machine.ts', machine: sessionMachine },
  { file: 'src/machines/route-guard.machine.ts', machine: routeGuardMachine },
  { file: 'src/machines/menu-permission.machine.ts', machine: menuPermissionMachine },
  { file: 'src/machines/logout.machine.ts', machine: logoutMachine },
  { file: 'src/machines/exit.machine.ts', machine: exitMachine },
  { file: 'src/machines/log-buffer.machine.ts', machine: logBufferMachine },
  { file: 'src/machines/history-throttle.machine.ts', machine: historyThrottleMachine },
  { file: 'src/machines/note-autosave.machine.ts', machine: noteAutosaveMachine },
  { file: 'src/machines/upload-file.machine.ts', machine: uploadFileMachine },
  // The server's: a lesson's capture, from its slot in the timetable to its recording.
  { file: 'src/machines/capture-lifecycle.machine.ts', machine: captureLifecycleMachine },
];

export function docPathOf(entry: DocumentedMachine): string {
  return `${DOCS_DIR}/${basename(entry.file, '.machine.ts')}.md`;
}

/** The block comment at the top of the machine file, as plain lines. */
function chartComment(source: string): string {
  const match = /^\/\*\*([\s\S]*?)\*\//.exec(source.trimStart());
  if (match?.[1] === undefined) return '';
  return match[1]
    .split('\n')
    .map((line) => line.replace(/^\s*\* ?/, ''))
    .join('\n')
    .trim();
}

const cell = (text: string): string => text.replace(/\|/g, '\\|').replace(/\n/g, ' ');
const code = (text: string): string => `\`${text}\``;
const list = (items: readonly string[]): string => (items.length === 0 ? '–' : items.map(code).join(', '));

function table(header: readonly string[], rows: readonly (readonly string[])[]): string {
  const lines = [`| ${header.join(' | ')} |`, `|${header.map(() => '---').join('|')}|`];
  for (const row of rows) lines.push(`| ${row.map(cell).join(' | ')} |`);
  return lines.join('\n');
}

function delayOf(machine: AnyStateMachine, name: string): string {
  const value: unknown = (machine.implementations.delays as Record<string, unknown>)[name];
  return typeof value === 'number' ? `${value} ms` : 'computed';
}

/** done/error/after events read better without xstate's prefixes. */
function eventLabel(machine: AnyStateMachine, info: TransitionInfo): string {
  const { event } = info;
  if (event.startsWith('xstate.done.actor.')) return `done ${event.slice('xstate.done.actor.'.length)}`;
  if (event.startsWith('xstate.error.actor.')) return `error ${event.slice('xstate.error.actor.'.length)}`;
  if (event.startsWith('xstate.after.')) {
    const delay = event.slice('xstate.after.'.length).split('.')[0] ?? '';
    return `after ${delay} (${delayOf(machine, delay)})`;
  }
  return event;
}

// ---- Mermaid ----------------------------------------------------------------------------

function diagramIds(machine: AnyStateMachine): Map<string, string> {
  const nodes = stateNodesOf(machine).slice(1);
  const keyCount = new Map<string, number>();
  for (const node of nodes) keyCount.set(node.key, (keyCount.get(node.key) ?? 0) + 1);
  return new Map(nodes.map((node) => [node.id, keyCount.get(node.key) === 1 ? node.key : node.path.join('_')]));
}

/** The ancestors of a node from the root down, the node last. */
function lineage(node: AnyStateNode): AnyStateNode[] {
  const chain: AnyStateNode[] = [];
  for (let current: AnyStateNode | undefined = node; current !== undefined; current = current.parent) chain.unshift(current);
  return chain;
}

/**
 * Mermaid cannot draw an arrow between states of different composites, so a transition is
 * drawn between the children of the two states' closest common ancestor (the tables below
 * list the exact source and target).
 */
function drawnEdge(source: AnyStateNode, target: AnyStateNode): { scope: AnyStateNode; from: AnyStateNode; to: AnyStateNode } {
  const from = lineage(source);
  const to = lineage(target);
  let common = 0;
  while (common < from.length && common < to.length && from[common] === to[common] && from[common] !== source && to[common] !== target) {
    common += 1;
  }
  const scope = from[common - 1] ?? source.machine.root;
  return { scope, from: from[common] ?? source, to: to[common] ?? target };
}

/** Transitions declared on the machine itself apply in every state: drawn from this box. */
const ANY_STATE = 'anyState';

function mermaid(machine: AnyStateMachine): string {
  const ids = diagramIds(machine);
  const byNode = new Map<AnyStateNode, string[]>();
  const nodeOf = (id: string): AnyStateNode => machine.getStateNodeById(`#${id}`);
  const fromAnyState: string[] = [];
  for (const info of machineTransitions(machine)) {
    const source = nodeOf(info.source);
    const guard = info.guard === null ? '' : ` [${info.guard}]`;
    const label = `${eventLabel(machine, info)}${guard}`;
    if (source === machine.root) {
      for (const target of info.targets) fromAnyState.push(`${ANY_STATE} --> ${ids.get(lineage(nodeOf(target))[1]!.id)} : ${label}`);
      continue;
    }
    const targets = info.targets.length === 0 ? [info.source] : info.targets;
    for (const targetId of targets) {
      const edge = drawnEdge(source, nodeOf(targetId));
      const lines = byNode.get(edge.scope) ?? [];
      lines.push(`${ids.get(edge.from.id)} --> ${ids.get(edge.to.id)} : ${label}`);
      byNode.set(edge.scope, lines);
    }
  }
  const render = (node: AnyStateNode, indent: string): string[] => {
    const children = Object.values(node.states) as AnyStateNode[];
    const lines: string[] = [];
    if (node.type === 'parallel') {
      children.forEach((child, index) => {
        if (index > 0) lines.push(`${indent}--`);
        lines.push(...renderChild(child, indent));
      });
    } else {
      if (node.initial?.target[0] !== undefined) lines.push(`${indent}[*] --> ${ids.get(node.initial.target[0].id)}`);
      for (const child of children) lines.push(...renderChild(child, indent));
    }
    for (const line of byNode.get(node) ?? []) lines.push(`${indent}${line}`);
    return lines;
  };
  const renderChild = (child: AnyStateNode, indent: string): string[] => {
    const id = ids.get(child.id) ?? child.key;
    if (child.type === 'final') return [`${indent}${id} --> [*]`];
    if (Object.keys(child.states).length === 0) return [`${indent}${id}`];
    return [`${indent}state ${id} {`, ...render(child, `${indent}  `), `${indent}}`];
  };
  // Mermaid draws concurrent regions only inside a composite state.
  const body =
    machine.root.type === 'parallel'
      ? [`  [*] --> ${machine.id}`, `  state ${machine.id} {`, ...render(machine.root, '    '), '  }']
      : render(machine.root, '  ');
  const anyState = fromAnyState.length === 0 ? [] : [`  state "any state" as ${ANY_STATE}`, ...fromAnyState.map((line) => `  ${line}`)];
  return ['```mermaid', 'stateDiagram-v2', ...body, ...anyState, '```'].join('\n');
}

// ---- Tables -----------------------------------------------------------------------------

function usesOf(transitions: readonly TransitionInfo[], pick: (info: TransitionInfo) => readonly string[]): Map<string, string[]> {
  const uses = new Map<string, string[]>();
  for (const info of transitions) {
    for (const name of pick(info)) uses.set(name, [...(uses.get(name) ?? []), info.id]);
  }
  return uses;
}

function entryActions(node: AnyStateNode): string[] {
  return node.entry.map((action) => (typeof action === 'string' ? action : String((action as { type?: unknown }).type)));
}

function isBuiltIn(implementation: unknown): boolean {
  return typeof implementation === 'function' && 'resolve' in implementation;
}

export function renderMachineDoc(entry: DocumentedMachine, source: string): string {
  const { machine } = entry;
  const nodes = stateNodesOf(machine).slice(1);
  const transitions = machineTransitions(machine);
  const implementations = machine.implementations;

  const stateRows = nodes.map((node) => [
    code(node.path.join('.')),
    node.type,
    node.description ?? '',
    list(node.invoke.map((invoke) => String(invoke.src))),
    list(node.after.map((after) => String(after.delay))),
  ]);
  const transitionRows = transitions.map((info, index) => [
    String(index + 1),
    code(info.source.split('.').slice(1).join('.') || '(machine)'),
    code(info.event),
    info.guard === null ? '' : code(info.guard),
    info.targets.length === 0 ? '(stays)' : list(info.targets.map((target) => target.split('.').slice(1).join('.'))),
    list(info.actions),
  ]);

  const events = usesOf(transitions, (info) => [info.event]);
  const eventRows = [...events.keys()]
    .filter((event) => event !== 'always')
    .sort()
    .map((event) => [
      code(event),
      list([...new Set(events.get(event)!.map((id) => id.split(' ')[0]!.split('.').slice(1).join('.') || '(machine)'))]),
    ]);

  const guards = usesOf(transitions, (info) => (info.guard === null ? [] : [info.guard]));
  const guardRows = Object.keys(implementations.guards).map((name) => [code(name), String(guards.get(name)?.length ?? 0)]);

  const actionUses = usesOf(transitions, (info) => info.actions);
  for (const node of nodes)
    for (const name of entryActions(node)) actionUses.set(name, [...(actionUses.get(name) ?? []), `${node.id} entry`]);
  const actionRows = Object.entries(implementations.actions).map(([name, implementation]) => [
    code(name),
    isBuiltIn(implementation) ? 'context update (in the machine)' : 'effect: supplied by the app',
    String(actionUses.get(name)?.length ?? 0),
  ]);

  const invokes = nodes.flatMap((node) => node.invoke.map((invoke) => ({ node, invoke })));
  const actorRows = Object.keys(implementations.actors).map((name) => {
    const places = invokes.filter(({ invoke }) => invoke.src === name);
    return [code(name), list(places.map(({ node }) => node.path.join('.'))), list(places.map(({ invoke }) => invoke.id))];
  });

  const delayRows = Object.keys(implementations.delays).map((name) => [
    code(name),
    delayOf(machine, name),
    list(nodes.filter((node) => node.after.some((after) => after.delay === name)).map((node) => node.path.join('.'))),
  ]);

  return [
    `# ${machine.id} machine`,
    '',
    `<!-- Generated by \`npm run docs:machines\` from ${entry.file}. Do not edit by hand. -->`,
    '',
    `Source: [${entry.file}](../../${entry.file}). ${transitions.length} transitions; the model-based test`,
    `\`tests/model/${basename(entry.file, '.machine.ts')}.test.ts\` walks every one of them.`,
    '',
    '## How it works',
    '',
    chartComment(source),
    '',
    '## Diagram',
    '',
    mermaid(machine),
    '',
    '## States',
    '',
    table(['state', 'kind', 'description', 'invokes', 'delays'], stateRows),
    '',
    '## Transitions',
    '',
    'One row per transition, guarded alternatives apart, in the order XState tries them.',
    '',
    table(['#', 'from', 'event', 'guard', 'to', 'actions'], transitionRows),
    '',
    '## Events',
    '',
    table(['event', 'handled in'], eventRows),
    '',
    '## Guards',
    '',
    guardRows.length === 0 ? 'None.' : table(['guard', 'transitions using it'], guardRows),
    '',
    '## Actions',
    '',
    table(['action', 'kind', 'uses'], actionRows),
    '',
    '## Actors',
    '',
    actorRows.length === 0 ? 'None.' : table(['actor', 'invoked in', 'invoke id'], actorRows),
    '',
    '## Delays',
    '',
    delayRows.length === 0 ? 'None.' : table(['delay', 'value', 'used in'], delayRows),
    '',
  ].join('\n');
}

/** Every generated doc, keyed by its path relative to the repository root. */
export function renderAllMachineDocs(root: string = REPO_ROOT): Map<string, string> {
  return new Map(
    documentedMachines.map((entry) => [docPathOf(entry), renderMachineDoc(entry, readFileSync(join(root, entry.file), 'utf8'))]),
  );
}

function main(): void {
  mkdirSync(join(REPO_ROOT, DOCS_DIR), { recursive: true });
  for (const [path, content] of renderAllMachineDocs()) {
    writeFileSync(join(REPO_ROOT, path), content);
    console.log(`wrote ${relative(process.cwd(), join(REPO_ROOT, path))}`);
  }
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) main();
