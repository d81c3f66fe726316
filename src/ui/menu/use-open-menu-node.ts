import { useRouter } from '@tanstack/react-router';
import type { ResourceNode } from '../../schemas/rbac';
import { sessionToken } from '../../services/auth/session';
import { readStored, readUserInfo } from '../../services/storage';
import { useRuntimeConfig } from '../shared/use-app-context';
import { useThemeName } from '../theme/use-theme';
import { isAbsoluteHttp } from './menu-node';
import { menuTargetOf, type MenuTargetContext } from './menu-target';
import { appBase, openInNewWindow } from './open-in-window';

/** Tokens are read at click time: they rotate while the page stays open. */
function targetContext(theme: string, rbacUrl: string): MenuTargetContext {
  return {
    appBase: appBase(),
    jwtToken: sessionToken() ?? '',
    refreshToken: readStored('refreshToken') ?? '',
    username: readUserInfo()?.username ?? '',
    parentAppHost: window.location.origin,
    theme,
    tenantId: readStored('tenantId') ?? '',
    rbacUrl: new URL(rbacUrl, window.location.origin).href,
  };
}

/** Follows a menu item: a route here, or a new window for links, inner sites and other sites. */
export function useOpenMenuNode(): (node: Pick<ResourceNode, 'url' | 'fields'>) => void {
  const router = useRouter();
  const theme = useThemeName();
  const rbacUrl = useRuntimeConfig().CLOUD_RBAC_URL;
  return (node) => {
    const target = menuTargetOf(node, targetContext(theme, rbacUrl));
    if (target.kind === 'route') router.history.push(target.path);
    if (target.kind === 'window') openInNewWindow(target.url);
  };
}

/** What an item's link shows on hover and opens on a middle click (without the tokens). */
export function menuHref(node: Pick<ResourceNode, 'url'>): string {
  if (node.url === '' || isAbsoluteHttp(node.url)) return node.url;
  return `#${node.url}`;
}
