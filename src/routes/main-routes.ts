import { createRoute, retainSearchParams } from '@tanstack/react-router';
import { layoutRoute } from './layout-route';
import { pages } from './pages';
import { recordVisit } from '../services/record-visit';
import {
  adminDetailSearchSchema,
  adminHomeSearchSchema,
  advanceSearchSearchSchema,
  listLiveSearchSchema,
  listVideoSearchSchema,
  reportCenterSearchSchema,
} from '../schemas/search-params';
import { classListInputsOf, classesQuery } from '../ui/admin/admin-api';
import { adminClassDetailQuery } from '../ui/admin/detail/class-detail-api';
import { insideResultsQuery, keywordResultsQuery, liveFormResultsQuery, videoFormResultsQuery } from '../ui/advance-search/search-api';
import { searchViewOf } from '../ui/advance-search/search-state';
import { listVideoPageQuery, termsQuery } from '../ui/lists/catalogue-api';
import { listLivePageQuery } from '../ui/lists/live-list-load';
import { loadReportCenter } from '../ui/report-center/report-api';
import { loadQuery } from '../services/query/load-query';
import { captureRoomQuery, captureRoomsQuery } from '../ui/admin/capture/capture-api';
import { captureListInputsOf, captureSearchSchema } from '../ui/admin/capture/capture-search';
import { ltiPlatformsQuery } from '../ui/admin/lti/lti-api';

// Pages inside the signed-in layout with the header shown (SPEC §2). Each visit is counted.

export const homeRoute = createRoute({
  getParentRoute: () => layoutRoute,
  path: '/home',
  staticData: { titleKey: 'route.home' },
  onEnter: recordVisit,
  component: pages.home,
});

export const listLiveRoute = createRoute({
  getParentRoute: () => layoutRoute,
  path: '/list-live',
  validateSearch: listLiveSearchSchema,
  loaderDeps: ({ search }) => search,
  loader: ({ context, preload, deps }) => loadQuery({ context, preload }, listLivePageQuery(deps)),
  staticData: { titleKey: 'route.listLive' },
  onEnter: recordVisit,
  component: pages.listLive,
});

export const listVideoRoute = createRoute({
  getParentRoute: () => layoutRoute,
  path: '/list-video',
  validateSearch: listVideoSearchSchema,
  loaderDeps: ({ search }) => search,
  // The term filter's choices too: a reloaded page shows its chosen term, not "all terms" first.
  loader: ({ context, preload, deps }) =>
    Promise.all([loadQuery({ context, preload }, listVideoPageQuery(deps)), loadQuery({ context, preload }, termsQuery())]),
  staticData: { titleKey: 'route.listVideo' },
  onEnter: recordVisit,
  component: pages.listVideo,
});

export const advanceSearchRoute = createRoute({
  getParentRoute: () => layoutRoute,
  path: '/advance-search',
  validateSearch: advanceSearchSearchSchema,
  // A search from the header names only the keyword: the forms below stay as they were.
  search: { middlewares: [retainSearchParams(['live', 'video'])] },
  loaderDeps: ({ search }) => searchViewOf(search),
  loader: ({ context, preload, deps: view }) => {
    const target = { context, preload };
    if (view.scope === 'inside') return view.keyword.trim() === '' ? undefined : loadQuery(target, insideResultsQuery(view));
    if (view.isUnion) return loadQuery(target, keywordResultsQuery(view));
    if (view.type === 'live') return loadQuery(target, liveFormResultsQuery(view));
    return Promise.all([loadQuery(target, videoFormResultsQuery(view)), loadQuery(target, termsQuery())]);
  },
  staticData: { titleKey: 'route.advanceSearch' },
  onEnter: recordVisit,
  component: pages.advanceSearch,
});

export const reportCenterRoute = createRoute({
  getParentRoute: () => layoutRoute,
  path: '/report-center',
  validateSearch: reportCenterSearchSchema,
  loaderDeps: ({ search }) => search,
  loader: ({ context, preload, deps }) => loadReportCenter({ context, preload }, deps),
  staticData: { titleKey: 'route.reportCenter' },
  onEnter: recordVisit,
  component: pages.reportCenter,
});

export const adminHomeRoute = createRoute({
  getParentRoute: () => layoutRoute,
  path: '/admin/home',
  validateSearch: adminHomeSearchSchema,
  loaderDeps: ({ search }) => search,
  loader: ({ context, preload, deps }) => loadQuery({ context, preload }, classesQuery(classListInputsOf(deps))),
  staticData: { titleKey: 'route.adminHome' },
  onEnter: recordVisit,
  component: pages.adminHome,
});

export const adminDetailRoute = createRoute({
  getParentRoute: () => layoutRoute,
  path: '/admin/detail',
  validateSearch: adminDetailSearchSchema,
  loaderDeps: ({ search }) => ({ teclId: search.teclId }),
  loader: ({ context, preload, deps }) =>
    deps.teclId === undefined ? undefined : loadQuery({ context, preload }, adminClassDetailQuery(deps.teclId)),
  staticData: { titleKey: 'route.adminDetail' },
  onEnter: recordVisit,
  component: pages.adminDetail,
});

export const adminLookRoute = createRoute({
  getParentRoute: () => layoutRoute,
  path: '/admin/look',
  staticData: { titleKey: 'route.adminLook' },
  onEnter: recordVisit,
  component: pages.adminLook,
});

// Lecture capture (docs/admin.md "Lecture capture"): the list, and the open room with its keys.
export const adminCaptureRoute = createRoute({
  getParentRoute: () => layoutRoute,
  path: '/admin/capture',
  validateSearch: captureSearchSchema,
  loaderDeps: ({ search }) => search,
  loader: ({ context, preload, deps }) => {
    const target = { context, preload };
    const list = loadQuery(target, captureRoomsQuery(captureListInputsOf(deps)));
    return Promise.all([list, deps.room === undefined ? undefined : loadQuery(target, captureRoomQuery(deps.room))]);
  },
  staticData: { titleKey: 'route.adminCapture' },
  onEnter: recordVisit,
  component: pages.adminCapture,
});

// LTI platforms (docs/lti.md): Lectern's tool addresses and the platforms registered.
export const adminLtiRoute = createRoute({
  getParentRoute: () => layoutRoute,
  path: '/admin/lti',
  loader: ({ context, preload }) => loadQuery({ context, preload }, ltiPlatformsQuery()),
  staticData: { titleKey: 'route.adminLti' },
  onEnter: recordVisit,
  component: pages.adminLti,
});

export const noAccessRoute = createRoute({
  getParentRoute: () => layoutRoute,
  path: '/no-access',
  staticData: { titleKey: 'route.noAccess' },
  onEnter: recordVisit,
  component: pages.noAccess,
});
