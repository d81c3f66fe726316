import type { AnyMachineSnapshot, EventObject } from 'xstate';
import { sessionMachine, type SessionConfig, type SessionEvent, type SessionInput } from '../../../../src/machines/session.machine';
import { defineModel, type EventFixtures } from '../model';

/** Invoked actors' outcomes and delays of the session chart. */
type SessionInternalEvent =
  | 'xstate.done.actor.refreshTokens'
  | 'xstate.error.actor.refreshTokens'
  | 'xstate.done.actor.joinSession'
  | 'xstate.error.actor.joinSession'
  | 'xstate.done.actor.kickOtherClients'
  | 'xstate.error.actor.kickOtherClients'
  | 'xstate.after.refreshBusyWait.session.signedIn.tokens.refreshing.busyWaiting';

export const sessionEvents = {
  'session.login': [{ type: 'session.login', username: 'student01', tokens: { jwtToken: 'jwt-login', refreshToken: 'refresh-login' } }],
  'session.tokenInvalid': [{ type: 'session.tokenInvalid' }],
  'session.tokenReplaced': [{ type: 'session.tokenReplaced', jwtToken: 'jwt-after-password-change' }],
  'session.requestSucceeded': [{ type: 'session.requestSucceeded' }],
  'session.kicked': [{ type: 'session.kicked' }],
  'session.logout': [{ type: 'session.logout' }],
  'xstate.done.actor.refreshTokens': [
    { type: 'xstate.done.actor.refreshTokens', output: { jwtToken: 'jwt-refreshed', refreshToken: 'refresh-rotated' } },
  ],
  'xstate.error.actor.refreshTokens': [{ type: 'xstate.error.actor.refreshTokens', error: { message: 'refresh token refused' } }],
  'xstate.done.actor.joinSession': [
    { type: 'xstate.done.actor.joinSession', output: { jwtToken: 'jwt-joined', refreshToken: 'refresh-after-join' } },
  ],
  'xstate.error.actor.joinSession': [{ type: 'xstate.error.actor.joinSession', error: { message: 'refresh token refused' } }],
  'xstate.done.actor.kickOtherClients': [{ type: 'xstate.done.actor.kickOtherClients', output: undefined }],
  'xstate.error.actor.kickOtherClients': [{ type: 'xstate.error.actor.kickOtherClients', error: { message: 'kick failed' } }],
  'xstate.after.refreshBusyWait.session.signedIn.tokens.refreshing.busyWaiting': [
    { type: 'xstate.after.refreshBusyWait.session.signedIn.tokens.refreshing.busyWaiting' },
  ],
} as const satisfies EventFixtures<SessionEvent, SessionInternalEvent>;

const config = (overrides: { singleClient?: boolean; refreshEnabled?: boolean } = {}): SessionConfig => ({
  CAS_SINGLE_CLIENT: overrides.singleClient === true ? 'Y' : 'N',
  AJAX: { REFRESH_ENABLED: overrides.refreshEnabled ?? true },
});

const visitor: SessionInput = {
  addressToken: null,
  hasStoredToken: false,
  hasStoredRefreshToken: false,
  username: null,
  refreshCount: 0,
  config: config(),
};

/**
 * Bounds the exploration: counts between 2 and 9 behave alike (the only count guard is
 * `refreshCount >= 10`), so each world walks a few refreshes, and the 'at the refresh limit'
 * world starts from a stored count of 9 (and never resets it). `login` restarts the session, so worlds about the
 * start do not repeat the signed-in exploration.
 */
const bounded =
  (options: { maxRefreshes: number; login: boolean; reset?: boolean }) =>
  (snapshot: AnyMachineSnapshot, event: EventObject): boolean => {
    if (event.type === 'session.login') return options.login;
    if (event.type === 'session.requestSucceeded') return options.reset ?? true;
    if (event.type !== 'session.tokenInvalid' || !snapshot.matches({ signedIn: { tokens: 'active' } })) return true;
    return (snapshot.context as SessionInput).refreshCount < options.maxRefreshes;
  };

export const sessionModel = defineModel({
  name: 'session',
  machine: sessionMachine,
  worlds: [
    { name: 'visitor', input: visitor, filterEvents: bounded({ maxRefreshes: 2, login: true }) },
    {
      name: 'address token',
      input: { ...visitor, addressToken: 'jwt-from-address', username: 'teacher01' },
      filterEvents: bounded({ maxRefreshes: 1, login: false }),
    },
    {
      name: 'at the refresh limit',
      input: { ...visitor, hasStoredToken: true, username: 'student01', refreshCount: 9 },
      filterEvents: bounded({ maxRefreshes: 11, login: false, reset: false }),
    },
    {
      name: 'refresh disabled',
      input: { ...visitor, hasStoredToken: true, username: 'student02', config: config({ refreshEnabled: false }) },
      filterEvents: bounded({ maxRefreshes: 1, login: false }),
    },
    {
      // A new tab (or a window the app opened) of a browser that is signed in elsewhere.
      name: 'new tab',
      input: { ...visitor, hasStoredRefreshToken: true, username: 'student01' },
      filterEvents: bounded({ maxRefreshes: 1, login: true }),
    },
    {
      name: 'new tab, refresh disabled',
      input: { ...visitor, hasStoredRefreshToken: true, username: 'student01', config: config({ refreshEnabled: false }) },
      filterEvents: bounded({ maxRefreshes: 1, login: false }),
    },
    {
      name: 'single client',
      input: { ...visitor, config: config({ singleClient: true }) },
      filterEvents: bounded({ maxRefreshes: 1, login: true }),
    },
  ],
  events: sessionEvents,
  describeContext: (snapshot) => {
    const context = snapshot.context as SessionInput;
    return `user=${context.username ?? '-'} refreshes=${context.refreshCount}`;
  },
});
