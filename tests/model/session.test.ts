import { describeGeneratedPaths } from './support/generated-paths';
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import { MAX_CONSECUTIVE_REFRESHES, REFRESH_BUSY_WAIT_MS } from '../../src/constants';
import { sessionMachine, type SessionInput, type SessionTokens } from '../../src/machines/session.machine';
import { instrument, type EffectCall, type StepRecord } from './support/model';
import { sessionModel } from './support/models/session.model';

const actionNames = (calls: EffectCall[]) => calls.filter((call) => call.kind === 'action').map((call) => call.name);
const actorsStarted = (calls: EffectCall[]) => calls.filter((call) => call.kind === 'actor').map((call) => call.name);
const SIGN_OUT_EFFECTS = ['storeRedirectAddress', 'clearSession', 'rejectWaiters', 'redirectToLogin'];

/** The rules of SPEC §4 "Tokens and session", checked after every step of every path. */
function sessionRules(step: StepRecord<SessionInput>): void {
  const { event, before, after, calls, input } = step;
  const actions = actionNames(calls);
  const refreshCount = (after.context as SessionInput).refreshCount;
  expect(refreshCount).toBeLessThanOrEqual(MAX_CONSECUTIVE_REFRESHES);

  if (event.type === 'xstate.init') {
    if (input.addressToken !== null) {
      expect(calls).toContainEqual({ kind: 'action', name: 'saveAddressToken', params: { token: input.addressToken } });
      expect(actions).toContain('redirectToPathBeforeToken');
    } else {
      expect(actions).not.toContain('saveAddressToken');
    }
    const joins = input.hasStoredRefreshToken && input.config.AJAX.REFRESH_ENABLED;
    const expected = input.addressToken !== null || input.hasStoredToken ? 'signedIn' : joins ? 'joining' : 'signedOut';
    expect(after.matches(expected)).toBe(true);
    // A new tab asks for its own session token with the shared refresh token, once.
    expect(actorsStarted(calls)).toEqual(expected === 'joining' ? ['refreshTokens'] : []);
    return;
  }
  if (before === null) throw new Error('a step after the start has a state before it');
  const username = (before.context as SessionInput).username;

  const signedOutNow = before.matches('signedIn') && after.matches('signedOut');
  const joinEnded = before.matches('joining') && after.matches('signedOut');
  if (joinEnded) {
    // Refused or kicked while joining: the stale session is forgotten; the route guard, which
    // waited for the join, then sends the visitor to sign in.
    expect(actions).toEqual(event.type === 'session.logout' ? ['rejectWaiters'] : ['clearSession', 'rejectWaiters']);
  } else if (signedOutNow && event.type !== 'session.logout') {
    // Sign-out stores the redirect address per username, then clears the session.
    expect(actions.filter((name) => SIGN_OUT_EFFECTS.includes(name))).toEqual(SIGN_OUT_EFFECTS);
    expect(calls).toContainEqual({ kind: 'action', name: 'storeRedirectAddress', params: { username } });
  } else {
    expect(actions).not.toContain('clearSession');
  }

  switch (event.type) {
    case 'session.login': {
      const kicks = input.config.CAS_SINGLE_CLIENT === 'Y';
      expect(after.matches({ signedIn: { tokens: 'active', kick: kicks ? 'kicking' : 'idle' } })).toBe(true);
      expect(calls).toContainEqual({ kind: 'action', name: 'storeTokens', params: { tokens: event['tokens'] } });
      expect(refreshCount).toBe(0);
      expect(calls).toContainEqual({ kind: 'action', name: 'storeRefreshCount', params: { count: 0 } });
      if (kicks) expect(calls).toContainEqual({ kind: 'actor', name: 'kickOtherClients', params: { username: event['username'] } });
      else expect(actorsStarted(calls)).not.toContain('kickOtherClients');
      break;
    }
    case 'session.tokenInvalid': {
      if (before.matches('signedOut')) {
        expect(actions).toEqual(['rejectWaiters']);
      } else if (before.matches('joining')) {
        // Parked until the join settles: nothing else starts.
        expect(after.matches('joining')).toBe(true);
        expect(calls).toEqual([]);
      } else if (before.matches({ signedIn: { tokens: 'active' } })) {
        const count = (before.context as SessionInput).refreshCount;
        const mustSignOut = !input.config.AJAX.REFRESH_ENABLED || count >= MAX_CONSECUTIVE_REFRESHES;
        expect(after.matches(mustSignOut ? 'signedOut' : { signedIn: { tokens: 'refreshing' } })).toBe(true);
        if (!mustSignOut) {
          expect(actorsStarted(calls)).toEqual(['refreshTokens']);
          expect(calls).toContainEqual({ kind: 'action', name: 'storeRefreshCount', params: { count: count + 1 } });
        }
      } else {
        // A refresh is already running: no second one, the call waits 3 s.
        expect(actorsStarted(calls)).not.toContain('refreshTokens');
        expect(after.matches({ signedIn: { tokens: { refreshing: 'busyWaiting' } } })).toBe(true);
        expect(actions).not.toContain('releaseWaiters');
      }
      break;
    }
    case 'xstate.done.actor.refreshTokens':
      expect(after.matches({ signedIn: { tokens: 'active' } })).toBe(true);
      expect(calls).toContainEqual({ kind: 'action', name: 'storeTokens', params: { tokens: event['output'] as SessionTokens } });
      expect(actions).toContain('releaseWaiters');
      expect(refreshCount).toBe((before.context as SessionInput).refreshCount);
      break;
    case 'xstate.error.actor.refreshTokens':
      expect(after.matches('signedOut')).toBe(true);
      break;
    case 'xstate.done.actor.joinSession':
      expect(after.matches({ signedIn: { tokens: 'active', kick: 'idle' } })).toBe(true);
      expect(calls).toContainEqual({ kind: 'action', name: 'storeTokens', params: { tokens: event['output'] as SessionTokens } });
      expect(actions).toContain('releaseWaiters');
      break;
    case 'xstate.error.actor.joinSession':
      expect(after.matches('signedOut')).toBe(true);
      break;
    case 'xstate.after.refreshBusyWait.session.signedIn.tokens.refreshing.busyWaiting':
      expect(after.matches({ signedIn: { tokens: { refreshing: 'running' } } })).toBe(true);
      expect(actions).toEqual(['releaseWaiters']);
      break;
    case 'session.tokenReplaced':
      // The password change's new token is stored, and nothing else changes: same state, same count.
      expect(before.matches('signedIn')).toBe(true);
      expect(after.value).toEqual(before.value);
      expect(calls).toEqual([{ kind: 'action', name: 'storeSessionToken', params: { token: event['jwtToken'] } }]);
      expect(refreshCount).toBe((before.context as SessionInput).refreshCount);
      break;
    case 'session.requestSucceeded':
      expect(refreshCount).toBe(0);
      expect(calls).toContainEqual({ kind: 'action', name: 'storeRefreshCount', params: { count: 0 } });
      break;
    case 'session.kicked':
      expect(after.matches('signedOut')).toBe(true);
      break;
    case 'session.logout':
      expect(after.matches('signedOut')).toBe(true);
      expect(actions).toEqual(['rejectWaiters']);
      break;
    case 'xstate.done.actor.kickOtherClients':
    case 'xstate.error.actor.kickOtherClients':
      expect(after.matches({ signedIn: { kick: 'idle' } })).toBe(true);
      break;
    default:
      throw new Error(`no rule for ${event.type}`);
  }
}

describeGeneratedPaths(sessionModel, sessionRules);

const signedInStudent: SessionInput = {
  addressToken: null,
  hasStoredToken: true,
  hasStoredRefreshToken: true,
  username: 'student01',
  refreshCount: 0,
  config: { CAS_SINGLE_CLIENT: 'N', AJAX: { REFRESH_ENABLED: true } },
};

/** A session actor whose refresh calls settle as the test says. */
function startSession(input: SessionInput, refresh: () => Promise<SessionTokens>) {
  const calls: EffectCall[] = [];
  const clock = new SimulatedClock();
  const machine = instrument(sessionMachine, (call) => calls.push(call)).provide({
    actors: { refreshTokens: fromPromise(refresh) },
  });
  const actor = createActor(machine, { input, clock }).start();
  return { actor, calls, clock };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('session machine: journeys', () => {
  const newTab: SessionInput = { ...signedInStudent, hasStoredToken: false };

  it('a new tab joins the browser session with the shared refresh token; calls made meanwhile go out after', async () => {
    let answer: (tokens: SessionTokens) => void = () => {};
    let refreshes = 0;
    const { actor, calls } = startSession(newTab, () => {
      refreshes += 1;
      return new Promise<SessionTokens>((resolve) => (answer = resolve));
    });
    expect(actor.getSnapshot().value).toBe('joining');
    actor.send({ type: 'session.tokenInvalid' });
    expect(refreshes).toBe(1);
    expect(actionNames(calls)).not.toContain('releaseWaiters');
    answer({ jwtToken: 'tab-token', refreshToken: 'rotated' });
    await settle();
    expect(actor.getSnapshot().matches({ signedIn: { tokens: 'active' } })).toBe(true);
    expect(calls).toContainEqual({
      kind: 'action',
      name: 'storeTokens',
      params: { tokens: { jwtToken: 'tab-token', refreshToken: 'rotated' } },
    });
    expect(actionNames(calls)).toContain('releaseWaiters');
  });

  it('a new tab whose refresh token is refused forgets it and is signed out, without leaving the page itself', async () => {
    const { actor, calls } = startSession(newTab, () => Promise.reject(new Error('refresh token revoked')));
    await settle();
    expect(actor.getSnapshot().value).toBe('signedOut');
    expect(actionNames(calls)).toEqual(['clearSession', 'rejectWaiters']);
  });

  it('with refresh disabled a new tab does not join: it is signed out', () => {
    const { actor, calls } = startSession({ ...newTab, config: { ...newTab.config, AJAX: { REFRESH_ENABLED: false } } }, () =>
      Promise.reject(new Error('not called')),
    );
    expect(actor.getSnapshot().value).toBe('signedOut');
    expect(calls).toEqual([]);
  });

  it('refreshes at most 10 consecutive times, then signs out remembering the address for the user', async () => {
    const { actor, calls } = startSession(signedInStudent, async () => ({ jwtToken: 'still-refused', refreshToken: 'r' }));
    for (let refresh = 1; refresh <= MAX_CONSECUTIVE_REFRESHES; refresh += 1) {
      actor.send({ type: 'session.tokenInvalid' });
      await settle();
      expect(actor.getSnapshot().matches({ signedIn: { tokens: 'active' } })).toBe(true);
      expect(calls).toContainEqual({ kind: 'action', name: 'storeRefreshCount', params: { count: refresh } });
    }
    expect(actionNames(calls)).not.toContain('clearSession');
    actor.send({ type: 'session.tokenInvalid' });
    expect(actor.getSnapshot().value).toBe('signedOut');
    expect(calls).toContainEqual({ kind: 'action', name: 'storeRedirectAddress', params: { username: 'student01' } });
    expect(actionNames(calls)).toContain('clearSession');
  });

  it('a successful call resets the count, so refreshing can go on', async () => {
    const { actor, calls } = startSession({ ...signedInStudent, refreshCount: MAX_CONSECUTIVE_REFRESHES }, async () => ({
      jwtToken: 'fresh',
      refreshToken: 'r',
    }));
    actor.send({ type: 'session.requestSucceeded' });
    expect(calls).toContainEqual({ kind: 'action', name: 'storeRefreshCount', params: { count: 0 } });
    actor.send({ type: 'session.tokenInvalid' });
    await settle();
    expect(actor.getSnapshot().matches('signedIn')).toBe(true);
    expect(calls).toContainEqual({ kind: 'action', name: 'storeTokens', params: { tokens: { jwtToken: 'fresh', refreshToken: 'r' } } });
  });

  it('a retry waits 3 s while another refresh is running', () => {
    let refreshes = 0;
    const { actor, calls, clock } = startSession(signedInStudent, () => {
      refreshes += 1;
      return new Promise<SessionTokens>(() => {});
    });
    actor.send({ type: 'session.tokenInvalid' });
    actor.send({ type: 'session.tokenInvalid' });
    expect(refreshes).toBe(1);
    clock.increment(REFRESH_BUSY_WAIT_MS - 1);
    expect(actionNames(calls)).not.toContain('releaseWaiters');
    clock.increment(1);
    expect(actionNames(calls)).toContain('releaseWaiters');
    expect(actor.getSnapshot().matches({ signedIn: { tokens: { refreshing: 'running' } } })).toBe(true);
  });

  it('a failed refresh signs out and rejects the waiting calls', async () => {
    const { actor, calls } = startSession(signedInStudent, () => Promise.reject(new Error('refresh token reused')));
    actor.send({ type: 'session.tokenInvalid' });
    await settle();
    expect(actor.getSnapshot().value).toBe('signedOut');
    expect(actionNames(calls)).toEqual(
      expect.arrayContaining(['storeRedirectAddress', 'clearSession', 'rejectWaiters', 'redirectToLogin']),
    );
  });

  it('with refresh disabled an invalid token signs out at once', () => {
    const input = { ...signedInStudent, config: { ...signedInStudent.config, AJAX: { REFRESH_ENABLED: false } } };
    const { actor, calls } = startSession(input, () => Promise.reject(new Error('not called')));
    actor.send({ type: 'session.tokenInvalid' });
    expect(actor.getSnapshot().value).toBe('signedOut');
    expect(calls.map((call) => call.name)).not.toContain('refreshTokens');
  });

  it('signed out, a call answered "invalid token" is rejected at once (a self-transition)', () => {
    const { actor, calls } = startSession({ ...signedInStudent, hasStoredToken: false, hasStoredRefreshToken: false }, () =>
      Promise.reject(new Error('not called')),
    );
    actor.send({ type: 'session.tokenInvalid' });
    expect(actor.getSnapshot().value).toBe('signedOut');
    expect(actionNames(calls)).toEqual(['rejectWaiters']);
  });

  it("a password change's new token is stored by the machine while signed in, and dropped once signed out", () => {
    const { actor, calls } = startSession(signedInStudent, () => Promise.reject(new Error('not called')));
    actor.send({ type: 'session.tokenReplaced', jwtToken: 'without-change-flag' });
    expect(actor.getSnapshot().matches({ signedIn: { tokens: 'active' } })).toBe(true);
    expect(calls).toEqual([{ kind: 'action', name: 'storeSessionToken', params: { token: 'without-change-flag' } }]);
    actor.send({ type: 'session.kicked' });
    const before = calls.length;
    actor.send({ type: 'session.tokenReplaced', jwtToken: 'too-late' });
    expect(calls.slice(before)).toEqual([]);
  });

  it('a jwt_token in the address is saved and the address cleaned', () => {
    const { actor, calls } = startSession({ ...signedInStudent, hasStoredToken: false, addressToken: 'from-cas' }, () =>
      Promise.reject(new Error('not called')),
    );
    expect(actor.getSnapshot().matches('signedIn')).toBe(true);
    expect(actionNames(calls)).toEqual(['saveAddressToken', 'redirectToPathBeforeToken']);
  });

  it('with CAS_SINGLE_CLIENT=Y a login kicks the other sessions; a failed kick keeps the session', async () => {
    const calls: EffectCall[] = [];
    const machine = instrument(sessionMachine, (call) => calls.push(call)).provide({
      actors: { kickOtherClients: fromPromise(() => Promise.reject(new Error('kick refused'))) },
    });
    const actor = createActor(machine, {
      input: { ...signedInStudent, hasStoredToken: false, config: { CAS_SINGLE_CLIENT: 'Y', AJAX: { REFRESH_ENABLED: true } } },
    }).start();
    actor.send({ type: 'session.login', username: 'teacher01', tokens: { jwtToken: 'j', refreshToken: 'r' } });
    expect(actor.getSnapshot().matches({ signedIn: { kick: 'kicking' } })).toBe(true);
    await settle();
    expect(actor.getSnapshot().matches({ signedIn: { tokens: 'active', kick: 'idle' } })).toBe(true);
  });
});
