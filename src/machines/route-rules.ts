import { LTI_LANDING_PAGE } from '../schemas/lti-paths';

/**
 * The path rules of the route guard (SPEC §2 "Routes allowed without login", §4 "Route guard",
 * §5 "Route access is gated by a permission sign list"). Pure: the guard machine calls them with
 * what its input says about the navigation and the configuration.
 */

/** Framework pages, always allowed (SPEC §2), and the page an LTI launch signs in on (docs/lti.md "Landing signed in"). */
export const ALWAYS_ALLOWED_PATHS: readonly string[] = ['/kiaf/log', '/kiaf/sso', '/kiaf/version', '/kiaf/homepage', LTI_LANDING_PAGE];

/** Share pages and login pages that skip the token check, spelled as the spec spells them. */
export const TOKEN_FREE_PATHS: readonly string[] = [
  '/liveVideo',
  '/videoShare',
  '/vodVideo',
  '/liveShare',
  '/pwdLogin',
  '/live-share',
  '/vod-share',
];

/** The app's own login routes (SPEC §2 route table). */
export const LOGIN_PATHS: readonly string[] = ['/login', '/pwdlogin'];

/**
 * Segments that make an address a map window: "map" and the Chinese map word. The spec's third
 * form, the welcome page's `welcome/map`, ends in a "map" segment, so it needs no rule of its own.
 */
export const MAP_SEGMENTS: readonly string[] = ['map', '地图'];

export const NO_ACCESS_PATH = '/no-access';

/** The marker the logout action leaves (SPEC §4 "Logout action"): no redirect memory then. */
export const NOW_ACTION_LOGOUT = 'out';

const ABSOLUTE_URL = /^[a-z][a-z\d+.-]*:\/\//i;

export type RouteConfig = {
  /** LOGOUT_PAGE: absolute URL, hash path, or '' for none. */
  logoutPage: string;
  /** CUSTOM_CONFIG.WHITELIST: extra routes allowed without login. */
  whitelist: readonly string[];
};

/** The path part of an address: no query, no fragment. */
export function pathOf(address: string): string {
  return address.split(/[?#]/)[0] ?? '';
}

/** A hash path as a route path: '#/a' and '/a' both give '/a'. */
export function hashPathOf(page: string): string {
  const path = page.startsWith('#') ? page.slice(1) : page;
  return path.startsWith('/') ? path : `/${path}`;
}

export function isAbsoluteUrl(address: string): boolean {
  return ABSOLUTE_URL.test(address);
}

/** The configured logout page as a route path, when it is a hash path (not a URL, not empty). */
export function logoutPagePath(logoutPage: string): string | null {
  if (logoutPage === '' || isAbsoluteUrl(logoutPage)) return null;
  return hashPathOf(logoutPage);
}

/** The kiaf pages, the configured logout page and the runtime whitelist. */
export function isAlwaysAllowed(path: string, config: RouteConfig): boolean {
  return ALWAYS_ALLOWED_PATHS.includes(path) || path === logoutPagePath(config.logoutPage) || config.whitelist.includes(path);
}

export function isTokenFreePage(path: string): boolean {
  return TOKEN_FREE_PATHS.includes(path);
}

/** The default login page: the one kept in session storage, else the home-page login constant. */
export function defaultLoginPage(storedLoginPage: string | null, homeLoginPage: string): string {
  return storedLoginPage !== null && storedLoginPage !== '' ? hashPathOf(storedLoginPage) : hashPathOf(homeLoginPage);
}

export function isLoginRoute(path: string, loginPage: string): boolean {
  return LOGIN_PATHS.includes(path) || path === loginPage;
}

function decodedSegments(address: string): string[] {
  return pathOf(address)
    .split('/')
    .filter((segment) => segment !== '')
    .map((segment) => {
      try {
        return decodeURIComponent(segment);
      } catch {
        return segment;
      }
    });
}

/** An address with a `map` or `地图` segment (percent-encoded or not), `welcome/map` included. */
export function isMapWindow(address: string): boolean {
  return decodedSegments(address).some((segment) => MAP_SEGMENTS.includes(segment));
}

export type SignedOutDestination = { kind: 'external'; href: string } | { kind: 'redirect'; to: string };

/** Where a visitor without a token goes: the configured logout page, else the login page. */
export function signedOutDestination(logoutPage: string, loginPage: string): SignedOutDestination {
  if (isAbsoluteUrl(logoutPage)) return { kind: 'external', href: logoutPage };
  return { kind: 'redirect', to: logoutPagePath(logoutPage) ?? loginPage };
}

/** A route that names a sign is open only to holders of it. */
export function lacksRouteSign(requiredSign: string | null, signs: readonly string[]): boolean {
  return requiredSign !== null && !signs.includes(requiredSign);
}

/** The forced password change page (KIAF_FORCE_UPDATE_PWD); not in SPEC §2's table, see docs/routes.md. */
export const CHANGE_PASSWORD_PATH = '/change-password';
