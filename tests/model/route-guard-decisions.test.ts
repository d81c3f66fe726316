import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, toPromise } from 'xstate';
import { SIGN } from '../../src/constants';
import {
  routeGuardMachine,
  type RouteDecision,
  type RouteGuardInput,
  type RouteSessionFacts,
} from '../../src/machines/route-guard.machine';
import { CHANGE_PASSWORD_PATH, NO_ACCESS_PATH, NOW_ACTION_LOGOUT } from '../../src/machines/route-rules';
import { instrument, type EffectCall } from './support/model';

/**
 * The route guard's decision table (SPEC §2 "Routes allowed without login", §4 "Route guard",
 * §5): one row per world, each with the one decision the guard must end with and the exact
 * effects it runs on the way. The generated-path test (route-guard.test.ts) checks rules that
 * hold on every path; it cannot tell a right redirect from a wrong one, so a guard that sent a
 * pending password change to /home would pass it. This table pins every such decision.
 */

const HOME_HREF = '/home?tab=live';
const EXTERNAL_LOGOUT = 'https://portal.example.edu/bye';

const loadedSession: RouteSessionFacts = {
  hasToken: true,
  storedLoginPage: null,
  nowAction: null,
  themeSet: true,
  resourceTreeLoaded: true,
  signs: [SIGN.front],
  mustChangePassword: false,
};
const noToken: RouteSessionFacts = { ...loadedSession, hasToken: false, resourceTreeLoaded: false, signs: [] };
const emptyTree: RouteSessionFacts = { ...loadedSession, resourceTreeLoaded: false, signs: [] };
const pendingChange: RouteSessionFacts = { ...loadedSession, mustChangePassword: true };

const baseConfig: RouteGuardInput['config'] = { LOGOUT_PAGE: '', CUSTOM_CONFIG: { WHITELIST: ['/open-day'], HOME_LOGIN_PAGE: '/login' } };
const withLogoutPage = (LOGOUT_PAGE: string): RouteGuardInput['config'] => ({ ...baseConfig, LOGOUT_PAGE });
const withHomeLoginPage = (HOME_LOGIN_PAGE: string): RouteGuardInput['config'] => ({
  ...baseConfig,
  CUSTOM_CONFIG: { ...baseConfig.CUSTOM_CONFIG, HOME_LOGIN_PAGE },
});
/** The whole runtime configuration reaches the guard; CAS-only sign-in is the login page's business, not the guard's. */
const casOnlyConfig = { ...baseConfig, CAS_LOGIN: 'ONLY' as const };

/** What the resource-tree fetch does in a row; a row without one must not fetch. */
type TreeLoad = { signs: string[] } | { fails: unknown };

type Row = {
  world: string;
  path: string;
  href?: string;
  requiredSign?: string | null;
  config?: RouteGuardInput['config'];
  session: RouteSessionFacts;
  tree?: TreeLoad;
  decision: RouteDecision;
  /** Every effect in order, `name` or `name(href)` for the remembered address. */
  effects: string[];
};

const allow: RouteDecision = { kind: 'allow' };
const redirectTo = (to: string): RouteDecision => ({ kind: 'redirect', to });
const CLEARS = ['clearToken', 'clearResourceTree'];
const SAVES_HOME = [`saveRedirectAddress(${HOME_HREF})`];

const rows: Row[] = [
  // Login routes: allowed, and whatever session there was is dropped.
  { world: '/login while signed in', path: '/login', session: loadedSession, decision: allow, effects: CLEARS },
  { world: '/pwdlogin without a token', path: '/pwdlogin', session: noToken, decision: allow, effects: CLEARS },
  {
    world: 'the stored login page',
    path: '/sso-login',
    session: { ...loadedSession, storedLoginPage: '#/sso-login' },
    decision: allow,
    effects: CLEARS,
  },
  {
    world: 'the home-page login constant',
    path: '/campus-login',
    config: withHomeLoginPage('/campus-login'),
    session: noToken,
    decision: allow,
    effects: CLEARS,
  },
  { world: 'a pending password change on /login', path: '/login', session: pendingChange, decision: allow, effects: CLEARS },

  // Open routes: allowed as they are, token or not, nothing cleared, nothing fetched.
  { world: 'a kiaf page without a token', path: '/kiaf/version', session: noToken, decision: allow, effects: [] },
  { world: 'a kiaf page with a token and an empty tree', path: '/kiaf/log', session: emptyTree, decision: allow, effects: [] },
  {
    world: 'the configured hash logout page',
    path: '/goodbye',
    config: withLogoutPage('#/goodbye'),
    session: noToken,
    decision: allow,
    effects: [],
  },
  { world: 'a whitelisted route', path: '/open-day', session: noToken, decision: allow, effects: [] },
  { world: 'a share page', path: '/live-share', href: '/live-share?id=7', session: noToken, decision: allow, effects: [] },
  { world: 'a token-free login page (/pwdLogin)', path: '/pwdLogin', session: noToken, decision: allow, effects: [] },
  { world: 'a map window (Chinese map word, encoded)', path: '/campus/%E5%9C%B0%E5%9B%BE', session: noToken, decision: allow, effects: [] },
  { world: 'the welcome map window', path: '/welcome/map', session: noToken, decision: allow, effects: [] },
  { world: 'a share page with a password change pending', path: '/vod-share', session: pendingChange, decision: allow, effects: [] },

  // No token: remember the address (not after a logout) and leave.
  { world: 'no token', path: '/home', session: noToken, decision: redirectTo('/login'), effects: SAVES_HOME },
  {
    world: 'no token after a logout',
    path: '/home',
    session: { ...noToken, nowAction: NOW_ACTION_LOGOUT },
    decision: redirectTo('/login'),
    effects: [],
  },
  {
    world: 'no token, stored login page',
    path: '/home',
    session: { ...noToken, storedLoginPage: '#/sso-login' },
    decision: redirectTo('/sso-login'),
    effects: SAVES_HOME,
  },
  {
    world: 'no token, home-page login constant',
    path: '/home',
    config: withHomeLoginPage('/campus-login'),
    session: noToken,
    decision: redirectTo('/campus-login'),
    effects: SAVES_HOME,
  },
  {
    world: 'no token, hash logout page',
    path: '/home',
    config: withLogoutPage('#/goodbye'),
    session: noToken,
    decision: redirectTo('/goodbye'),
    effects: SAVES_HOME,
  },
  {
    world: 'no token, absolute logout page',
    path: '/home',
    config: withLogoutPage(EXTERNAL_LOGOUT),
    session: noToken,
    decision: { kind: 'external', href: EXTERNAL_LOGOUT },
    effects: SAVES_HOME,
  },
  {
    world: 'no token after a logout, absolute logout page',
    path: '/home',
    config: withLogoutPage(EXTERNAL_LOGOUT),
    session: { ...noToken, nowAction: NOW_ACTION_LOGOUT },
    decision: { kind: 'external', href: EXTERNAL_LOGOUT },
    effects: [],
  },
  {
    world: 'no token, CAS-only sign-in',
    path: '/home',
    config: casOnlyConfig,
    session: noToken,
    decision: redirectTo('/login'),
    effects: SAVES_HOME,
  },
  {
    world: 'no token, a password change pending',
    path: '/home',
    session: { ...noToken, mustChangePassword: true },
    decision: redirectTo('/login'),
    effects: SAVES_HOME,
  },

  // A pending forced password change: the change page and nothing else.
  { world: 'a password change pending', path: '/home', session: pendingChange, decision: redirectTo(CHANGE_PASSWORD_PATH), effects: [] },
  {
    world: 'a password change pending, empty tree and no theme',
    path: '/home',
    session: { ...emptyTree, themeSet: false, mustChangePassword: true },
    decision: redirectTo(CHANGE_PASSWORD_PATH),
    effects: [],
  },
  {
    world: 'a password change pending, a route whose sign is missing',
    path: '/admin/home',
    requiredSign: SIGN.admin,
    session: pendingChange,
    decision: redirectTo(CHANGE_PASSWORD_PATH),
    effects: [],
  },
  {
    world: 'the change page, a change pending, empty tree and no theme',
    path: CHANGE_PASSWORD_PATH,
    session: { ...emptyTree, themeSet: false, mustChangePassword: true },
    decision: allow,
    effects: [],
  },
  { world: 'the change page, no change pending', path: CHANGE_PASSWORD_PATH, session: loadedSession, decision: allow, effects: [] },

  // Signed in: the tree first, then the theme, then the route's sign.
  { world: 'signed in, all loaded', path: '/home', session: loadedSession, decision: allow, effects: [] },
  {
    world: 'signed in, theme not set',
    path: '/home',
    session: { ...loadedSession, themeSet: false },
    decision: allow,
    effects: ['initTheme'],
  },
  {
    world: 'signed in, empty tree',
    path: '/home',
    session: emptyTree,
    tree: { signs: [SIGN.front] },
    decision: allow,
    effects: ['fetchResourceTree'],
  },
  {
    world: 'first page after sign-in: empty tree, theme not set',
    path: '/home',
    session: { ...emptyTree, themeSet: false },
    tree: { signs: [SIGN.front] },
    decision: allow,
    effects: ['fetchResourceTree', 'initTheme'],
  },
  {
    world: 'the tree fetch fails',
    path: '/home',
    session: { ...emptyTree, themeSet: false },
    tree: { fails: new Error('HTTP 502') },
    decision: { kind: 'signOut', message: 'permission.menuFailed' },
    effects: ['fetchResourceTree'],
  },
  {
    world: 'the tree has no branch for this product',
    path: '/home',
    session: { ...emptyTree, themeSet: false },
    tree: { fails: { messageKey: 'permission.noSystem' } },
    decision: { kind: 'signOut', message: 'permission.noSystem' },
    effects: ['fetchResourceTree'],
  },
  {
    world: 'a sign-gated route, sign held',
    path: '/admin/home',
    requiredSign: SIGN.admin,
    session: { ...loadedSession, signs: [SIGN.front, SIGN.admin] },
    decision: allow,
    effects: [],
  },
  {
    world: 'a sign-gated route, sign missing',
    path: '/admin/home',
    requiredSign: SIGN.admin,
    session: loadedSession,
    decision: redirectTo(NO_ACCESS_PATH),
    effects: [],
  },
  {
    world: 'a sign-gated route, the fetched tree grants the sign',
    path: '/admin/home',
    requiredSign: SIGN.admin,
    session: emptyTree,
    tree: { signs: [SIGN.front, SIGN.admin] },
    decision: allow,
    effects: ['fetchResourceTree'],
  },
  {
    world: 'a sign-gated route, the fetched tree lacks the sign',
    path: '/admin/home',
    requiredSign: SIGN.admin,
    session: { ...emptyTree, themeSet: false },
    tree: { signs: [SIGN.front] },
    decision: redirectTo(NO_ACCESS_PATH),
    effects: ['fetchResourceTree', 'initTheme'],
  },
];

/** The final state each decision must end in. */
const FINAL_STATE: Record<RouteDecision['kind'], string> = {
  allow: 'allowed',
  redirect: 'redirected',
  external: 'external',
  signOut: 'signedOut',
};

const effectLabel = (call: EffectCall): string =>
  call.name === 'saveRedirectAddress' ? `${call.name}(${(call.params as { href: string }).href})` : call.name;

async function decide(row: Row) {
  const calls: EffectCall[] = [];
  const machine = instrument(routeGuardMachine, (call) => calls.push(call)).provide({
    actors: {
      fetchResourceTree: fromPromise(async () => {
        calls.push({ kind: 'actor', name: 'fetchResourceTree', params: undefined });
        if (row.tree === undefined) throw new Error(`${row.world}: the resource tree must not be fetched`);
        if ('fails' in row.tree) throw row.tree.fails;
        return row.tree;
      }),
    },
  });
  const input: RouteGuardInput = {
    path: row.path,
    href: row.href ?? (row.path === '/home' ? HOME_HREF : row.path),
    requiredSign: row.requiredSign ?? null,
    config: row.config ?? baseConfig,
    session: row.session,
  };
  const actor = createActor(machine, { input }).start();
  const decision = await toPromise(actor);
  return { decision, state: actor.getSnapshot().value, effects: calls.map(effectLabel) };
}

describe('routeGuard decision table', () => {
  it.each(rows.map((row) => [row.world, row] as const))('%s', async (_, row) => {
    const outcome = await decide(row);
    expect(outcome).toEqual({ decision: row.decision, state: FINAL_STATE[row.decision.kind], effects: row.effects });
  });

  it('has one row per world', () => {
    const worlds = rows.map((row) => row.world);
    expect(new Set(worlds).size).toBe(worlds.length);
  });
});
