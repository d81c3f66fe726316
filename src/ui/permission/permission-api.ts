import { z } from 'zod';
import { findMenuBranch, flattenSigns } from '../../machines/menu-tree';
import { authorityMeSchema, type AuthorityMe } from '../../schemas/auth';
import { resourceNodeSchema, type ResourceNode } from '../../schemas/rbac';
import { apiRequest } from '../../services/http/api';
import { menuStore } from '../../services/session/menu-store';
import { writeStored, writeUserInfo } from '../../services/storage';
import type { PermissionSigns } from './permission-predicate';

export type PermissionData = PermissionSigns & {
  /** Children of the MENU_SIGN node: the top menu. */
  menu: ResourceNode[];
  /** Who /authority/me says is signed in; null when it could not be asked. */
  user: AuthorityMe['user'] | null;
};

export const RESOURCE_TREE_PATH = '/resource/resources_tree_me';
const RESOURCE_TREE_QUERY = { 'sorts[0].name': 'sortIndex', 'sorts[0].order': 'ASC' } as const;

/** The MENU_SIGN branch: as the route guard loaded it, else fetched here. */
async function loadMenu(menuSign: string): Promise<Pick<PermissionData, 'menu' | 'resourceSigns'>> {
  const loaded = menuStore.get();
  if (loaded.loaded) return { menu: loaded.resources, resourceSigns: loaded.signs };
  const tree = z.array(resourceNodeSchema).parse(await apiRequest(RESOURCE_TREE_PATH, { searchParams: RESOURCE_TREE_QUERY }));
  const menu = findMenuBranch(tree, menuSign)?.children ?? [];
  return { menu, resourceSigns: flattenSigns(menu) };
}

/**
 * GET /authority/me (SPEC §7): its user is stored as the user info and tenant id, on every way
 * of signing in (a `jwt_token` address brings a token but no user); a failure yields an empty
 * object: no authorities, the stored user left as it was.
 */
export async function loadAuthorityMe(): Promise<Partial<AuthorityMe>> {
  try {
    const me = authorityMeSchema.parse(await apiRequest('/authority/me'));
    writeUserInfo(me.user);
    writeStored('tenantId', me.user.tenantId);
    return me;
  } catch (error) {
    console.error('/authority/me could not be loaded', error);
    return {};
  }
}

/**
 * The signed-in user's menu and signs (SPEC §4 "Menu permission loading", §7): the resource
 * tree's MENU_SIGN branch gives the menu and the resource signs; /authority/me's authorities are
 * AUTH_ME_LIST.
 */
export async function loadPermissionData(menuSign: string): Promise<PermissionData> {
  const [menu, me] = await Promise.all([loadMenu(menuSign), loadAuthorityMe()]);
  return { ...menu, authorities: me.authorities ?? [], user: me.user ?? null };
}
