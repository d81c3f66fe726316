import type { RuntimeConfig } from '../schemas/runtime-config';
import { hashPathOf, isAbsoluteUrl } from './route-rules';

/**
 * Where exit sends the browser (SPEC §4 "Exit", §7 "GET {base}/auth/logout with query json=0 and
 * returnUri"), and which stored keys it clears. Pure: the exit machine calls these with its input.
 */

/** Exit variants (CUSTOM_CONFIG.LOGOUT_TYPE or the theme's logoutType). */
export const LOGOUT_TYPE = { page: 0, replaceAndClose: 1, authService: 2 } as const;
export type LogoutType = (typeof LOGOUT_TYPE)[keyof typeof LOGOUT_TYPE];

/** The query field that tells the login page it comes back from the authentication service. */
export const CAS_RETURN_QUERY = 'type=cas';

export type ExitConfig = Pick<RuntimeConfig, 'BASE_URL' | 'CAS_LOGIN' | 'LOGOUT_PAGE' | 'LOGOUT_URL' | 'KIAF_CROSS_BROADCAST'> & {
  CUSTOM_API: Pick<RuntimeConfig['CUSTOM_API'], 'CAS_URL'>;
};

export type ExitPlace = {
  config: ExitConfig;
  logoutType: LogoutType;
  /** The app's own address without the fragment (origin + path), e.g. 'https://campus.example/'. */
  appAddress: string;
  /** The login route, e.g. '/login'. */
  loginPage: string;
};

export type ExitTarget =
  /** CAS-only login: the authentication logout address. */
  | { kind: 'casLogout'; href: string }
  /** Variant 1: replace the location, then try to close the window. */
  | { kind: 'replaceAndClose'; href: string }
  /** Variant 2: the authentication service's logout, returning with type=cas. */
  | { kind: 'authServiceLogout'; href: string }
  /** Default: the configured page (or login), then reload. */
  | { kind: 'page'; href: string };

/** `{base}/auth/logout?json=0&returnUri=…`; an empty base means this site. */
export function authLogoutAddress(base: string, returnUri: string): string {
  const trimmed = base.replace(/\/+$/, '');
  return `${trimmed}/auth/logout?json=0&returnUri=${encodeURIComponent(returnUri)}`;
}

/** An in-app route as an absolute address (hash routing). */
export function appRouteAddress(appAddress: string, route: string): string {
  return `${appAddress}#${hashPathOf(route)}`;
}

/** The login page as the return address of variant 2, carrying type=cas. */
export function casReturnAddress(appAddress: string, loginPage: string): string {
  const route = appRouteAddress(appAddress, loginPage);
  return `${route}${route.includes('?') ? '&' : '?'}${CAS_RETURN_QUERY}`;
}

/** LOGOUT_PAGE when set (absolute URL as is, hash path inside the app), else the login page. */
export function logoutPageAddress(place: Pick<ExitPlace, 'config' | 'appAddress' | 'loginPage'>): string {
  const page = place.config.LOGOUT_PAGE;
  if (page === '') return appRouteAddress(place.appAddress, place.loginPage);
  return isAbsoluteUrl(page) ? page : appRouteAddress(place.appAddress, page);
}

export function isCasOnlyLogin(config: Pick<ExitConfig, 'CAS_LOGIN'>): boolean {
  return config.CAS_LOGIN === 'ONLY';
}

/** The exit variant and its address, in the order SPEC §4 gives them. */
export function exitTarget(place: ExitPlace): ExitTarget {
  const { config } = place;
  if (isCasOnlyLogin(config)) {
    const base = config.LOGOUT_URL !== '' ? config.LOGOUT_URL : config.CUSTOM_API.CAS_URL;
    return { kind: 'casLogout', href: authLogoutAddress(base, appRouteAddress(place.appAddress, place.loginPage)) };
  }
  if (place.logoutType === LOGOUT_TYPE.replaceAndClose) return { kind: 'replaceAndClose', href: logoutPageAddress(place) };
  if (place.logoutType === LOGOUT_TYPE.authService) {
    return { kind: 'authServiceLogout', href: authLogoutAddress(config.BASE_URL, casReturnAddress(place.appAddress, place.loginPage)) };
  }
  return { kind: 'page', href: logoutPageAddress(place) };
}

/**
 * The local-storage keys exit removes (SPEC §4 "Storage clearing"): every key starting with the
 * app prefix except the theme and the whitelist.
 */
export function clearableKeys(keys: readonly string[], prefix: string, themeKey: string, whitelist: readonly string[]): string[] {
  return keys.filter((key) => key.startsWith(prefix) && key !== themeKey && !whitelist.includes(key));
}
