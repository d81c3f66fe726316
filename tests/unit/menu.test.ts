import { beforeAll, describe, expect, it } from 'vitest';
import type { ResourceNode } from '../../src/schemas/rbac';
import { activeMenuIndex } from '../../src/ui/menu/active-menu';
import { menuLabel } from '../../src/ui/menu/menu-label';
import { splitTopMenu } from '../../src/ui/menu/menu-split';
import { menuTargetOf, type MenuTargetContext } from '../../src/ui/menu/menu-target';
import { loadCatalogue, translate, type Translate } from '../../src/ui/i18n/translate';

// Each language's catalogue is a chunk of its own, loaded before use (src/ui/i18n/translate.ts).
beforeAll(() => Promise.all([loadCatalogue('en'), loadCatalogue('zh')]));

const node = (sign: string, url: string, extra: Partial<ResourceNode> = {}): ResourceNode => ({
  id: sign,
  sign,
  name: sign,
  url,
  sortIndex: 0,
  authority: sign,
  fields: [],
  children: [],
  ...extra,
});

describe('top menu split (SPEC §2: at most 6, else 5 plus More)', () => {
  const items = (n: number) => Array.from({ length: n }, (_, i) => i + 1);

  it('shows up to six items as they are', () => {
    expect(splitTopMenu(items(0))).toEqual({ shown: [], more: [] });
    expect(splitTopMenu(items(6))).toEqual({ shown: [1, 2, 3, 4, 5, 6], more: [] });
  });

  it('groups the rest under More beyond six', () => {
    expect(splitTopMenu(items(7))).toEqual({ shown: [1, 2, 3, 4, 5], more: [6, 7] });
    expect(splitTopMenu(items(10)).more).toEqual([6, 7, 8, 9, 10]);
  });

  it('takes another maximum', () => {
    expect(splitTopMenu(items(4), 3)).toEqual({ shown: [1, 2], more: [3, 4] });
  });
});

describe('active menu item', () => {
  const menu = [
    node('home', '/home'),
    node('courses', '', { children: [node('live', '/list-live'), node('video', '/list-video')] }),
    node('timetable', '/personal-center/my-schedule'),
  ];

  it('matches the page, a descendant or a sub-path', () => {
    expect(activeMenuIndex(menu, '/home')).toBe(0);
    expect(activeMenuIndex(menu, '/list-video')).toBe(1);
    expect(activeMenuIndex(menu, '/personal-center/my-schedule')).toBe(2);
    expect(activeMenuIndex(menu, '/home-other')).toBe(-1);
    expect(activeMenuIndex(menu, '/admin/home')).toBe(-1);
  });
});

describe('menu targets (SPEC §2 "Top navigation")', () => {
  const context: MenuTargetContext = {
    appBase: 'https://video.example.edu/',
    jwtToken: 'jwt',
    refreshToken: 'refresh',
    username: 'student01',
    parentAppHost: 'https://video.example.edu',
    theme: 'green',
    tenantId: '1',
    rbacUrl: '/rbac',
  };

  it('routes in-app addresses', () => {
    expect(menuTargetOf(node('home', '/home'), context)).toEqual({ kind: 'route', path: '/home' });
  });

  it('leads nowhere for a sub-menu parent without an address', () => {
    expect(menuTargetOf(node('courses', ''), context)).toEqual({ kind: 'none' });
  });

  it('opens absolute http addresses as they are, in a new window', () => {
    const link = node('library', 'https://lib.example.edu', { fields: [{ name: 'isLink', description: 'true' }] });
    expect(menuTargetOf(link, context)).toEqual({ kind: 'window', url: 'https://lib.example.edu' });
    expect(menuTargetOf(node('plain', 'http://x.example.edu/a?b=1'), context)).toEqual({
      kind: 'window',
      url: 'http://x.example.edu/a?b=1',
    });
  });

  it("opens an isLink 'true' app page in a new window", () => {
    const link = node('help', '/help-center', { fields: [{ name: 'isLink', description: 'true' }] });
    expect(menuTargetOf(link, context)).toEqual({ kind: 'window', url: 'https://video.example.edu/#/help-center' });
    const notLink = node('help', '/help-center', { fields: [{ name: 'isLink', description: 'false' }] });
    expect(menuTargetOf(notLink, context)).toEqual({ kind: 'route', path: '/help-center' });
  });

  it("opens an isInnerSite 'true' page of this app as an appportal web view with the tenant's RBAC and no token in the address", () => {
    const inner = node('mooc', '/superstar-course', { fields: [{ name: 'isInnerSite', description: 'true' }] });
    const target = menuTargetOf(inner, context);
    expect(target.kind).toBe('window');
    if (target.kind !== 'window') return;
    expect(target.url.startsWith('https://video.example.edu/#/superstar-course?')).toBe(true);
    const query = new URLSearchParams(target.url.split('?')[1]);
    expect(query.get('webview_mode')).toBe('appportal');
    // The window joins this browser's session itself: no token travels in its address.
    expect(query.get('jwt_token')).toBeNull();
    expect(query.get('refresh_token')).toBeNull();
    expect(query.get('append_params')).toBe('Y');
    expect(query.get('popup')).toBe('N');
    expect(query.get('tenant_id')).toBe('1');
    expect(query.get('rbac_url')).toBe('/rbac');
  });

  it('gives an inner site on another address the access token but never the refresh token', () => {
    const inner = node('lab', 'https://lab.example.edu/portal', { fields: [{ name: 'isInnerSite', description: 'true' }] });
    const target = menuTargetOf(inner, context);
    if (target.kind !== 'window') throw new Error('expected a window');
    const query = new URL(target.url).searchParams;
    expect(query.get('jwt_token')).toBe('jwt');
    expect(query.get('refresh_token')).toBeNull();
    expect(query.get('webview_mode')).toBe('appportal');
  });
});

describe('menu labels', () => {
  const t: Translate = (key, ...params) => translate('zh', key, ...params);

  it('translates known signs and keeps the server name otherwise', () => {
    expect(menuLabel(node('p2-front-home', '/home'), t)).toBe('首页');
    expect(menuLabel({ sign: 'p2-front-unknown', name: 'Labs' }, t)).toBe('Labs');
  });
});
