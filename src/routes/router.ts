import { createHashHistory, createRouter } from '@tanstack/react-router';
import type { RouterContext } from '../app/router-context';
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
