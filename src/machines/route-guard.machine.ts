/**
 * Route guard: one navigation per run (SPEC §2 "Routes allowed without login", §4 "Route guard",
 * §5 sign-gated routes; DESIGN.md §5). The router starts it in `beforeLoad` with the target and
 * what storage says about the session, and acts on the decision the machine ends with.
 *
 * `checkingOpenRoutes`: a login route (/login, /pwdlogin or the default login page) clears the
 * token and the resource tree and is allowed; the kiaf pages, the configured logout page, the
 * runtime whitelist, the share pages and map windows are allowed without a token.
 * `checkingToken`: without a token the address is remembered for after sign-in (unless the
 * last action was logout, nowAction=out), then `leaving` picks the configured logout page (an
 * absolute URL ends `external`, a hash path `redirected`) or the login page.
 * `checkingPasswordChange`: while the forced password change is pending (KIAF_FORCE_UPDATE_PWD=Y
 * and the password equals the user code, decided at login) every route but the change page
 * redirects to it, and the change page itself needs nothing more.
 * `checkingResources`: an empty resource tree is fetched (`fetchResourceTree`, the menu
 * permission flow) and the whole decision runs again; a failed fetch ends `signedOut`.
 * `checkingTheme` initialises the theme once; `checkingAccess` sends a route whose sign the
 * user lacks to /no-access. The final state's decision is the machine's output.
 */
import { assign, setup } from 'xstate';
import type { RuntimeConfig } from '../schemas/runtime-config';
import { edgeAction, edgeActor } from './edge-stubs';
import { menuMessageOf, type MenuMessageKey } from './menu-tree';
import {
  defaultLoginPage,
  CHANGE_PASSWORD_PATH,
  isAbsoluteUrl,
  isAlwaysAllowed,
  isLoginRoute,
  isMapWindow,
  isTokenFreePage,
  lacksRouteSign,
  NO_ACCESS_PATH,
  NOW_ACTION_LOGOUT,
  signedOutDestination,
} from './route-rules';

export type RouteGuardConfig = Pick<RuntimeConfig, 'LOGOUT_PAGE'> & {
  CUSTOM_CONFIG: Pick<RuntimeConfig['CUSTOM_CONFIG'], 'WHITELIST' | 'HOME_LOGIN_PAGE'>;
};

/** What storage says when the navigation starts. */
export type RouteSessionFacts = {
  hasToken: boolean;
  /** The login page kept in session storage, if any. */
  storedLoginPage: string | null;
  /** The last action marker; 'out' after a logout. */
  nowAction: string | null;
  themeSet: boolean;
  /** The resource tree is loaded (not empty). */
  resourceTreeLoaded: boolean;
  /** The permission sign list. */
  signs: readonly string[];
  /** The signed-in user must change the password before anything else. */
  mustChangePassword: boolean;
};

export type RouteGuardInput = {
  /** The target route path, e.g. '/home'. */
  path: string;
  /** The full in-app address, e.g. '/home?tab=2', remembered for after sign-in. */
  href: string;
  /** The sign the route requires, or null for none. */
  requiredSign: string | null;
  config: RouteGuardConfig;
  session: RouteSessionFacts;
};

export type RouteDecision =
  { kind: 'allow' } | { kind: 'redirect'; to: string } | { kind: 'external'; href: string } | { kind: 'signOut'; message: MenuMessageKey };

export type RouteGuardContext = RouteGuardInput & { decision: RouteDecision };

/** It takes no events: one run, moved on by its invoked actor's outcome. */
export type RouteGuardEvent = never;

/** What the resource-tree fetch hands back: the flattened signs. */
export type ResourceTreeLoad = { signs: string[] };

const loginPageOf = (context: RouteGuardContext): string =>
  defaultLoginPage(context.session.storedLoginPage, context.config.CUSTOM_CONFIG.HOME_LOGIN_PAGE);

const routeConfigOf = (context: RouteGuardContext) => ({
  logoutPage: context.config.LOGOUT_PAGE,
  whitelist: context.config.CUSTOM_CONFIG.WHITELIST,
});

export const routeGuardMachine = setup({
  types: {
    context: {} as RouteGuardContext,
    input: {} as RouteGuardInput,
    output: {} as RouteDecision,
  },
  actors: {
    fetchResourceTree: edgeActor<ResourceTreeLoad>('fetchResourceTree'),
  },
  actions: {
    clearToken: edgeAction('clearToken'),
    clearResourceTree: edgeAction('clearResourceTree'),
    saveRedirectAddress: edgeAction<{ href: string }>('saveRedirectAddress'),
    initTheme: edgeAction('initTheme'),
    decide: assign({ decision: (_, params: RouteDecision) => params }),
    markThemeSet: assign({ session: ({ context }) => ({ ...context.session, themeSet: true }) }),
    acceptResourceTree: assign({
      session: ({ context }, params: ResourceTreeLoad) => ({ ...context.session, resourceTreeLoaded: true, signs: params.signs }),
    }),
  },
  guards: {
    isLoginRoute: ({ context }) => isLoginRoute(context.path, loginPageOf(context)),
    isAlwaysAllowed: ({ context }) => isAlwaysAllowed(context.path, routeConfigOf(context)),
    isTokenFreePage: ({ context }) => isTokenFreePage(context.path),
    isMapWindow: ({ context }) => isMapWindow(context.href),
    hasToken: ({ context }) => context.session.hasToken,
    wasLoggedOut: ({ context }) => context.session.nowAction === NOW_ACTION_LOGOUT,
    isExternalLogoutPage: ({ context }) => isAbsoluteUrl(context.config.LOGOUT_PAGE),
    mustChangePassword: ({ context }) => context.session.mustChangePassword,
    isChangePasswordPage: ({ context }) => context.path === CHANGE_PASSWORD_PATH,
    isResourceTreeEmpty: ({ context }) => !context.session.resourceTreeLoaded,
    isThemeUnset: ({ context }) => !context.session.themeSet,
    lacksRouteSign: ({ context }) => lacksRouteSign(context.requiredSign, context.session.signs),
  },
}).createMachine({
  id: 'routeGuard',
  context: ({ input }) => ({ ...input, decision: { kind: 'allow' } }),
  output: ({ context }) => context.decision,
  initial: 'checkingOpenRoutes',
  states: {
    checkingOpenRoutes: {
      description: 'Routes that need no token.',
      always: [
        { guard: 'isLoginRoute', target: 'allowed', actions: ['clearToken', 'clearResourceTree'] },
        { guard: 'isAlwaysAllowed', target: 'allowed' },
        { guard: 'isTokenFreePage', target: 'allowed' },
        { guard: 'isMapWindow', target: 'allowed' },
        { target: 'checkingToken' },
      ],
    },
    checkingToken: {
      description: 'Other routes need a token.',
      always: [
        { guard: 'hasToken', target: 'checkingPasswordChange' },
        { guard: 'wasLoggedOut', target: 'leaving' },
        { target: 'leaving', actions: { type: 'saveRedirectAddress', params: ({ context }) => ({ href: context.href }) } },
      ],
    },
    leaving: {
      description: 'No token: the configured logout page, else the login page.',
      always: [
        {
          guard: 'isExternalLogoutPage',
          target: 'external',
          actions: { type: 'decide', params: ({ context }) => signedOutDestination(context.config.LOGOUT_PAGE, loginPageOf(context)) },
        },
        {
          target: 'redirected',
          actions: { type: 'decide', params: ({ context }) => signedOutDestination(context.config.LOGOUT_PAGE, loginPageOf(context)) },
        },
      ],
    },
    checkingPasswordChange: {
      description: 'A pending forced password change blocks every other route.',
      always: [
        { guard: 'isChangePasswordPage', target: 'allowed' },
        {
          guard: 'mustChangePassword',
          target: 'redirected',
          actions: { type: 'decide', params: { kind: 'redirect', to: CHANGE_PASSWORD_PATH } },
        },
        { target: 'checkingResources' },
      ],
    },
    checkingResources: {
      description: 'The resource tree must be loaded before any signed-in page.',
      always: [{ guard: 'isResourceTreeEmpty', target: 'loadingResources' }, { target: 'checkingTheme' }],
    },
    loadingResources: {
      description: 'Loading the menu permission, then deciding again (repeat navigation).',
      invoke: {
        id: 'fetchResourceTree',
        src: 'fetchResourceTree',
        onDone: {
          target: 'checkingOpenRoutes',
          actions: { type: 'acceptResourceTree', params: ({ event }) => event.output },
        },
        onError: {
          target: 'signedOut',
          actions: { type: 'decide', params: ({ event }) => ({ kind: 'signOut', message: menuMessageOf(event.error) }) },
        },
      },
    },
    checkingTheme: {
      always: [{ guard: 'isThemeUnset', target: 'checkingAccess', actions: ['initTheme', 'markThemeSet'] }, { target: 'checkingAccess' }],
    },
    checkingAccess: {
      description: 'Routes naming a sign are open only to holders of it.',
      always: [
        { guard: 'lacksRouteSign', target: 'redirected', actions: { type: 'decide', params: { kind: 'redirect', to: NO_ACCESS_PATH } } },
        { target: 'allowed' },
      ],
    },
    allowed: { type: 'final' },
    redirected: { type: 'final' },
    external: { type: 'final' },
    signedOut: { type: 'final' },
  },
});
