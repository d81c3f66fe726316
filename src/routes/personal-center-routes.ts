import { createRoute, redirect } from '@tanstack/react-router';
import { layoutRoute } from './layout-route';
import { pages } from './pages';
import { loadQuery } from '../services/query/load-query';
import { inboxInputsOf, inboxQuery, myMessageSearchSchema } from '../ui/messages/inbox-api';
import { myCollectionSearchSchema, myNoteSearchSchema, myRecordSearchSchema, myScheduleSearchSchema } from '../schemas/search-params';
import { myNoteInputsOf, myNotesQuery } from '../ui/my-note/my-note-api';
import { myCollectionsQuery, myWatchRecordsQuery } from '../ui/personal-center/personal-api';
import { loadSchedule } from '../ui/schedule/schedule-api';

export const personalCenterRoute = createRoute({
  getParentRoute: () => layoutRoute,
  path: '/personal-center',
  staticData: { titleKey: 'route.personalCenter' },
  component: pages.personalCenter,
});

/** /personal-center itself opens the timetable (SPEC §2). */
export const personalCenterIndexRoute = createRoute({
  getParentRoute: () => personalCenterRoute,
  path: '/',
  beforeLoad: (): never => {
    throw redirect({ to: '/personal-center/my-schedule' });
  },
});

export const myNoteRoute = createRoute({
  getParentRoute: () => personalCenterRoute,
  path: 'my-note',
  validateSearch: myNoteSearchSchema,
  staticData: { titleKey: 'route.myNote' },
  loaderDeps: ({ search }) => myNoteInputsOf(search),
  loader: ({ context, preload, deps }) => loadQuery({ context, preload }, myNotesQuery(deps)),
  component: pages.myNote,
});

export const myScheduleRoute = createRoute({
  getParentRoute: () => personalCenterRoute,
  path: 'my-schedule',
  validateSearch: myScheduleSearchSchema,
  staticData: { titleKey: 'route.mySchedule' },
  loaderDeps: ({ search }) => ({ acteId: search.acteId, week: search.week }),
  loader: ({ context, preload, deps }) => loadSchedule(context, preload, deps),
  component: pages.mySchedule,
});

export const myCollectionRoute = createRoute({
  getParentRoute: () => personalCenterRoute,
  path: 'my-collection',
  validateSearch: myCollectionSearchSchema,
  staticData: { titleKey: 'route.myCollection' },
  loaderDeps: ({ search }) => ({ page: search.page ?? 1 }),
  loader: ({ context, preload, deps }) => loadQuery({ context, preload }, myCollectionsQuery(deps.page)),
  component: pages.myCollection,
});

export const myRecordRoute = createRoute({
  getParentRoute: () => personalCenterRoute,
  path: 'my-record',
  validateSearch: myRecordSearchSchema,
  staticData: { titleKey: 'route.myRecord' },
  loaderDeps: ({ search }) => ({ page: search.page ?? 1, type: search.type }),
  loader: ({ context, preload, deps }) => loadQuery({ context, preload }, myWatchRecordsQuery(deps.page, deps.type)),
  component: pages.myRecord,
});

export const myMessageRoute = createRoute({
  getParentRoute: () => personalCenterRoute,
  path: 'my-message',
  validateSearch: myMessageSearchSchema,
  staticData: { titleKey: 'route.myMessage' },
  loaderDeps: ({ search }) => inboxInputsOf(search),
  loader: ({ context, preload, deps }) => loadQuery({ context, preload }, inboxQuery(deps)),
  component: pages.myMessage,
});
