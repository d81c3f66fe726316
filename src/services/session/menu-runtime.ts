import { z } from 'zod';
import { createActor, fromPromise, toPromise } from 'xstate';
import { menuPermissionMachine } from '../../machines/menu-permission.machine';
import { flattenSigns, type MenuMessageKey } from '../../machines/menu-tree';
import type { ResourceNode } from '../../schemas/rbac';
import { resourceNodeSchema } from '../../schemas/rbac';
import { apiRequest } from '../http/api';
import { rethrowUnlessLeaving } from '../page-leaving';
import { readStored, writeStored } from '../storage';
import { menuStore } from './menu-store';

/**
 * Runs the menu permission machine once with its effects supplied: fetch the tree, persist the
 * menu data, active index and caption settings, or show the message and sign out. Resolves with
 * the signs when loaded; rejects with `{ messageKey }` otherwise (the route guard's input).
 */
export type MenuRuntimeDeps = {
  menuSign: string;
  showError: (key: MenuMessageKey) => void;
  signOut: () => void;
};

const TREE_QUERY = { 'sorts[0].name': 'sortIndex', 'sorts[0].order': 'ASC' } as const;

export async function loadMenuPermission(deps: MenuRuntimeDeps): Promise<{ signs: string[] }> {
  let tree: ResourceNode[] = [];
  const machine = menuPermissionMachine.provide({
    actors: {
      fetchResourceTree: fromPromise(async () => {
        const body = await apiRequest('/resource/resources_tree_me', { searchParams: TREE_QUERY, noMessage: true }).catch(
          rethrowUnlessLeaving,
        );
        tree = z.array(resourceNodeSchema).parse(body);
        return tree;
      }),
    },
    actions: {
      persistMenuData: (_, { resources, signs }) => {
        writeStored('menuData', JSON.stringify({ resources, signs }));
        menuStore.set({ resources, signs, permissionSigns: flattenSigns(tree) });
      },
      persistActiveMenuIndex: (_, { index }) => writeStored('activeMenuIndex', String(index)),
      // Settings the user already changed are kept; only missing ones get the defaults.
      persistCaptionSettings: (_, { settings }) => {
        if (readStored('captionSettings') === null) writeStored('captionSettings', JSON.stringify(settings));
      },
      showError: (_, { key }) => deps.showError(key),
      signOut: () => deps.signOut(),
    },
  });
  const outcome = await toPromise(createActor(machine, { input: { menuSign: deps.menuSign } }).start());
  if (outcome.kind === 'loaded') return { signs: menuStore.get().permissionSigns };
  throw { messageKey: outcome.messageKey };
}
