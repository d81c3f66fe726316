import { createRoute } from '@tanstack/react-router';
import { layoutRoute } from './layout-route';
import { pages } from './pages';
import { advanceSearchSearchSchema } from './search-schemas';

// Pages inside the signed-in layout with the header shown (SPEC §2).

export const homeRoute = createRoute({
  getParentRoute: () => layoutRoute,
  path: '/home',
  staticData: { titleKey: 'route.home' },
  component: pages.pending,
});

export const listLiveRoute = createRoute({
  getParentRoute: () => layoutRoute,
  path: '/list-live',
  staticData: { titleKey: 'route.listLive' },
  component: pages.pending,
});

export const listVideoRoute = createRoute({
  getParentRoute: () => layoutRoute,
  path: '/list-video',
  staticData: { titleKey: 'route.listVideo' },
  component: pages.pending,
});

export const advanceSearchRoute = createRoute({
  getParentRoute: () => layoutRoute,
  path: '/advance-search',
  validateSearch: advanceSearchSearchSchema,
  staticData: { titleKey: 'route.advanceSearch' },
  component: pages.pending,
});

export const reportCenterRoute = createRoute({
  getParentRoute: () => layoutRoute,
  path: '/report-center',
  staticData: { titleKey: 'route.reportCenter' },
  component: pages.pending,
});

export const adminHomeRoute = createRoute({
  getParentRoute: () => layoutRoute,
  path: '/admin/home',
  staticData: { titleKey: 'route.adminHome' },
  component: pages.pending,
});

export const adminDetailRoute = createRoute({
  getParentRoute: () => layoutRoute,
  path: '/admin/detail',
  staticData: { titleKey: 'route.adminDetail' },
  component: pages.pending,
});

export const noAccessRoute = createRoute({
  getParentRoute: () => layoutRoute,
  path: '/no-access',
  staticData: { titleKey: 'route.noAccess' },
  component: pages.noAccess,
});
