import { createRoute } from '@tanstack/react-router';
import { layoutRoute } from './layout-route';
import { pages } from './pages';
import { recordVisit } from './record-visit';
import {
  helpCenterSearchSchema, liveDetailSearchSchema, playCenterSearchSchema, playLiveSearchSchema, playVideoSearchSchema, videoDetailSearchSchema,
} from './search-schemas';

// Signed-in pages that hide the header: help, details, players and editors (SPEC §2 "Layout
// header"). Each visit is counted.

export const helpCenterRoute = createRoute({
  getParentRoute: () => layoutRoute,
  path: '/help-center',
  validateSearch: helpCenterSearchSchema,
  staticData: { titleKey: 'route.helpCenter' },
  onEnter: recordVisit,
  component: pages.helpCenter,
});

export const liveDetailRoute = createRoute({
  getParentRoute: () => layoutRoute,
  path: '/live-detail',
  validateSearch: liveDetailSearchSchema,
  staticData: { titleKey: 'route.liveDetail' },
  onEnter: recordVisit,
  component: pages.liveDetail,
});

export const playLiveRoute = createRoute({
  getParentRoute: () => layoutRoute,
  path: '/play-live',
  validateSearch: playLiveSearchSchema,
  staticData: { titleKey: 'route.playLive' },
  onEnter: recordVisit,
  component: pages.playLive,
});

export const videoDetailRoute = createRoute({
  getParentRoute: () => layoutRoute,
  path: '/video-detail',
  validateSearch: videoDetailSearchSchema,
  staticData: { titleKey: 'route.videoDetail' },
  onEnter: recordVisit,
  component: pages.videoDetail,
});

export const playVideoRoute = createRoute({
  getParentRoute: () => layoutRoute,
  path: '/play-video',
  validateSearch: playVideoSearchSchema,
  staticData: { titleKey: 'route.playVideo' },
  onEnter: recordVisit,
  component: pages.playVideo,
});

export const playCenterRoute = createRoute({
  getParentRoute: () => layoutRoute,
  path: '/play-center',
  validateSearch: playCenterSearchSchema,
  staticData: { titleKey: 'route.playCenter' },
  onEnter: recordVisit,
  component: pages.playCenter,
});

export const clipManageRoute = createRoute({
  getParentRoute: () => layoutRoute,
  path: '/clip-manage',
  staticData: { titleKey: 'route.clipManage' },
  onEnter: recordVisit,
  component: pages.pending,
});

export const superstarCourseRoute = createRoute({
  getParentRoute: () => layoutRoute,
  path: '/superstar-course',
  staticData: { titleKey: 'route.superstarCourse' },
  onEnter: recordVisit,
  component: pages.superstarCourse,
});
