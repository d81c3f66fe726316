/**
 * Client log buffer (SPEC §3 "Client log entry", §4 "Client log buffer", §9; DESIGN.md §5).
 * Lives as long as the page.
 *
 * Two regions. `retention` runs once at start: `deleteExpired` removes entries older than
 * LOG_RETENTION_DAYS counted from the start of today (cutoff from the injected `now`; failure
 * tolerated). `buffer` collects `log.add` entries in context: from `empty` the first entry
 * enters `collecting`, whose `logFlushIdle` delay (3 s) restarts with every entry. The batch is
 * written (`writeEntries`) when the 10th entry arrives, on `log.flush`, or when the delay runs
 * out. While `writing`, new entries wait in context. A failed write puts the batch back in
 * front of them for the next try.
 */
import { assign, setup } from 'xstate';
import { LOG_FLUSH_IDLE_MS, LOG_FLUSH_THRESHOLD } from '../constants';
import { edgeActor } from './edge-stubs';
import { retentionCutoff } from './log-retention';

/** A client log entry (SPEC §3); API logs fill the optional fields. */
export type ClientLogEntry = {
  username: string | null;
  timestamp: number;
  /** The page address. */
  windowId: string;
  type: string;
  url?: string;
  spendTime?: number;
  status?: number;
  code?: number;
  message?: string;
  request?: unknown;
};

export type LogBufferInput = {
  /** The clock at start, for the retention cutoff. */
  now: number;
};

export type LogBufferContext = {
  startedAt: number;
  /** Entries not yet handed to a write. */
  entries: ClientLogEntry[];
  /** The entries the running write carries. */
  batch: ClientLogEntry[];
};

export type LogBufferEvent = { type: 'log.add'; entry: ClientLogEntry } | { type: 'log.flush' };

export type LogBufferEventType = LogBufferEvent['type'];

export type DeleteExpiredInput = { before: number };
export type WriteEntriesInput = { entries: ClientLogEntry[] };

export const logBufferMachine = setup({
  types: {
    context: {} as LogBufferContext,
    events: {} as LogBufferEvent,
    input: {} as LogBufferInput,
  },
  actors: {
    deleteExpired: edgeActor<void, DeleteExpiredInput>('deleteExpired'),
    writeEntries: edgeActor<void, WriteEntriesInput>('writeEntries'),
  },
  actions: {
    addEntry: assign({
      entries: ({ context }, params: { entry: ClientLogEntry }) => [...context.entries, params.entry],
    }),
    takeBatch: assign({ batch: ({ context }) => context.entries, entries: [] }),
    dropBatch: assign({ batch: [] }),
    restoreBatch: assign({ entries: ({ context }) => [...context.batch, ...context.entries], batch: [] }),
  },
  guards: {
    reachesThreshold: ({ context }) => context.entries.length + 1 >= LOG_FLUSH_THRESHOLD,
    hasEntries: ({ context }) => context.entries.length > 0,
  },
  delays: {
    logFlushIdle: LOG_FLUSH_IDLE_MS,
  },
}).createMachine({
  id: 'logBuffer',
  context: ({ input }) => ({ startedAt: input.now, entries: [], batch: [] }),
  type: 'parallel',
  states: {
    retention: {
      initial: 'pruning',
      states: {
        pruning: {
          description: 'Deleting entries older than the retention cutoff.',
          invoke: {
            id: 'deleteExpired',
            src: 'deleteExpired',
            input: ({ context }) => ({ before: retentionCutoff(context.startedAt) }),
            onDone: { target: 'pruned' },
            onError: { target: 'pruned' },
          },
        },
        pruned: { type: 'final' },
      },
    },
    buffer: {
      initial: 'empty',
      states: {
        empty: {
          on: {
            'log.add': { target: 'collecting', actions: { type: 'addEntry', params: ({ event }) => ({ entry: event.entry }) } },
          },
        },
        collecting: {
          description: 'Entries wait for the 10th, a forced write, or 3 s without a new one.',
          on: {
            'log.add': [
              {
                guard: 'reachesThreshold',
                target: 'writing',
                actions: { type: 'addEntry', params: ({ event }) => ({ entry: event.entry }) },
              },
              {
                target: 'collecting',
                reenter: true,
                actions: { type: 'addEntry', params: ({ event }) => ({ entry: event.entry }) },
              },
            ],
            'log.flush': { target: 'writing' },
          },
          after: { logFlushIdle: { target: 'writing' } },
        },
        writing: {
          description: 'The batch is being written; new entries wait.',
          entry: 'takeBatch',
          invoke: {
            id: 'writeEntries',
            src: 'writeEntries',
            input: ({ context }) => ({ entries: context.batch }),
            onDone: [
              { guard: 'hasEntries', target: 'collecting', actions: 'dropBatch' },
              { target: 'empty', actions: 'dropBatch' },
            ],
            onError: { target: 'collecting', actions: 'restoreBatch' },
          },
          on: {
            'log.add': { actions: { type: 'addEntry', params: ({ event }) => ({ entry: event.entry }) } },
          },
        },
      },
    },
  },
});
