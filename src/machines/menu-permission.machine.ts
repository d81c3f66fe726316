/**
 * Menu permission loading (SPEC §4 "Menu permission loading", §6, §8; DESIGN.md §5). One run
 * per load (the route guard's `fetchResourceTree` runs it when the tree is empty).
 *
 * `loading` fetches the resource tree (`fetchResourceTree`). When the tree holds a branch whose
 * sign equals MENU_SIGN, its children become the resource list, their signs are flattened,
 * and menu data, the active menu index and the caption settings are persisted: `loaded`.
 * An empty tree or no such branch shows 'the current user has no system permission' and signs
 * out: `denied`. A failed fetch shows 'failed to get menu permission' and signs out: `failed`.
 * The output says which, with the resources and signs when loaded.
 */
import { assign, setup } from 'xstate';
import type { ResourceNode } from '../schemas/rbac';
import { edgeAction, edgeActor } from './edge-stubs';
import {
  CAPTION_DEFAULTS,
  FIRST_MENU_INDEX,
  findMenuBranch,
  flattenSigns,
  MENU_MESSAGES,
  type CaptionSettings,
  type MenuMessageKey,
} from './menu-tree';

export type MenuPermissionInput = {
  /** MENU_SIGN from the runtime configuration. */
  menuSign: string;
};

export type MenuPermissionContext = MenuPermissionInput & {
  resources: ResourceNode[];
  signs: string[];
  messageKey: MenuMessageKey | null;
};

/** It takes no events: one run, moved on by its invoked actor's outcome. */
export type MenuPermissionEvent = never;

export type MenuPermissionOutput =
  | { kind: 'loaded'; resources: ResourceNode[]; signs: string[] }
  | { kind: 'denied'; messageKey: MenuMessageKey }
  | { kind: 'failed'; messageKey: MenuMessageKey };

type TreeParams = { tree: ResourceNode[] };

export const menuPermissionMachine = setup({
  types: {
    context: {} as MenuPermissionContext,
    input: {} as MenuPermissionInput,
    output: {} as MenuPermissionOutput,
  },
  actors: {
    fetchResourceTree: edgeActor<ResourceNode[]>('fetchResourceTree'),
  },
  actions: {
    takeMenuBranch: assign(({ context }, params: TreeParams) => {
      const resources = findMenuBranch(params.tree, context.menuSign)?.children ?? [];
      return { resources, signs: flattenSigns(resources) };
    }),
    persistMenuData: edgeAction<{ resources: ResourceNode[]; signs: string[] }>('persistMenuData'),
    persistActiveMenuIndex: edgeAction<{ index: number }>('persistActiveMenuIndex'),
    persistCaptionSettings: edgeAction<{ settings: CaptionSettings }>('persistCaptionSettings'),
    showError: edgeAction<{ key: MenuMessageKey }>('showError'),
    recordMessage: assign({ messageKey: (_, params: { key: MenuMessageKey }) => params.key }),
    signOut: edgeAction('signOut'),
  },
  guards: {
    hasMenuBranch: ({ context }, params: TreeParams) => findMenuBranch(params.tree, context.menuSign) !== null,
  },
}).createMachine({
  id: 'menuPermission',
  context: ({ input }) => ({ ...input, resources: [], signs: [], messageKey: null }),
  output: ({ context }) => {
    if (context.messageKey === null) return { kind: 'loaded', resources: context.resources, signs: context.signs };
    const kind = context.messageKey === MENU_MESSAGES.noSystemPermission ? 'denied' : 'failed';
    return { kind, messageKey: context.messageKey };
  },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'fetchResourceTree',
        src: 'fetchResourceTree',
        onDone: [
          {
            guard: { type: 'hasMenuBranch', params: ({ event }) => ({ tree: event.output }) },
            target: 'loaded',
            actions: [
              { type: 'takeMenuBranch', params: ({ event }) => ({ tree: event.output }) },
              { type: 'persistMenuData', params: ({ context }) => ({ resources: context.resources, signs: context.signs }) },
              { type: 'persistActiveMenuIndex', params: { index: FIRST_MENU_INDEX } },
              { type: 'persistCaptionSettings', params: { settings: CAPTION_DEFAULTS } },
            ],
          },
          {
            target: 'denied',
            actions: [
              { type: 'recordMessage', params: { key: MENU_MESSAGES.noSystemPermission } },
              { type: 'showError', params: { key: MENU_MESSAGES.noSystemPermission } },
              'signOut',
            ],
          },
        ],
        onError: {
          target: 'failed',
          actions: [
            { type: 'recordMessage', params: { key: MENU_MESSAGES.menuFetchFailed } },
            { type: 'showError', params: { key: MENU_MESSAGES.menuFetchFailed } },
            'signOut',
          ],
        },
      },
    },
    loaded: { type: 'final', description: 'The product’s branch is in place.' },
    denied: { type: 'final', description: 'No branch for MENU_SIGN: no system permission.' },
    failed: { type: 'final', description: 'The tree could not be fetched.' },
  },
});
