import { createActor, fromPromise, waitFor } from 'xstate';
import { logBufferMachine, type ClientLogEntry } from '../../machines/log-buffer.machine';
import type { ApiLogEntry } from '../http/http-hooks';
import { readUserInfo } from '../storage';
import { lazyLogStore } from './lazy-log-store';
import type { LogStore } from './log-store';

/**
 * The client log buffer running for the page's life (SPEC §4 "Client log buffer"): entries go to
 * the machine, which writes them to the Dexie store in batches; failed API calls are logged
 * (SPEC §8) with the message falling back to the error text.
 */
export function startLogRuntime(store: LogStore = lazyLogStore(), now: () => number = Date.now) {
  const machine = logBufferMachine.provide({
    actors: {
      deleteExpired: fromPromise(async ({ input }: { input: { before: number } }) => {
        await store.deleteBefore(input.before);
      }),
      writeEntries: fromPromise(async ({ input }: { input: { entries: ClientLogEntry[] } }) => store.write(input.entries)),
    },
  });
  const actor = createActor(machine, { input: { now: now() } }).start();

  const add = (entry: Omit<ClientLogEntry, 'username' | 'timestamp' | 'windowId'>) =>
    actor.send({
      type: 'log.add',
      entry: { username: readUserInfo()?.username ?? null, timestamp: now(), windowId: window.location.href, ...entry },
    });

  return {
    store,
    add,
    logApiFailure: (entry: ApiLogEntry) =>
      add({
        type: 'api',
        url: entry.url,
        spendTime: entry.spendTime,
        status: entry.status,
        code: entry.code,
        message: entry.message,
        request: { method: entry.method, ...entry.request },
      }),
    /** Forces a write and waits until the buffer is idle again (exit flushes before leaving). */
    async flush(): Promise<void> {
      actor.send({ type: 'log.flush' });
      await waitFor(actor, (snapshot) => !snapshot.matches({ buffer: 'writing' }), { timeout: 2_000 }).catch(() => undefined);
    },
  };
}

export type LogRuntime = ReturnType<typeof startLogRuntime>;
