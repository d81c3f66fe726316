/**
 * Logout action (SPEC §4 "Logout action"; DESIGN.md §5). One run per logout.
 *
 * `idle`: `logout.request` (the user menu) marks nowAction=out (so the route guard does not
 * remember the page), clears the active menu and the search flag, and enters `callingLogout`
 * (`callLogout`, the server revocation; failure tolerated). `waiting` then lasts `logoutDelay`
 * (300 ms) and `startExit` starts the exit machine with the configured logout type.
 * `logout.fromOtherTab` (a storage event: another tab logged out) starts the same exit at once,
 * without the server call. Requests arriving once leaving are ignored.
 */
import { setup } from 'xstate';
import { LOGOUT_DELAY_MS } from '../constants';
import { edgeAction, edgeActor } from './edge-stubs';
import type { LogoutType } from './exit-targets';
import { NOW_ACTION_LOGOUT } from './route-rules';

export type LogoutInput = {
  /** CUSTOM_CONFIG.LOGOUT_TYPE, or the theme's logoutType when set. */
  logoutType: LogoutType;
};

export type LogoutContext = LogoutInput;

export type LogoutEvent = { type: 'logout.request' } | { type: 'logout.fromOtherTab' };

export type LogoutEventType = LogoutEvent['type'];

export type StartExitParams = { logoutType: LogoutType; reason: 'logout' | 'otherTab' };

export const logoutMachine = setup({
  types: {
    context: {} as LogoutContext,
    events: {} as LogoutEvent,
    input: {} as LogoutInput,
  },
  actors: {
    callLogout: edgeActor<void>('callLogout'),
  },
  actions: {
    markNowActionOut: edgeAction<{ value: string }>('markNowActionOut'),
    clearActiveMenu: edgeAction('clearActiveMenu'),
    clearSearchFlag: edgeAction('clearSearchFlag'),
    startExit: edgeAction<StartExitParams>('startExit'),
  },
  delays: {
    logoutDelay: LOGOUT_DELAY_MS,
  },
}).createMachine({
  id: 'logout',
  context: ({ input }) => ({ ...input }),
  initial: 'idle',
  states: {
    idle: {
      on: {
        'logout.request': {
          target: 'callingLogout',
          actions: [{ type: 'markNowActionOut', params: { value: NOW_ACTION_LOGOUT } }, 'clearActiveMenu', 'clearSearchFlag'],
        },
        'logout.fromOtherTab': {
          target: 'exited',
          actions: { type: 'startExit', params: ({ context }) => ({ logoutType: context.logoutType, reason: 'otherTab' }) },
        },
      },
    },
    callingLogout: {
      description: 'The server revokes the session; the user leaves whatever it answers.',
      invoke: {
        id: 'callLogout',
        src: 'callLogout',
        onDone: { target: 'waiting' },
        onError: { target: 'waiting' },
      },
    },
    waiting: {
      description: 'A short pause (300 ms) before the exit.',
      after: {
        logoutDelay: {
          target: 'exited',
          actions: { type: 'startExit', params: ({ context }) => ({ logoutType: context.logoutType, reason: 'logout' }) },
        },
      },
    },
    exited: { type: 'final' },
  },
});
