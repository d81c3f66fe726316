import { redirect, type ParsedLocation } from '@tanstack/react-router';
import { createActor, fromPromise, toPromise } from 'xstate';
import { routeGuardMachine, type RouteDecision } from '../machines/route-guard.machine';
import { rememberRedirect } from '../services/auth/redirect-memory';
import type { RouterContext } from '../services/router-context';
import { menuStore } from '../services/session/menu-store';
import { requiredSignOf } from './route-signs';

/**
 * The route guard in TanStack Router's beforeLoad (SPEC §4 "Route guard"): the routeGuard
 * machine decides from the target and what the session says (`services.session.guardFacts`,
 * never storage read here); this function supplies its effects and carries out the decision.
 * Preloads (a hovered link) have no effects and are not guarded.
 */
export async function guardRoute({
  location,
  preload,
  context: { config, services },
}: {
  location: ParsedLocation;
  preload: boolean;
  context: RouterContext;
}): Promise<void> {
  if (preload) return;
  // A new tab of a signed-in browser is still getting its own session token: decide after.
  await services.session.settled();
  const facts = await services.session.guardFacts();
  const machine = routeGuardMachine.provide({
    actors: { fetchResourceTree: fromPromise(() => services.loadMenu()) },
    actions: {
      clearToken: () => services.session.dropToken(),
      clearResourceTree: () => menuStore.clear(),
      saveRedirectAddress: (_, { href }) => rememberRedirect(href),
      initTheme: () => services.initTheme(),
    },
  });
  const decision: RouteDecision = await toPromise(
    createActor(machine, {
      input: {
        path: location.pathname,
        href: location.href,
        requiredSign: requiredSignOf(location.pathname),
        config,
        session: {
          ...facts,
          themeSet: services.isThemeSet(),
          resourceTreeLoaded: menuStore.get().loaded,
          signs: menuStore.get().permissionSigns,
        },
      },
    }).start(),
  );
  switch (decision.kind) {
    case 'allow':
      return;
    case 'redirect':
      throw redirect({ href: decision.to });
    case 'external':
      window.location.assign(decision.href);
      throw redirect({ href: '/login' });
    case 'signOut':
      // The menu permission flow already showed its message and ended the session.
      throw redirect({ href: '/login' });
  }
}
