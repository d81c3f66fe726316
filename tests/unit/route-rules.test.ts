import { describe, expect, it } from 'vitest';
import {
  defaultLoginPage,
  hashPathOf,
  isAlwaysAllowed,
  isLoginRoute,
  isMapWindow,
  isTokenFreePage,
  lacksRouteSign,
  logoutPagePath,
  pathOf,
  signedOutDestination,
} from '../../src/machines/route-rules';
import { SIGN } from '../../src/constants';
import { requiredSignOf } from '../../src/routes/route-signs';

const config = { logoutPage: '', whitelist: ['/open-day'] };

describe('route rules (SPEC §2 "Routes allowed without login")', () => {
  it.each(['/kiaf/log', '/kiaf/sso', '/kiaf/version', '/kiaf/homepage'])('%s is always allowed', (path) => {
    expect(isAlwaysAllowed(path, config)).toBe(true);
  });

  it('allows the runtime whitelist and a configured hash logout page, nothing else', () => {
    expect(isAlwaysAllowed('/open-day', config)).toBe(true);
    expect(isAlwaysAllowed('/goodbye', { ...config, logoutPage: '#/goodbye' })).toBe(true);
    expect(isAlwaysAllowed('/goodbye', { ...config, logoutPage: 'https://portal.example.edu/goodbye' })).toBe(false);
    expect(isAlwaysAllowed('/home', config)).toBe(false);
    expect(isAlwaysAllowed('/kiaf/log/extra', config)).toBe(false);
  });

  it.each(['/liveVideo', '/videoShare', '/vodVideo', '/liveShare', '/pwdLogin', '/live-share', '/vod-share'])(
    '%s skips the token check',
    (path) => {
      expect(isTokenFreePage(path)).toBe(true);
    },
  );

  it('other pages do not skip the token check', () => {
    expect(isTokenFreePage('/home')).toBe(false);
    expect(isTokenFreePage('/live-share/extra')).toBe(false);
  });

  it('the default login page comes from session storage, else the home-page login constant', () => {
    expect(defaultLoginPage(null, '/login')).toBe('/login');
    expect(defaultLoginPage('', '/login')).toBe('/login');
    expect(defaultLoginPage('#/sso-login', '/login')).toBe('/sso-login');
    expect(isLoginRoute('/sso-login', '/sso-login')).toBe(true);
    expect(isLoginRoute('/login', '/sso-login')).toBe(true);
    expect(isLoginRoute('/pwdlogin', '/login')).toBe(true);
    expect(isLoginRoute('/home', '/login')).toBe(false);
  });

  it.each(['/map', '/campus/map/3', '/welcome/map', '/campus/地图', '/campus/%E5%9C%B0%E5%9B%BE?x=1', '/map#top'])(
    '%s is a map window',
    (address) => {
      expect(isMapWindow(address)).toBe(true);
    },
  );

  it.each(['/home', '/mapping', '/sitemap', '/home?view=map', '/campus/%E5%9C%B0', '/bad/%E0%A4%A'])(
    '%s is not a map window',
    (address) => {
      expect(isMapWindow(address)).toBe(false);
    },
  );

  it('sends a signed-out visitor to the logout page or the login page', () => {
    expect(signedOutDestination('', '/login')).toEqual({ kind: 'redirect', to: '/login' });
    expect(signedOutDestination('#/goodbye', '/login')).toEqual({ kind: 'redirect', to: '/goodbye' });
    expect(signedOutDestination('goodbye', '/login')).toEqual({ kind: 'redirect', to: '/goodbye' });
    expect(signedOutDestination('https://portal.example.edu/', '/login')).toEqual({
      kind: 'external',
      href: 'https://portal.example.edu/',
    });
  });

  it('gates a route by its sign', () => {
    expect(lacksRouteSign(null, [])).toBe(false);
    expect(lacksRouteSign('p2-individual-center-admin', ['p2-front'])).toBe(true);
    expect(lacksRouteSign('p2-individual-center-admin', ['p2-individual-center-admin'])).toBe(false);
  });

  it('opens the caption editor to holders of the course-management sign, as the class page that leads to it', () => {
    expect(requiredSignOf('/caption-edit')).toBe(SIGN.admin);
    expect(requiredSignOf('/caption-edit/')).toBe(requiredSignOf('/admin/detail'));
    expect(lacksRouteSign(requiredSignOf('/caption-edit'), [SIGN.front, SIGN.notes])).toBe(true);
  });

  it('reads paths out of addresses', () => {
    expect(pathOf('/home?x=1#y')).toBe('/home');
    expect(hashPathOf('#/a')).toBe('/a');
    expect(hashPathOf('a')).toBe('/a');
    expect(logoutPagePath('')).toBeNull();
    expect(logoutPagePath('https://x.example/')).toBeNull();
    expect(logoutPagePath('/bye')).toBe('/bye');
  });
});
