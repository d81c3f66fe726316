import { createHashHistory, createRouter } from '@tanstack/react-router';
import { ChunkLoadErrorPage } from '../ui/pages/ChunkLoadErrorPage';
import { routeTree } from './route-tree';

/** Hash-based routes (SPEC §2). */
export function createAppRouter() {
  return createRouter({ routeTree, history: createHashHistory(), defaultPreload: 'intent', defaultErrorComponent: ChunkLoadErrorPage });
}

export type AppRouter = ReturnType<typeof createAppRouter>;

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter;
  }
}
