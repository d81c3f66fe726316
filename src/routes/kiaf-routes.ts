import { createRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { pages } from './pages';
import { rootRoute } from './root-route';

// Framework pages, always allowed without signing in (SPEC §2).

export const kiafLogRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/kiaf/log',
  staticData: { titleKey: 'route.kiafLog' },
  component: pages.kiafLog,
});

export const kiafSsoRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/kiaf/sso',
  validateSearch: z.object({ ticket: z.string().max(256).optional().catch(undefined) }),
  staticData: { titleKey: 'route.kiafSso' },
  component: pages.sso,
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
  component: pages.landing,
});

/** The forced password change (KIAF_FORCE_UPDATE_PWD): the route guard sends users here first. */
export const changePasswordRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/change-password',
  staticData: { titleKey: 'route.changePassword' },
  component: pages.changePassword,
});
