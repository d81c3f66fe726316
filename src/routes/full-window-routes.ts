import { createRoute } from '@tanstack/react-router';
import { layoutRoute } from './layout-route';
import { pages } from './pages';
import { helpArticlesQuery } from '../ui/help/help-api';
import { classDetailQuery, namesClass } from '../ui/detail/detail-api';
import { liveInfoQuery } from '../ui/live-player/live-api';
import { playInfoQuery } from '../ui/player/player-api';
import { superstarCoursesQuery } from '../ui/superstar/superstar-api';
import { clipSourcesQuery, listInputsOf, resourcesQuery } from '../ui/clip-manage/media-api';
import { adminClassDetailQuery } from '../ui/admin/detail/class-detail-api';
import { captionTrackQuery, captionTracksQuery } from '../ui/caption-editor/caption-api';
import { loadQuery, startQuery } from '../services/query/load-query';
import { recordVisit } from '../services/record-visit';
import {
  captionEditSearchSchema,
  clipManageSearchSchema,
  helpCenterSearchSchema,
  liveDetailSearchSchema,
  playCenterSearchSchema,
  playLiveSearchSchema,
  playVideoSearchSchema,
  videoDetailSearchSchema,
} from '../schemas/search-params';

// Signed-in pages that hide the header: help, details, players and editors (SPEC §2 "Layout
// header"). Each visit is counted.

export const helpCenterRoute = createRoute({
  getParentRoute: () => layoutRoute,
  path: '/help-center',
  validateSearch: helpCenterSearchSchema,
  loaderDeps: ({ search }) => ({ keyword: search.keyword ?? '' }),
  loader: ({ context, preload, deps }) => loadQuery({ context, preload }, helpArticlesQuery(deps.keyword)),
  staticData: { titleKey: 'route.helpCenter' },
  onEnter: recordVisit,
  component: pages.helpCenter,
});

export const liveDetailRoute = createRoute({
  getParentRoute: () => layoutRoute,
  path: '/live-detail',
  validateSearch: liveDetailSearchSchema,
  loaderDeps: ({ search }) => ({ teclId: search.teclId, courseId: search.courseId }),
  loader: ({ context, preload, deps }) => (namesClass(deps) ? loadQuery({ context, preload }, classDetailQuery(deps)) : undefined),
  staticData: { titleKey: 'route.liveDetail' },
  onEnter: recordVisit,
  component: pages.liveDetail,
});

export const playLiveRoute = createRoute({
  getParentRoute: () => layoutRoute,
  path: '/play-live',
  validateSearch: playLiveSearchSchema,
  loaderDeps: ({ search }) => ({ courseId: search.courseId ?? search.liveId }),
  loader: ({ context, preload, deps }) =>
    deps.courseId === undefined ? undefined : loadQuery({ context, preload }, liveInfoQuery(deps.courseId)),
  staticData: { titleKey: 'route.playLive' },
  onEnter: recordVisit,
  component: pages.playLive,
});

export const videoDetailRoute = createRoute({
  getParentRoute: () => layoutRoute,
  path: '/video-detail',
  validateSearch: videoDetailSearchSchema,
  loaderDeps: ({ search }) => ({ teclId: search.teclId, courseId: search.courseId }),
  loader: ({ context, preload, deps }) => (namesClass(deps) ? loadQuery({ context, preload }, classDetailQuery(deps)) : undefined),
  staticData: { titleKey: 'route.videoDetail' },
  onEnter: recordVisit,
  component: pages.videoDetail,
});

export const playVideoRoute = createRoute({
  getParentRoute: () => layoutRoute,
  path: '/play-video',
  validateSearch: playVideoSearchSchema,
  beforeLoad: ({ context, preload, search }) => {
    if (search.teclId !== undefined) startQuery({ context, preload }, playInfoQuery(search.teclId));
  },
  loaderDeps: ({ search }) => ({ teclId: search.teclId }),
  loader: ({ context, preload, deps }) =>
    deps.teclId === undefined ? undefined : loadQuery({ context, preload }, playInfoQuery(deps.teclId)),
  staticData: { titleKey: 'route.playVideo' },
  // The page records its visit after the first frame (src/ui/player/first-frame-gate.ts).
  component: pages.playVideo,
});

export const playCenterRoute = createRoute({
  getParentRoute: () => layoutRoute,
  path: '/play-center',
  validateSearch: playCenterSearchSchema,
  beforeLoad: ({ context, preload, search }) => {
    if (search.target !== 'live' && search.teclId !== undefined) startQuery({ context, preload }, playInfoQuery(search.teclId));
  },
  // The same window plays a live lesson (target=live) or a class's recordings.
  loaderDeps: ({ search }) => (search.target === 'live' ? { courseId: search.courseId ?? search.liveId } : { teclId: search.teclId }),
  loader: ({ context, preload, deps }) => {
    if ('courseId' in deps) return deps.courseId === undefined ? undefined : loadQuery({ context, preload }, liveInfoQuery(deps.courseId));
    return deps.teclId === undefined ? undefined : loadQuery({ context, preload }, playInfoQuery(deps.teclId));
  },
  staticData: { titleKey: 'route.playCenter' },
  // A recording's page records its visit after the first frame (src/ui/player/first-frame-gate.ts).
  onEnter: (match) => {
    if (match.search.target === 'live') recordVisit(match);
  },
  component: pages.playCenter,
});

export const clipManageRoute = createRoute({
  getParentRoute: () => layoutRoute,
  path: '/clip-manage',
  validateSearch: clipManageSearchSchema,
  loaderDeps: ({ search }) => listInputsOf(search),
  // The clips tab also shows the first recordings to cut.
  loader: async ({ context, preload, deps }) => {
    await Promise.all([
      loadQuery({ context, preload }, resourcesQuery(deps)),
      deps.kind === 'clip' ? loadQuery({ context, preload }, clipSourcesQuery('')) : undefined,
    ]);
  },
  staticData: { titleKey: 'route.clipManage' },
  onEnter: recordVisit,
  component: pages.clipManage,
});

// A recording's captions (docs/captions.md "The editor"): its class, its tracks, the open one.
export const captionEditRoute = createRoute({
  getParentRoute: () => layoutRoute,
  path: '/caption-edit',
  validateSearch: captionEditSearchSchema,
  loaderDeps: ({ search }) => search,
  loader: async ({ context, preload, deps: { vodId, teclId, trackId } }) => {
    if (vodId === undefined || teclId === undefined) return;
    const target = { context, preload };
    await Promise.all([
      loadQuery(target, adminClassDetailQuery(teclId)),
      loadQuery(target, captionTracksQuery(vodId)),
      trackId === undefined ? undefined : loadQuery(target, captionTrackQuery(vodId, trackId)),
    ]);
  },
  staticData: { titleKey: 'route.captionEdit' },
  onEnter: recordVisit,
  component: pages.captionEdit,
});

export const superstarCourseRoute = createRoute({
  getParentRoute: () => layoutRoute,
  path: '/superstar-course',
  loader: ({ context, preload }) => loadQuery({ context, preload }, superstarCoursesQuery()),
  staticData: { titleKey: 'route.superstarCourse' },
  onEnter: recordVisit,
  component: pages.superstarCourse,
});
