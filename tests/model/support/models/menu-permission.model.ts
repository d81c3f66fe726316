import { SIGN } from '../../../../src/constants';
import { menuPermissionMachine, type MenuPermissionEvent } from '../../../../src/machines/menu-permission.machine';
import type { ResourceNode } from '../../../../src/schemas/rbac';
import { defineModel, type EventFixtures } from '../model';

type MenuPermissionInternalEvent = 'xstate.done.actor.fetchResourceTree' | 'xstate.error.actor.fetchResourceTree';

export const resourceNode = (sign: string, children: ResourceNode[] = []): ResourceNode => ({
  id: sign,
  sign,
  name: sign,
  url: `/${sign}`,
  sortIndex: 0,
  authority: '',
  fields: [],
  children,
});

/** Another product's branch beside Lectern's. */
export const grantedTree: ResourceNode[] = [
  resourceNode('p1-portal', [resourceNode('p1-portal-news')]),
  resourceNode(SIGN.front, [
    resourceNode(SIGN.classSchedule),
    resourceNode('p2-individual-center', [resourceNode(SIGN.collect), resourceNode(SIGN.notes)]),
  ]),
];

export const menuPermissionEvents = {
  'xstate.done.actor.fetchResourceTree': [
    { type: 'xstate.done.actor.fetchResourceTree', output: grantedTree },
    { type: 'xstate.done.actor.fetchResourceTree', output: [resourceNode('p1-portal')] },
    { type: 'xstate.done.actor.fetchResourceTree', output: [] },
  ],
  'xstate.error.actor.fetchResourceTree': [{ type: 'xstate.error.actor.fetchResourceTree', error: { message: 'HTTP 502' } }],
} as const satisfies EventFixtures<MenuPermissionEvent, MenuPermissionInternalEvent>;

export const menuPermissionModel = defineModel({
  name: 'menuPermission',
  machine: menuPermissionMachine,
  worlds: [{ name: 'MENU_SIGN p2-front', input: { menuSign: SIGN.front } }],
  events: menuPermissionEvents,
});
