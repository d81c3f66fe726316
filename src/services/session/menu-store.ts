import type { ResourceNode } from '../../schemas/rbac';

/**
 * The loaded menu permission (SPEC §4 "Menu permission loading"): the MENU_SIGN branch's children
 * and their flattened signs (the resource signs), and every sign of the whole tree (the
 * permission sign list that gates routes, e.g. the personal-centre signs outside the menu).
 * Empty until the route guard loads it; cleared on login routes.
 */
export type MenuState = { loaded: boolean; resources: ResourceNode[]; signs: string[]; permissionSigns: string[] };

const EMPTY: MenuState = { loaded: false, resources: [], signs: [], permissionSigns: [] };
let state: MenuState = EMPTY;
const listeners = new Set<() => void>();

export const menuStore = {
  get: (): MenuState => state,
  set(next: Omit<MenuState, 'loaded'>): void {
    state = { loaded: true, ...next };
    listeners.forEach((listener) => listener());
  },
  clear(): void {
    state = EMPTY;
    listeners.forEach((listener) => listener());
  },
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};
