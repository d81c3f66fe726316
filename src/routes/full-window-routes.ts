import { createRoute } from '@tanstack/react-router';
import { layoutRoute } from './layout-route';
import { pages } from './pages';
import { playCenterSearchSchema, playLiveSearchSchema, playVideoSearchSchema, videoDetailSearchSchema } from './search-schemas';

// Signed-in pages that hide the header: help, details, players and editors (SPEC §2 "Layout header").

export const helpCenterRoute = createRoute({
  getParentRoute: () => layoutRoute,
  path: '/help-center',
  staticData: { titleKey: 'route.helpCenter' },
  component: pages.pending,
});

export const liveDetailRoute = createRoute({
  getParentRoute: () => layoutRoute,
  path: '/live-detail',
  staticData: { titleKey: 'route.liveDetail' },
  component: pages.pending,
});

export const playLiveRoute = createRoute({
  getParentRoute: () => layoutRoute,
  path: '/play-live',
  validateSearch: playLiveSearchSchema,
  staticData: { titleKey: 'route.playLive' },
  component: pages.pending,
});

export const videoDetailRoute = createRoute({
  getParentRoute: () => layoutRoute,
  path: '/video-detail',
  validateSearch: videoDetailSearchSchema,
  staticData: { titleKey: 'route.videoDetail' },
  component: pages.pending,
});

export const playVideoRoute = createRoute({
  getParentRoute: () => layoutRoute,
  path: '/play-video',
  validateSearch: playVideoSearchSchema,
  staticData: { titleKey: 'route.playVideo' },
  component: pages.pending,
});

export const playCenterRoute = createRoute({
  getParentRoute: () => layoutRoute,
  path: '/play-center',
  validateSearch: playCenterSearchSchema,
  staticData: { titleKey: 'route.playCenter' },
  component: pages.pending,
});

export const clipManageRoute = createRoute({
  getParentRoute: () => layoutRoute,
  path: '/clip-manage',
  staticData: { titleKey: 'route.clipManage' },
  component: pages.pending,
});

export const superstarCourseRoute = createRoute({
  getParentRoute: () => layoutRoute,
  path: '/superstar-course',
  staticData: { titleKey: 'route.superstarCourse' },
  component: pages.pending,
});
