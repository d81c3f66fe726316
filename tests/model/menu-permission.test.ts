import { describeGeneratedPaths } from './support/generated-paths';
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, toPromise } from 'xstate';
import { SIGN } from '../../src/constants';
import { menuPermissionMachine, type MenuPermissionContext, type MenuPermissionInput } from '../../src/machines/menu-permission.machine';
import { CAPTION_DEFAULTS, findMenuBranch, flattenSigns, menuMessageOf } from '../../src/machines/menu-tree';
import type { ResourceNode } from '../../src/schemas/rbac';
import { instrument, type EffectCall, type StepRecord } from './support/model';
import { grantedTree, menuPermissionModel, resourceNode } from './support/models/menu-permission.model';

/** SPEC §4 "Menu permission loading", §6 and §8, checked after every step of every path. */
function menuRules(step: StepRecord<MenuPermissionInput>): void {
  const { input, event, after, calls } = step;
  if (event.type === 'xstate.init') {
    expect(calls).toEqual([{ kind: 'actor', name: 'fetchResourceTree', params: undefined }]);
    return;
  }
  const context = after.context as MenuPermissionContext;
  if (event.type === 'xstate.error.actor.fetchResourceTree') {
    expect(calls).toEqual([
      { kind: 'action', name: 'showError', params: { key: 'permission.menuFailed' } },
      { kind: 'action', name: 'signOut', params: undefined },
    ]);
    expect(after.output).toEqual({ kind: 'failed', messageKey: 'permission.menuFailed' });
    return;
  }
  const tree = event['output'] as ResourceNode[];
  const branch = findMenuBranch(tree, input.menuSign);
  if (branch === null) {
    expect(calls).toEqual([
      { kind: 'action', name: 'showError', params: { key: 'permission.noSystem' } },
      { kind: 'action', name: 'signOut', params: undefined },
    ]);
    expect(after.output).toEqual({ kind: 'denied', messageKey: 'permission.noSystem' });
    return;
  }
  expect(context.resources).toEqual(branch.children);
  expect(context.signs).toEqual(flattenSigns(branch.children));
  expect(calls).toEqual([
    { kind: 'action', name: 'persistMenuData', params: { resources: branch.children, signs: context.signs } },
    { kind: 'action', name: 'persistActiveMenuIndex', params: { index: 0 } },
    { kind: 'action', name: 'persistCaptionSettings', params: { settings: CAPTION_DEFAULTS } },
  ]);
  expect(after.output).toEqual({ kind: 'loaded', resources: branch.children, signs: context.signs });
}

describeGeneratedPaths(menuPermissionModel, menuRules);

describe('menu tree helpers', () => {
  it('finds the MENU_SIGN branch at any depth', () => {
    expect(findMenuBranch(grantedTree, SIGN.front)?.sign).toBe(SIGN.front);
    expect(findMenuBranch([resourceNode('root', [resourceNode(SIGN.front)])], SIGN.front)?.sign).toBe(SIGN.front);
    expect(findMenuBranch([], SIGN.front)).toBeNull();
  });

  it('flattens the signs of the resource list depth first, once each', () => {
    const resources = findMenuBranch(grantedTree, SIGN.front)?.children ?? [];
    expect(flattenSigns(resources)).toEqual([SIGN.classSchedule, 'p2-individual-center', SIGN.collect, SIGN.notes]);
    expect(flattenSigns([resourceNode('a', [resourceNode('b')]), resourceNode('b')])).toEqual(['a', 'b']);
  });

  it('maps a failure to its message key', () => {
    expect(menuMessageOf({ messageKey: 'permission.noSystem' })).toBe('permission.noSystem');
    expect(menuMessageOf(new Error('HTTP 502'))).toBe('permission.menuFailed');
  });
});

describe('menuPermission machine: journeys', () => {
  async function load(tree: () => Promise<ResourceNode[]>) {
    const calls: EffectCall[] = [];
    const machine = instrument(menuPermissionMachine, (call) => calls.push(call)).provide({
      actors: { fetchResourceTree: fromPromise(tree) },
    });
    const output = await toPromise(createActor(machine, { input: { menuSign: SIGN.front } }).start());
    return { output, calls: calls.map((call) => call.name) };
  }

  it("the product's branch becomes the resource list", async () => {
    const { output, calls } = await load(async () => grantedTree);
    expect(output.kind).toBe('loaded');
    expect(calls).toEqual(['persistMenuData', 'persistActiveMenuIndex', 'persistCaptionSettings']);
  });

  it('an empty tree means no system permission and signs out', async () => {
    const { output, calls } = await load(async () => []);
    expect(output).toEqual({ kind: 'denied', messageKey: 'permission.noSystem' });
    expect(calls).toEqual(['showError', 'signOut']);
  });

  it('a failed fetch says so and signs out', async () => {
    const { output, calls } = await load(() => Promise.reject(new Error('HTTP 502')));
    expect(output).toEqual({ kind: 'failed', messageKey: 'permission.menuFailed' });
    expect(calls).toEqual(['showError', 'signOut']);
  });
});
