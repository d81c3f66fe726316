import { createRoute, redirect } from '@tanstack/react-router';
import { pages } from './pages';
import { rootRoute } from './root-route';

/** The signed-in layout (SPEC §2 "/ (layout)"): header bar around the pages below it. */
export const layoutRoute = createRoute({
  getParentRoute: () => rootRoute,
  id: 'layout',
  component: pages.signedInLayout,
});

/** The empty path redirects to login (SPEC §2). */
export const indexRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/',
  beforeLoad: (): never => {
    throw redirect({ to: '/login' });
  },
});
