import { createRoute, redirect } from '@tanstack/react-router';
import { sharedLiveQuery, sharedVodQuery } from '../ui/share/share-api';
import { loadQuery } from '../services/query/load-query';
import { pages } from './pages';
import { rootRoute } from './root-route';
import { shareSearchSchema } from '../schemas/search-params';

// Full-window pages outside the signed-in layout (SPEC §2).

/** Opened in its own window from the user menu; needs a session like every non-share page. */
export const dataBoardRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/data-board',
  staticData: { titleKey: 'route.dataBoard' },
  component: pages.dataBoard,
});

/** Share pages skip the token check (SPEC §2 "Routes allowed without login"). */
export const liveShareRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/live-share',
  validateSearch: shareSearchSchema,
  loaderDeps: ({ search }) => ({ token: search.token }),
  loader: ({ context, preload, deps }) =>
    deps.token === undefined ? undefined : loadQuery({ context, preload }, sharedLiveQuery(deps.token)),
  staticData: { titleKey: 'route.liveShare' },
  component: pages.liveShare,
});

export const vodShareRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/vod-share',
  validateSearch: shareSearchSchema,
  loaderDeps: ({ search }) => ({ token: search.token }),
  loader: ({ context, preload, deps }) =>
    deps.token === undefined ? undefined : loadQuery({ context, preload }, sharedVodQuery(deps.token)),
  staticData: { titleKey: 'route.vodShare' },
  component: pages.vodShare,
});

/**
 * The product's older share addresses (SPEC §2 lists them among the token-free pages): each opens
 * today's share page with the same token, so links already sent keep working.
 */
const shareAlias = (path: string, to: '/live-share' | '/vod-share') =>
  createRoute({
    getParentRoute: () => rootRoute,
    path,
    validateSearch: shareSearchSchema,
    beforeLoad: ({ search }): never => {
      throw redirect({ to, search, replace: true });
    },
  });

export const legacyShareRoutes = [
  shareAlias('/liveVideo', '/live-share'),
  shareAlias('/liveShare', '/live-share'),
  shareAlias('/videoShare', '/vod-share'),
  shareAlias('/vodVideo', '/vod-share'),
];
