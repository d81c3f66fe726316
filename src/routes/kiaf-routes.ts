import { createRoute } from '@tanstack/react-router';
import { pages } from './pages';
import { rootRoute } from './root-route';

// Framework pages, always allowed without signing in (SPEC §2).

export const kiafLogRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/kiaf/log',
  staticData: { titleKey: 'route.kiafLog' },
  component: pages.pending,
});

export const kiafSsoRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/kiaf/sso',
  staticData: { titleKey: 'route.kiafSso' },
  component: pages.pending,
});

export const kiafVersionRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/kiaf/version',
  staticData: { titleKey: 'route.kiafVersion' },
  component: pages.version,
});

export const kiafHomepageRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/kiaf/homepage',
  staticData: { titleKey: 'route.kiafHomepage' },
  component: pages.pending,
});
