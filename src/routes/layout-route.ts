import { createRoute, redirect } from '@tanstack/react-router';
import { pages } from './pages';
import { hasSessionToken } from '../services/auth/session';
import { rootRoute } from './root-route';

/** The signed-in layout (SPEC §2 "/ (layout)"): header bar around the pages below it. */
export const layoutRoute = createRoute({
  getParentRoute: () => rootRoute,
  id: 'layout',
  component: pages.signedInLayout,
});

/** The empty path (SPEC §2): the login page, or home for a tab that is signed in. */
export const indexRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/',
  beforeLoad: (): never => {
    throw redirect({ to: hasSessionToken() ? '/home' : '/login' });
  },
});
