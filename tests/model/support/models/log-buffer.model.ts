import type { AnyMachineSnapshot, EventObject } from 'xstate';
import { LOG_FLUSH_THRESHOLD } from '../../../../src/constants';
import {
  logBufferMachine,
  type ClientLogEntry,
  type LogBufferContext,
  type LogBufferEvent,
} from '../../../../src/machines/log-buffer.machine';
import { defineModel, type EventFixtures } from '../model';

type LogBufferInternalEvent =
  | 'xstate.done.actor.deleteExpired'
  | 'xstate.error.actor.deleteExpired'
  | 'xstate.done.actor.writeEntries'
  | 'xstate.error.actor.writeEntries'
  | 'xstate.after.logFlushIdle.logBuffer.buffer.collecting';

export const apiLogEntry: ClientLogEntry = {
  username: 'student01',
  timestamp: Date.UTC(2025, 2, 3, 9, 30),
  windowId: '/home',
  type: 'api',
  url: '/v1/list/orgas',
  spendTime: 120,
  status: 500,
  code: -1,
  message: 'internal error',
  request: { searchParams: { pageIndex: 1 } },
};

export const logBufferEvents = {
  'log.add': [{ type: 'log.add', entry: apiLogEntry }],
  'log.flush': [{ type: 'log.flush' }],
  'xstate.done.actor.deleteExpired': [{ type: 'xstate.done.actor.deleteExpired', output: undefined }],
  'xstate.error.actor.deleteExpired': [{ type: 'xstate.error.actor.deleteExpired', error: { message: 'blocked' } }],
  'xstate.done.actor.writeEntries': [{ type: 'xstate.done.actor.writeEntries', output: undefined }],
  'xstate.error.actor.writeEntries': [{ type: 'xstate.error.actor.writeEntries', error: { message: 'quota exceeded' } }],
  'xstate.after.logFlushIdle.logBuffer.buffer.collecting': [{ type: 'xstate.after.logFlushIdle.logBuffer.buffer.collecting' }],
} as const satisfies EventFixtures<LogBufferEvent, LogBufferInternalEvent>;

const held = (snapshot: AnyMachineSnapshot): number => {
  const context = snapshot.context as LogBufferContext;
  return context.entries.length + context.batch.length;
};

/**
 * Bounds the exploration: entries beyond the threshold plus one behave alike. While a write
 * runs, one waiting entry is enough to show that new entries wait.
 */
const boundedEntries = (snapshot: AnyMachineSnapshot, event: EventObject): boolean => {
  if (event.type !== 'log.add' || held(snapshot) > LOG_FLUSH_THRESHOLD) return event.type !== 'log.add';
  return !snapshot.matches({ buffer: 'writing' }) || (snapshot.context as LogBufferContext).entries.length < 1;
};

export const logBufferModel = defineModel({
  name: 'logBuffer',
  machine: logBufferMachine,
  worlds: [{ name: 'page start', input: { now: Date.UTC(2025, 2, 10, 8, 0) }, filterEvents: boundedEntries }],
  events: logBufferEvents,
  describeContext: (snapshot) => {
    const context = snapshot.context as LogBufferContext;
    return `entries=${context.entries.length} batch=${context.batch.length}`;
  },
});
