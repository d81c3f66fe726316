import { describeGeneratedPaths } from './support/generated-paths';
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import { LOGOUT_DELAY_MS } from '../../src/constants';
import { logoutMachine, type LogoutInput } from '../../src/machines/logout.machine';
import { instrument, type EffectCall, type StepRecord } from './support/model';
import { logoutModel } from './support/models/logout.model';

const names = (calls: EffectCall[]) => calls.map((call) => call.name);

/** SPEC §4 "Logout action", checked after every step of every path. */
function logoutRules(step: StepRecord<LogoutInput>): void {
  const { input, event, after, calls } = step;
  switch (event.type) {
    case 'xstate.init':
      expect(calls).toEqual([]);
      break;
    case 'logout.request':
      // nowAction=out, the menu and search flag cleared, then the server call.
      expect(calls).toEqual([
        { kind: 'action', name: 'markNowActionOut', params: { value: 'out' } },
        { kind: 'action', name: 'clearActiveMenu', params: undefined },
        { kind: 'action', name: 'clearSearchFlag', params: undefined },
        { kind: 'actor', name: 'callLogout', params: undefined },
      ]);
      break;
    case 'xstate.done.actor.callLogout':
    case 'xstate.error.actor.callLogout':
      // Whatever the server says, the exit waits 300 ms.
      expect(after.value).toBe('waiting');
      expect(calls).toEqual([]);
      break;
    case 'xstate.after.logoutDelay.logout.waiting':
      expect(calls).toEqual([{ kind: 'action', name: 'startExit', params: { logoutType: input.logoutType, reason: 'logout' } }]);
      break;
    case 'logout.fromOtherTab':
      // Another tab logged out: the same exit, no server call.
      expect(calls).toEqual([{ kind: 'action', name: 'startExit', params: { logoutType: input.logoutType, reason: 'otherTab' } }]);
      break;
    default:
      throw new Error(`no rule for ${event.type}`);
  }
  if (names(calls).includes('startExit')) expect(after.status).toBe('done');
}

describeGeneratedPaths(logoutModel, logoutRules);

describe('logout machine: journeys', () => {
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

  function startLogout(callLogout: () => Promise<void>) {
    const calls: EffectCall[] = [];
    const clock = new SimulatedClock();
    const machine = instrument(logoutMachine, (call) => calls.push(call)).provide({ actors: { callLogout: fromPromise(callLogout) } });
    const actor = createActor(machine, { input: { logoutType: 1 }, clock }).start();
    return { actor, calls, clock };
  }

  it('exits 300 ms after the logout call settles, even when it fails', async () => {
    const { actor, calls, clock } = startLogout(() => Promise.reject(new Error('offline')));
    actor.send({ type: 'logout.request' });
    await settle();
    expect(actor.getSnapshot().value).toBe('waiting');
    clock.increment(LOGOUT_DELAY_MS - 1);
    expect(names(calls)).not.toContain('startExit');
    clock.increment(1);
    expect(calls.at(-1)).toEqual({ kind: 'action', name: 'startExit', params: { logoutType: 1, reason: 'logout' } });
    expect(actor.getSnapshot().status).toBe('done');
  });

  it('a second request or another tab logging out meanwhile changes nothing', async () => {
    const { actor, calls, clock } = startLogout(async () => {});
    actor.send({ type: 'logout.request' });
    actor.send({ type: 'logout.request' });
    actor.send({ type: 'logout.fromOtherTab' });
    await settle();
    clock.increment(LOGOUT_DELAY_MS);
    expect(names(calls).filter((name) => name === 'startExit')).toHaveLength(1);
    expect(names(calls).filter((name) => name === 'markNowActionOut')).toHaveLength(1);
  });
});
