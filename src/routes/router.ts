import { createHashHistory, createRouter, type AnyRoute } from '@tanstack/react-router';
import type { RouterContext } from '../services/router-context';
import { ChunkLoadErrorPage } from '../ui/pages/ChunkLoadErrorPage';
import { routeTree } from './route-tree';

/**
 * Hash-based routes (SPEC §2). The services are created after the router (they navigate with
 * it), so they reach the context through RouterProvider's `context` (src/app/App.tsx).
 * A page's loader already fills the query cache, so the router keeps no data of its own
 * (`defaultPreloadStaleTime: 0`: react-query decides what is fresh).
 */
export function createAppRouter(context: Pick<RouterContext, 'config' | 'queryClient'>) {
  return createRouter({
    routeTree,
    history: createHashHistory(),
    context: { ...context, services: undefined! },
    defaultPreload: 'intent',
    defaultPreloadStaleTime: 0,
    defaultErrorComponent: ChunkLoadErrorPage,
  });
}

export type AppRouter = ReturnType<typeof createAppRouter>;

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter;
  }
}

/**
 * Starts loading the code of the page the address names while the route guard still checks the
 * session and the menu; otherwise the router asks for it only after the guard. On a first visit
 * of the player the page's script files then no longer hold the browser's connections when its
 * play information and playlists are asked for (issue 19; docs/bench.md "Playback"). Code only:
 * no data is fetched before the guard has decided.
 */
export function preloadPageCode(router: AppRouter): void {
  for (const match of router.matchRoutes(router.latestLocation)) {
    const route = (router.routesById as Record<string, AnyRoute | undefined>)[match.routeId];
    if (route !== undefined) router.loadRouteChunk(route)?.catch(() => {});
  }
}
