import { createActor, fromPromise, waitFor } from 'xstate';
import { sessionMachine, type SessionTokens } from '../../machines/session.machine';
import type { RuntimeConfig } from '../../schemas/runtime-config';
import { rememberRedirectFor } from '../auth/redirect-memory';
import { dropSessionToken, endSession, hasSessionToken, storeSessionToken } from '../auth/session';
import { ApiError } from '../http/api-error';
import type { InvalidTokenContext } from '../http/http-hooks';
import { readStored, readUserInfo, writeStored, writeUserInfo } from '../storage';
import { rethrowUnlessLeaving } from '../page-leaving';
import { readGuardFacts } from './guard-facts';
import { kickOtherClients, refreshTokens } from './token-calls';

/**
 * The session machine with its effects supplied (DESIGN.md §5: the edge provides them).
 * Calls answered "invalid token" park here as waiters until the refresh settles.
 */
export type SessionRuntimeDeps = {
  config: RuntimeConfig;
  /** The in-app address now (e.g. '/list-live?day=0'), remembered at sign-out. */
  currentHref: () => string;
  goToLogin: () => void;
  /** The page address, for the `jwt_token` parameter. */
  location: Pick<Location, 'href'>;
  replaceAddress: (href: string) => void;
};

type Waiter = { retry: () => Promise<unknown>; resolve: (value: unknown) => void; reject: (error: unknown) => void };

const ADDRESS_TOKEN = 'jwt_token';

/** The `jwt_token` parameter from the hash route's query or the page query. */
export function addressTokenOf(href: string): string | null {
  const url = new URL(href);
  const hashQuery = url.hash.includes('?') ? url.hash.slice(url.hash.indexOf('?')) : '';
  return new URLSearchParams(hashQuery).get(ADDRESS_TOKEN) ?? url.searchParams.get(ADDRESS_TOKEN);
}

/** The same address without the `jwt_token` parameter: the path before it (SPEC §4). */
export function addressWithoutToken(href: string): string {
  const url = new URL(href);
  url.searchParams.delete(ADDRESS_TOKEN);
  const [path, query = ''] = url.hash.split('?');
  const rest = new URLSearchParams(query);
  rest.delete(ADDRESS_TOKEN);
  url.hash = rest.size > 0 ? `${path}?${rest}` : (path ?? '');
  return url.href;
}

export function startSessionRuntime(deps: SessionRuntimeDeps) {
  const waiters: Waiter[] = [];
  const settle = (how: 'release' | 'reject') => {
    for (const waiter of waiters.splice(0)) {
      if (how === 'release') waiter.retry().then(waiter.resolve, waiter.reject);
      else waiter.reject(new ApiError('invalidToken', 'Invalid token'));
    }
  };
  // Refresh tokens this tab stored inside the tabs' lock (token-calls.ts). Writing one again
  // afterwards could put back a token another tab has rotated since: the next refresh would
  // present it and the server would revoke the session.
  const storedUnderLock = new Set<string>();
  const machine = sessionMachine.provide({
    actors: {
      refreshTokens: fromPromise(async (): Promise<SessionTokens> => {
        // A refresh the browser cancelled as the page reloads is no refusal: signing out then
        // would clear the session every other tab of the browser shares (page-leaving.ts).
        const result = await refreshTokens(deps.config).catch(rethrowUnlessLeaving);
        storedUnderLock.add(result.refresh_token);
        writeUserInfo(result.user);
        return { jwtToken: result.jwt_token, refreshToken: result.refresh_token };
      }),
      kickOtherClients: fromPromise(async ({ input }: { input: { username: string | null } }) => {
        if (input.username) await kickOtherClients(deps.config, input.username);
      }),
    },
    actions: {
      saveAddressToken: (_, { token }) => storeSessionToken(token),
      redirectToPathBeforeToken: () => deps.replaceAddress(addressWithoutToken(deps.location.href)),
      storeTokens: (_, { tokens }) => {
        storeSessionToken(tokens.jwtToken);
        if (!storedUnderLock.delete(tokens.refreshToken)) writeStored('refreshToken', tokens.refreshToken);
      },
      storeSessionToken: (_, { token }) => storeSessionToken(token),
      storeRefreshCount: (_, { count }) => writeStored('refreshCount', String(count)),
      storeRedirectAddress: (_, { username }) => rememberRedirectFor(username, deps.currentHref()),
      clearSession: () => endSession(),
      releaseWaiters: () => settle('release'),
      rejectWaiters: () => settle('reject'),
      redirectToLogin: () => deps.goToLogin(),
    },
  });
  const actor = createActor(machine, {
    input: {
      addressToken: addressTokenOf(deps.location.href),
      hasStoredToken: hasSessionToken(),
      hasStoredRefreshToken: (readStored('refreshToken') ?? '') !== '',
      username: readUserInfo()?.username ?? null,
      refreshCount: Number(readStored('refreshCount') ?? 0) || 0,
      config: deps.config,
    },
  });
  actor.start();

  return {
    actor,
    /** Resolves once a new tab's join has settled (at once otherwise): the route guard waits for it. */
    settled: () => waitFor(actor, (snapshot) => !snapshot.matches('joining')).then(() => undefined),
    /** What the route guard decides from: asked of the session, so no page reads storage itself. */
    guardFacts: readGuardFacts,
    /** A login page drops the access token (SPEC §4 "Route guard"). */
    dropToken: dropSessionToken,
    /** The HTTP hook: park the failed call and let the machine decide. */
    onInvalidToken: (context: InvalidTokenContext) =>
      new Promise<unknown>((resolve, reject) => {
        waiters.push({ retry: context.retry, resolve, reject });
        actor.send({ type: 'session.tokenInvalid' });
      }),
    requestSucceeded: () => actor.send({ type: 'session.requestSucceeded' }),
    login: (username: string, tokens: SessionTokens) => actor.send({ type: 'session.login', username, tokens }),
    /** A password change answered a new session token: the machine stores it (no storage write behind its back). */
    tokenReplaced: (jwtToken: string) => actor.send({ type: 'session.tokenReplaced', jwtToken }),
    kicked: () => actor.send({ type: 'session.kicked' }),
    loggedOut: () => actor.send({ type: 'session.logout' }),
  };
}

export type SessionRuntime = ReturnType<typeof startSessionRuntime>;
