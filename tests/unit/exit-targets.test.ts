import { describe, expect, it } from 'vitest';
import { STORAGE_PREFIX } from '../../src/constants';
import {
  appRouteAddress,
  authLogoutAddress,
  casReturnAddress,
  clearableKeys,
  exitTarget,
  logoutPageAddress,
  type ExitPlace,
} from '../../src/machines/exit-targets';

const place: ExitPlace = {
  logoutType: 0,
  appAddress: 'https://campus.example.edu/lectern/',
  loginPage: '/login',
  config: {
    BASE_URL: '',
    CAS_LOGIN: '',
    LOGOUT_PAGE: '',
    LOGOUT_URL: '',
    KIAF_CROSS_BROADCAST: 'N',
    CUSTOM_API: { CAS_URL: 'https://cas.example.edu/' },
  },
};

describe('exit addresses', () => {
  it('builds the authentication logout address with json=0 and an encoded return address', () => {
    expect(authLogoutAddress('', '/x?a=1')).toBe('/auth/logout?json=0&returnUri=%2Fx%3Fa%3D1');
    expect(authLogoutAddress('https://cas.example.edu/', 'https://app/#/login')).toBe(
      'https://cas.example.edu/auth/logout?json=0&returnUri=https%3A%2F%2Fapp%2F%23%2Flogin',
    );
  });

  it('routes live behind the hash', () => {
    expect(appRouteAddress(place.appAddress, '/login')).toBe('https://campus.example.edu/lectern/#/login');
    expect(appRouteAddress(place.appAddress, '#/goodbye')).toBe('https://campus.example.edu/lectern/#/goodbye');
  });

  it('the CAS return address carries type=cas', () => {
    expect(casReturnAddress(place.appAddress, '/login')).toBe('https://campus.example.edu/lectern/#/login?type=cas');
    expect(casReturnAddress(place.appAddress, '/login?tenant=2')).toBe('https://campus.example.edu/lectern/#/login?tenant=2&type=cas');
  });

  it('the configured page: absolute URL as is, hash path inside the app, else login', () => {
    expect(logoutPageAddress(place)).toBe('https://campus.example.edu/lectern/#/login');
    expect(logoutPageAddress({ ...place, config: { ...place.config, LOGOUT_PAGE: '#/goodbye' } })).toBe(
      'https://campus.example.edu/lectern/#/goodbye',
    );
    expect(logoutPageAddress({ ...place, config: { ...place.config, LOGOUT_PAGE: 'https://portal.example.edu/' } })).toBe(
      'https://portal.example.edu/',
    );
  });

  it('chooses the variant: CAS-only first, then 1, 2, else the page', () => {
    expect(exitTarget(place).kind).toBe('page');
    expect(exitTarget({ ...place, logoutType: 1 }).kind).toBe('replaceAndClose');
    const variant2 = exitTarget({ ...place, logoutType: 2 });
    expect(variant2).toEqual({
      kind: 'authServiceLogout',
      href: `/auth/logout?json=0&returnUri=${encodeURIComponent('https://campus.example.edu/lectern/#/login?type=cas')}`,
    });
    const casOnly = { ...place, logoutType: 1 as const, config: { ...place.config, CAS_LOGIN: 'ONLY' as const } };
    expect(exitTarget(casOnly).href).toBe(
      `https://cas.example.edu/auth/logout?json=0&returnUri=${encodeURIComponent('https://campus.example.edu/lectern/#/login')}`,
    );
    expect(exitTarget({ ...casOnly, config: { ...casOnly.config, LOGOUT_URL: 'https://sso.example.edu' } }).href).toMatch(
      /^https:\/\/sso\.example\.edu\/auth\/logout\?/,
    );
  });
});

describe('clearableKeys', () => {
  const theme = `${STORAGE_PREFIX}theme`;
  const keys = [
    `${STORAGE_PREFIX}refresh_token`,
    `${STORAGE_PREFIX}temp_jwt_token`,
    theme,
    `${STORAGE_PREFIX}lang`,
    `${STORAGE_PREFIX}user_info`,
    'other-app.token',
    'lectern-like.key',
  ];

  it('removes every app key except the theme and the whitelist', () => {
    expect(clearableKeys(keys, STORAGE_PREFIX, theme, [`${STORAGE_PREFIX}lang`])).toEqual([
      `${STORAGE_PREFIX}refresh_token`,
      `${STORAGE_PREFIX}temp_jwt_token`,
      `${STORAGE_PREFIX}user_info`,
    ]);
  });

  it('never touches keys of other apps, even with a similar name', () => {
    expect(clearableKeys(['other-app.token', 'lectern-like.key', 'lectern'], STORAGE_PREFIX, theme, [])).toEqual([]);
  });

  it('keeps whitelisted keys such as the temporary tokens', () => {
    expect(clearableKeys(keys, STORAGE_PREFIX, theme, [`${STORAGE_PREFIX}temp_jwt_token`, `${STORAGE_PREFIX}lang`])).not.toContain(
      `${STORAGE_PREFIX}temp_jwt_token`,
    );
  });
});
