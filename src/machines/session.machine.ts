/**
 * Session (SPEC §4 "Tokens and session"; DESIGN.md §5).
 *
 * `starting` decides once: a `jwt_token` in the address is saved as the session token and the
 * address is cleaned (redirect to the path before it); a stored token means signed in; a tab of
 * a signed-in browser that has no session token of its own (a new tab, a window the app opened,
 * a link opened in one) but finds the shared refresh token goes `joining`: it exchanges that
 * token for its own session token (`refreshTokens`) and is signed in, or, refused, signed out
 * with the stale session cleared; calls answered "invalid token" meanwhile wait for it. Else
 * signed out. `session.login` (from any state) stores the tokens, retries any parked calls and
 * (re)enters `signedIn`; when CAS_SINGLE_CLIENT is Y the `kick` region calls `kickOtherClients`.
 *
 * In `signedIn.tokens`, `session.tokenInvalid` (sent by the HTTP hook, which parks the failed
 * call as a waiter) starts `refreshTokens`, counting consecutive refreshes (the count lives in
 * session storage: read from input, written by `storeRefreshCount`). A successful ordinary call
 * (`session.requestSucceeded`) or a new login resets the count; a successful refresh does not,
 * or a server that keeps refusing fresh tokens would loop forever. A second invalid token while
 * a refresh runs waits `refreshBusyWait` (3 s), then retries the parked calls. Refresh success
 * stores the new tokens and retries the waiters. Refresh failure, an 11th consecutive refresh,
 * or refresh disabled by configuration pass through `signingOut`: remember the address for
 * this username, clear the session, reject the waiters, show the login page. `session.kicked`
 * (SSE or another tab) signs out the same way; `session.logout` just records it (the logout
 * machine runs the exit). A password change answers a new session token without the change
 * flag: `session.tokenReplaced` stores it while signed in (`storeSessionToken`); signed out or
 * still joining there is no session for it to belong to, and it is dropped.
 */
import { assign, setup } from 'xstate';
import { MAX_CONSECUTIVE_REFRESHES, REFRESH_BUSY_WAIT_MS } from '../constants';
import type { RuntimeConfig } from '../schemas/runtime-config';
import { edgeAction, edgeActor } from './edge-stubs';

export type SessionTokens = { jwtToken: string; refreshToken: string };

export type SessionConfig = Pick<RuntimeConfig, 'CAS_SINGLE_CLIENT'> & {
  AJAX: Pick<RuntimeConfig['AJAX'], 'REFRESH_ENABLED'>;
};

export type SessionInput = {
  /** The `jwt_token` address parameter at start, or null. */
  addressToken: string | null;
  /** A session token is already stored (e.g. a page reload). */
  hasStoredToken: boolean;
  /** The browser keeps a refresh token (local storage, shared by its tabs). */
  hasStoredRefreshToken: boolean;
  /** The stored user's name, for the per-user redirect memory. */
  username: string | null;
  /** Consecutive refreshes so far, as kept in session storage. */
  refreshCount: number;
  config: SessionConfig;
};

export type SessionContext = SessionInput;

export type SessionEvent =
  | { type: 'session.login'; username: string; tokens: SessionTokens }
  | { type: 'session.tokenInvalid' }
  | { type: 'session.tokenReplaced'; jwtToken: string }
  | { type: 'session.requestSucceeded' }
  | { type: 'session.kicked' }
  | { type: 'session.logout' };

export type SessionEventType = SessionEvent['type'];

export type KickInput = { username: string | null };

export const sessionMachine = setup({
  types: {
    context: {} as SessionContext,
    events: {} as SessionEvent,
    input: {} as SessionInput,
  },
  actors: {
    refreshTokens: edgeActor<SessionTokens>('refreshTokens'),
    kickOtherClients: edgeActor<void, KickInput>('kickOtherClients'),
  },
  actions: {
    saveAddressToken: edgeAction<{ token: string }>('saveAddressToken'),
    redirectToPathBeforeToken: edgeAction('redirectToPathBeforeToken'),
    storeTokens: edgeAction<{ tokens: SessionTokens }>('storeTokens'),
    storeSessionToken: edgeAction<{ token: string }>('storeSessionToken'),
    storeRefreshCount: edgeAction<{ count: number }>('storeRefreshCount'),
    storeRedirectAddress: edgeAction<{ username: string | null }>('storeRedirectAddress'),
    clearSession: edgeAction('clearSession'),
    releaseWaiters: edgeAction('releaseWaiters'),
    rejectWaiters: edgeAction('rejectWaiters'),
    redirectToLogin: edgeAction('redirectToLogin'),
    rememberUsername: assign({
      username: (_, params: { username: string }) => params.username,
    }),
    countRefresh: assign({ refreshCount: ({ context }) => context.refreshCount + 1 }),
    resetRefreshCount: assign({ refreshCount: 0 }),
  },
  guards: {
    hasAddressToken: ({ context }) => context.addressToken !== null && context.addressToken !== '',
    hasStoredToken: ({ context }) => context.hasStoredToken,
    canJoinByRefresh: ({ context }) => context.hasStoredRefreshToken && context.config.AJAX.REFRESH_ENABLED,
    isSingleClient: ({ context }) => context.config.CAS_SINGLE_CLIENT === 'Y',
    isRefreshDisabled: ({ context }) => !context.config.AJAX.REFRESH_ENABLED,
    isRefreshExhausted: ({ context }) => context.refreshCount >= MAX_CONSECUTIVE_REFRESHES,
  },
  delays: {
    refreshBusyWait: REFRESH_BUSY_WAIT_MS,
  },
}).createMachine({
  id: 'session',
  context: ({ input }) => ({ ...input }),
  initial: 'starting',
  on: {
    'session.login': [
      {
        guard: 'isSingleClient',
        target: '.signedIn.kick.kicking',
        actions: [
          { type: 'storeTokens', params: ({ event }) => ({ tokens: event.tokens }) },
          { type: 'rememberUsername', params: ({ event }) => ({ username: event.username }) },
          'resetRefreshCount',
          { type: 'storeRefreshCount', params: ({ context }) => ({ count: context.refreshCount }) },
          'releaseWaiters',
        ],
      },
      {
        target: '.signedIn',
        actions: [
          { type: 'storeTokens', params: ({ event }) => ({ tokens: event.tokens }) },
          { type: 'rememberUsername', params: ({ event }) => ({ username: event.username }) },
          'resetRefreshCount',
          { type: 'storeRefreshCount', params: ({ context }) => ({ count: context.refreshCount }) },
          'releaseWaiters',
        ],
      },
    ],
  },
  states: {
    starting: {
      description: 'Reads the address and storage once, at page start.',
      always: [
        {
          guard: 'hasAddressToken',
          target: 'signedIn',
          actions: [
            { type: 'saveAddressToken', params: ({ context }) => ({ token: context.addressToken ?? '' }) },
            'redirectToPathBeforeToken',
          ],
        },
        { guard: 'hasStoredToken', target: 'signedIn' },
        { guard: 'canJoinByRefresh', target: 'joining' },
        { target: 'signedOut' },
      ],
    },
    joining: {
      // `session.tokenInvalid` is not handled here: the HTTP hook has parked the call, and the
      // join's outcome releases or rejects it.
      description: 'A new tab of a signed-in browser: the shared refresh token gets it a session token.',
      invoke: {
        id: 'joinSession',
        src: 'refreshTokens',
        onDone: {
          target: 'signedIn',
          actions: [{ type: 'storeTokens', params: ({ event }) => ({ tokens: event.output }) }, 'releaseWaiters'],
        },
        onError: { target: 'signedOut', actions: ['clearSession', 'rejectWaiters'] },
      },
      on: {
        'session.kicked': { target: 'signedOut', actions: ['clearSession', 'rejectWaiters'] },
        'session.logout': { target: 'signedOut', actions: 'rejectWaiters' },
      },
    },
    signedOut: {
      description: 'No session. A call answered "invalid token" now simply fails.',
      on: {
        'session.tokenInvalid': { actions: 'rejectWaiters' },
      },
    },
    signedIn: {
      description: 'A session token is stored and attached to every call.',
      type: 'parallel',
      on: {
        'session.requestSucceeded': {
          actions: ['resetRefreshCount', { type: 'storeRefreshCount', params: ({ context }) => ({ count: context.refreshCount }) }],
        },
        'session.tokenReplaced': { actions: { type: 'storeSessionToken', params: ({ event }) => ({ token: event.jwtToken }) } },
        'session.kicked': { target: 'signingOut' },
        'session.logout': { target: 'signedOut', actions: 'rejectWaiters' },
      },
      states: {
        tokens: {
          initial: 'active',
          states: {
            active: {
              description: 'Calls go out with the current token.',
              on: {
                'session.tokenInvalid': [
                  { guard: 'isRefreshDisabled', target: '#session.signingOut' },
                  { guard: 'isRefreshExhausted', target: '#session.signingOut' },
                  {
                    target: 'refreshing',
                    actions: ['countRefresh', { type: 'storeRefreshCount', params: ({ context }) => ({ count: context.refreshCount }) }],
                  },
                ],
              },
            },
            refreshing: {
              description: 'Exchanging the refresh token; failed calls wait for the outcome.',
              invoke: {
                id: 'refreshTokens',
                src: 'refreshTokens',
                onDone: {
                  target: 'active',
                  actions: [{ type: 'storeTokens', params: ({ event }) => ({ tokens: event.output }) }, 'releaseWaiters'],
                },
                onError: { target: '#session.signingOut' },
              },
              initial: 'running',
              states: {
                running: {
                  on: { 'session.tokenInvalid': { target: 'busyWaiting' } },
                },
                busyWaiting: {
                  description: 'Another call failed while the refresh runs: retry it after 3 s.',
                  after: { refreshBusyWait: { target: 'running', actions: 'releaseWaiters' } },
                },
              },
            },
          },
        },
        kick: {
          initial: 'idle',
          states: {
            idle: {},
            kicking: {
              description: 'CAS_SINGLE_CLIENT: ending the user’s other sessions (failure tolerated).',
              invoke: {
                id: 'kickOtherClients',
                src: 'kickOtherClients',
                input: ({ context }) => ({ username: context.username }),
                onDone: { target: 'idle' },
                onError: { target: 'idle' },
              },
            },
          },
        },
      },
    },
    signingOut: {
      description: 'Remember where this user was, forget the session, send them to sign in.',
      entry: [
        { type: 'storeRedirectAddress', params: ({ context }) => ({ username: context.username }) },
        'clearSession',
        'rejectWaiters',
        'redirectToLogin',
      ],
      always: { target: 'signedOut' },
    },
  },
});
