import { createRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { LTI_OPAQUE_MAX } from '../schemas/lti-launch';
import { LTI_LANDING_PAGE } from '../schemas/lti-paths';
import { pages } from './pages';
import { rootRoute } from './root-route';

/**
 * The page an LTI launch lands on (docs/lti.md "Landing signed in"): allowed without signing in
 * (src/machines/route-rules.ts), since it is where the signing in happens.
 */
export const ltiLaunchRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: LTI_LANDING_PAGE,
  validateSearch: z.object({ code: z.string().max(LTI_OPAQUE_MAX).optional().catch(undefined) }),
  staticData: { titleKey: 'route.ltiLaunch' },
  component: pages.ltiLaunch,
});
