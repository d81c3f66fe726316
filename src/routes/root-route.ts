import { createRootRoute, Outlet } from '@tanstack/react-router';
import { pages } from './pages';
import { guardRoute } from './route-guard';

/** Every navigation passes the route guard first (SPEC §4 "Route guard"). */
export const rootRoute = createRootRoute({ component: Outlet, notFoundComponent: pages.notFound, beforeLoad: guardRoute });
