import { SIGN } from '../../../../src/constants';
import { routeGuardMachine, type RouteGuardEvent, type RouteGuardInput } from '../../../../src/machines/route-guard.machine';
import { defineModel, type EventFixtures } from '../model';

type RouteGuardInternalEvent = 'xstate.done.actor.fetchResourceTree' | 'xstate.error.actor.fetchResourceTree';

export const routeGuardEvents = {
  'xstate.done.actor.fetchResourceTree': [
    { type: 'xstate.done.actor.fetchResourceTree', output: { signs: [SIGN.front, SIGN.admin, SIGN.collect] } },
  ],
  'xstate.error.actor.fetchResourceTree': [
    { type: 'xstate.error.actor.fetchResourceTree', error: { messageKey: 'permission.noSystem' } },
    { type: 'xstate.error.actor.fetchResourceTree', error: { message: 'network down' } },
  ],
} as const satisfies EventFixtures<RouteGuardEvent, RouteGuardInternalEvent>;

/** A signed-in navigation to /home with everything loaded: each world changes one fact. */
export const homeVisit: RouteGuardInput = {
  path: '/home',
  href: '/home?tab=live',
  requiredSign: null,
  config: { LOGOUT_PAGE: '', CUSTOM_CONFIG: { WHITELIST: ['/open-day'], HOME_LOGIN_PAGE: '/login' } },
  session: {
    hasToken: true,
    storedLoginPage: null,
    nowAction: null,
    themeSet: true,
    resourceTreeLoaded: true,
    signs: [SIGN.front],
    mustChangePassword: false,
  },
};

const signedOut = { ...homeVisit.session, hasToken: false, resourceTreeLoaded: false, signs: [] };
const to = (path: string, href = path): Pick<RouteGuardInput, 'path' | 'href'> => ({ path, href });

export const routeGuardModel = defineModel({
  name: 'routeGuard',
  machine: routeGuardMachine,
  worlds: [
    { name: 'signed in, /home', input: homeVisit },
    { name: 'login route', input: { ...homeVisit, ...to('/login') } },
    { name: 'stored login page', input: { ...homeVisit, ...to('/sso-login'), session: { ...signedOut, storedLoginPage: '#/sso-login' } } },
    { name: 'kiaf page', input: { ...homeVisit, ...to('/kiaf/version'), session: signedOut } },
    { name: 'runtime whitelist', input: { ...homeVisit, ...to('/open-day'), session: signedOut } },
    { name: 'share page', input: { ...homeVisit, ...to('/live-share', '/live-share?id=7'), session: signedOut } },
    { name: 'map window', input: { ...homeVisit, ...to('/campus/%E5%9C%B0%E5%9B%BE'), session: signedOut } },
    { name: 'no token', input: { ...homeVisit, session: signedOut } },
    { name: 'no token after logout', input: { ...homeVisit, session: { ...signedOut, nowAction: 'out' } } },
    {
      name: 'no token, hash logout page',
      input: { ...homeVisit, config: { ...homeVisit.config, LOGOUT_PAGE: '#/goodbye' }, session: signedOut },
    },
    {
      name: 'no token, absolute logout page',
      input: { ...homeVisit, config: { ...homeVisit.config, LOGOUT_PAGE: 'https://portal.example.edu/bye' }, session: signedOut },
    },
    {
      name: 'first page after login',
      input: {
        ...homeVisit,
        ...to('/admin/home'),
        requiredSign: SIGN.admin,
        session: { ...homeVisit.session, themeSet: false, resourceTreeLoaded: false, signs: [] },
      },
    },
    { name: 'sign missing', input: { ...homeVisit, ...to('/admin/home'), requiredSign: SIGN.admin } },
    { name: 'password change pending', input: { ...homeVisit, session: { ...homeVisit.session, mustChangePassword: true } } },
    {
      name: 'password change page',
      input: {
        ...homeVisit,
        ...to('/change-password'),
        session: { ...homeVisit.session, mustChangePassword: true, resourceTreeLoaded: false },
      },
    },
  ],
  events: routeGuardEvents,
});
