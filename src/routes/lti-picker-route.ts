import { createRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { LTI_PICKER_PAGE } from '../schemas/lti-paths';
import { idText } from '../schemas/text';
import { pages } from './pages';
import { rootRoute } from './root-route';

/**
 * The picker of an LTI deep-linking launch (docs/lti.md "Deep linking"), reached signed in from
 * the launch's page (/lti/launch), which names its launch. Full window: it is the whole of the
 * LMS's frame.
 */
export const ltiPickerRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: LTI_PICKER_PAGE,
  validateSearch: z.object({ launch: idText().optional().catch(undefined) }),
  staticData: { titleKey: 'route.ltiDeepLink' },
  component: pages.ltiDeepLink,
});
