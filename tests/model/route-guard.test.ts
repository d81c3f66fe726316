import { describeGeneratedPaths } from './support/generated-paths';
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, toPromise } from 'xstate';
import { SIGN } from '../../src/constants';
import {
  routeGuardMachine,
  type RouteDecision,
  type RouteGuardContext,
  type RouteGuardInput,
} from '../../src/machines/route-guard.machine';
import { defaultLoginPage, isLoginRoute, NO_ACCESS_PATH, NOW_ACTION_LOGOUT } from '../../src/machines/route-rules';
import { instrument, type EffectCall, type StepRecord } from './support/model';
import { homeVisit, routeGuardModel } from './support/models/route-guard.model';

const FINAL_KIND: Record<string, RouteDecision['kind']> = {
  allowed: 'allow',
  redirected: 'redirect',
  external: 'external',
  signedOut: 'signOut',
};

const names = (calls: EffectCall[]) => calls.map((call) => call.name);

/** SPEC §2 and §4 "Route guard", checked after every step of every path. */
function routeGuardRules(step: StepRecord<RouteGuardInput>): void {
  const { input, event, after, calls } = step;
  const context = after.context as RouteGuardContext;
  const loginPage = defaultLoginPage(input.session.storedLoginPage, input.config.CUSTOM_CONFIG.HOME_LOGIN_PAGE);

  // A final state carries its decision.
  if (after.status === 'done') expect(context.decision.kind).toBe(FINAL_KIND[String(after.value)]);

  // A login route clears the token and the resource tree, and is allowed.
  if (isLoginRoute(input.path, loginPage)) {
    expect(names(calls)).toEqual(['clearToken', 'clearResourceTree']);
    expect(after.value).toBe('allowed');
  } else {
    expect(names(calls)).not.toContain('clearToken');
  }

  // The address is remembered only without a token, never right after a logout.
  const saves = calls.filter((call) => call.name === 'saveRedirectAddress');
  if (saves.length > 0) {
    expect(input.session.hasToken).toBe(false);
    expect(input.session.nowAction).not.toBe(NOW_ACTION_LOGOUT);
    expect(saves).toEqual([{ kind: 'action', name: 'saveRedirectAddress', params: { href: input.href } }]);
  }
  if (input.session.nowAction === NOW_ACTION_LOGOUT) expect(saves).toHaveLength(0);

  // The resource tree is fetched only for a signed-in visitor whose tree is empty.
  if (names(calls).includes('fetchResourceTree')) {
    expect(input.session.hasToken).toBe(true);
    expect(input.session.resourceTreeLoaded).toBe(false);
  }
  // The theme is initialised once, when not yet set.
  if (names(calls).includes('initTheme')) expect(input.session.themeSet).toBe(false);

  if (event.type === 'xstate.done.actor.fetchResourceTree') {
    // The navigation is decided again with the loaded tree.
    expect(context.session.resourceTreeLoaded).toBe(true);
    expect(context.session.signs).toEqual(event['output'].signs);
  }
  if (event.type === 'xstate.error.actor.fetchResourceTree') {
    const noPermission = event['error'].messageKey === 'permission.noSystem';
    expect(context.decision).toEqual({ kind: 'signOut', message: noPermission ? 'permission.noSystem' : 'permission.menuFailed' });
  }
  if (context.decision.kind === 'redirect' && context.decision.to === NO_ACCESS_PATH) {
    expect(input.requiredSign).not.toBeNull();
    expect(context.session.signs).not.toContain(input.requiredSign);
  }
}

describeGeneratedPaths(routeGuardModel, routeGuardRules);

/** Runs one navigation to its decision; the resource tree loads as `load` says. */
async function navigate(input: RouteGuardInput, load: () => Promise<{ signs: string[] }> = () => Promise.reject(new Error('not called'))) {
  const calls: EffectCall[] = [];
  const machine = instrument(routeGuardMachine, (call) => calls.push(call)).provide({
    actors: {
      fetchResourceTree: fromPromise(() => {
        calls.push({ kind: 'actor', name: 'fetchResourceTree', params: undefined });
        return load();
      }),
    },
  });
  const decision = await toPromise(createActor(machine, { input }).start());
  return { decision, calls: names(calls) };
}

const noToken = { ...homeVisit.session, hasToken: false, resourceTreeLoaded: false, signs: [] };

describe('routeGuard machine: journeys', () => {
  it('without a token the address is remembered and the visitor sent to login', async () => {
    const { decision, calls } = await navigate({ ...homeVisit, session: noToken });
    expect(decision).toEqual({ kind: 'redirect', to: '/login' });
    expect(calls).toEqual(['saveRedirectAddress']);
  });

  it('after a logout nothing is remembered; an absolute logout page is left for', async () => {
    const input = { ...homeVisit, config: { ...homeVisit.config, LOGOUT_PAGE: 'https://portal.example.edu/bye' } };
    const { decision, calls } = await navigate({ ...input, session: { ...noToken, nowAction: 'out' } });
    expect(decision).toEqual({ kind: 'external', href: 'https://portal.example.edu/bye' });
    expect(calls).toEqual([]);
  });

  it('the login page kept in session storage is the one a signed-out visitor goes to', async () => {
    const { decision } = await navigate({ ...homeVisit, session: { ...noToken, storedLoginPage: '#/sso-login' } });
    expect(decision).toEqual({ kind: 'redirect', to: '/sso-login' });
  });

  it('an empty resource tree is fetched, then the navigation is decided again', async () => {
    const input: RouteGuardInput = {
      ...homeVisit,
      path: '/admin/home',
      href: '/admin/home',
      requiredSign: SIGN.admin,
      session: { ...homeVisit.session, resourceTreeLoaded: false, themeSet: false, signs: [] },
    };
    const granted = await navigate(input, async () => ({ signs: [SIGN.front, SIGN.admin] }));
    expect(granted.decision).toEqual({ kind: 'allow' });
    expect(granted.calls).toEqual(['fetchResourceTree', 'initTheme']);
    const refused = await navigate(input, async () => ({ signs: [SIGN.front] }));
    expect(refused.decision).toEqual({ kind: 'redirect', to: NO_ACCESS_PATH });
  });

  it('a failed tree fetch signs out with the menu message', async () => {
    const input = { ...homeVisit, session: { ...homeVisit.session, resourceTreeLoaded: false } };
    const { decision } = await navigate(input, () => Promise.reject({ messageKey: 'permission.noSystem' }));
    expect(decision).toEqual({ kind: 'signOut', message: 'permission.noSystem' });
  });

  it.each(['/kiaf/log', '/kiaf/sso', '/kiaf/version', '/kiaf/homepage', '/vod-share', '/liveVideo', '/welcome/map'])(
    '%s is allowed without a token',
    async (path) => {
      const { decision, calls } = await navigate({ ...homeVisit, path, href: path, session: noToken });
      expect(decision).toEqual({ kind: 'allow' });
      expect(calls).toEqual([]);
    },
  );
});
