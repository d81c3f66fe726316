import type { ResourceNode } from '../schemas/rbac';
import type { MachineMessageId } from './machine-messages';

/**
 * Pure helpers of menu permission loading (SPEC §4 "Menu permission loading", §6): find the
 * product's branch of the resource tree, flatten its signs, and the defaults persisted with it.
 */

/** Messages of SPEC §8, as machine message ids (the UI translates them). */
export const MENU_MESSAGES = {
  noSystemPermission: 'permission.noSystem',
  menuFetchFailed: 'permission.menuFailed',
} as const satisfies Record<string, MachineMessageId>;

export type MenuMessageKey = (typeof MENU_MESSAGES)[keyof typeof MENU_MESSAGES];

/** Caption settings persisted with the menu (SPEC §3 "Caption settings"). */
export const CAPTION_DEFAULTS = { open: true, subtitleSize: 1, subtitleColor: 'white' } as const;
export type CaptionSettings = typeof CAPTION_DEFAULTS;

/** The first top-menu item is active after loading. */
export const FIRST_MENU_INDEX = 0;

/** The node whose sign equals `menuSign`, searched depth first; null when the tree lacks it. */
export function findMenuBranch(tree: readonly ResourceNode[], menuSign: string): ResourceNode | null {
  for (const node of tree) {
    if (node.sign === menuSign) return node;
    const inChildren = findMenuBranch(node.children, menuSign);
    if (inChildren !== null) return inChildren;
  }
  return null;
}

/** Every sign of the nodes and their descendants, depth first, without duplicates. */
export function flattenSigns(nodes: readonly ResourceNode[]): string[] {
  const signs = new Set<string>();
  const visit = (list: readonly ResourceNode[]): void => {
    for (const node of list) {
      if (node.sign !== '') signs.add(node.sign);
      visit(node.children);
    }
  };
  visit(nodes);
  return [...signs];
}

/** What a failed menu load means to the user: the error's message key, else a fetch failure. */
export function menuMessageOf(error: unknown): MenuMessageKey {
  if (typeof error === 'object' && error !== null && 'messageKey' in error) {
    const key = (error as { messageKey: unknown }).messageKey;
    if (key === MENU_MESSAGES.noSystemPermission) return key;
  }
  return MENU_MESSAGES.menuFetchFailed;
}
