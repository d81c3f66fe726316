import type { ResourceNode } from '../../schemas/rbac';
import { isAbsoluteHttp, isFlagSet } from './menu-node';
import { buildWebviewUrl, type WebviewParams } from './webview-url';

/**
 * Where a menu item leads (SPEC §2 "Top navigation"): a route of this app, a new window, or
 * nothing (a sub-menu parent without an address).
 */
export type MenuTarget = { kind: 'route'; path: string } | { kind: 'window'; url: string } | { kind: 'none' };

export type MenuTargetContext = Omit<WebviewParams, 'mode' | 'extra' | 'noJwtToken' | 'noRefreshToken'> & {
  /** This app's address before the hash, e.g. `https://video.example.edu/`. */
  appBase: string;
  tenantId: string;
  /** The tenant's access-control (RBAC) address, passed to inner sites. */
  rbacUrl: string;
};

/** An in-app path as an address another window can open (hash routes). */
function appAddress(url: string, appBase: string): string {
  return isAbsoluteHttp(url) ? url : `${appBase}#${url.startsWith('/') ? url : `/${url}`}`;
}

export function menuTargetOf(node: Pick<ResourceNode, 'url' | 'fields'>, context: MenuTargetContext): MenuTarget {
  if (node.url === '') return { kind: 'none' };
  if (isFlagSet(node, 'isInnerSite')) {
    const { appBase, tenantId, rbacUrl, ...session } = context;
    const address = appAddress(node.url, appBase);
    // SPEC §2: an inner site gets the access token, never the refresh token (it would stay in the
    // window's address and history). A page of this app needs neither: the new window joins the
    // browser's session through the refresh token all its tabs share.
    const url = buildWebviewUrl(address, {
      ...session,
      mode: 'appportal',
      noRefreshToken: true,
      noJwtToken: new URL(address).origin === new URL(appBase).origin,
      extra: { tenant_id: tenantId, rbac_url: rbacUrl },
    });
    return { kind: 'window', url };
  }
  if (isAbsoluteHttp(node.url)) return { kind: 'window', url: node.url };
  if (isFlagSet(node, 'isLink')) return { kind: 'window', url: appAddress(node.url, context.appBase) };
  return { kind: 'route', path: node.url };
}
