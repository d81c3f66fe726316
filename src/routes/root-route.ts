import { createRootRoute, Outlet } from '@tanstack/react-router';
import { pages } from './pages';

export const rootRoute = createRootRoute({ component: Outlet, notFoundComponent: pages.notFound });
