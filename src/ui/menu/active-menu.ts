import type { ResourceNode } from '../../schemas/rbac';

type MenuNode = Pick<ResourceNode, 'url' | 'children'>;

/** The node's own address or one of its descendants' matches the page (a sub-path counts). */
export function leadsTo(node: MenuNode, pathname: string): boolean {
  const matches = node.url !== '' && node.url.startsWith('/') && (pathname === node.url || pathname.startsWith(`${node.url}/`));
  return matches || node.children.some((child) => leadsTo(child, pathname));
}

/** The top item to highlight for the current page, or -1 when none leads there. */
export function activeMenuIndex(items: readonly MenuNode[], pathname: string): number {
  return items.findIndex((item) => leadsTo(item, pathname));
}
