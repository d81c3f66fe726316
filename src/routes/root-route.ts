import { createRootRouteWithContext, Outlet } from '@tanstack/react-router';
import type { RouterContext } from '../services/router-context';
import { pages } from './pages';
import { guardRoute } from './route-guard';

/** Every navigation passes the route guard first (SPEC §4 "Route guard"). */
export const rootRoute = createRootRouteWithContext<RouterContext>()({
  component: Outlet,
  notFoundComponent: pages.notFound,
  beforeLoad: guardRoute,
});
