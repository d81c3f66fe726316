import { createRoute, redirect } from '@tanstack/react-router';
import { layoutRoute } from './layout-route';
import { pages } from './pages';
import { myCollectionSearchSchema, myScheduleSearchSchema } from '../schemas/search-params';

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
  staticData: { titleKey: 'route.myNote' },
  component: pages.pending,
});

export const myScheduleRoute = createRoute({
  getParentRoute: () => personalCenterRoute,
  path: 'my-schedule',
  validateSearch: myScheduleSearchSchema,
  staticData: { titleKey: 'route.mySchedule' },
  component: pages.pending,
});

export const myCollectionRoute = createRoute({
  getParentRoute: () => personalCenterRoute,
  path: 'my-collection',
  validateSearch: myCollectionSearchSchema,
  staticData: { titleKey: 'route.myCollection' },
  component: pages.pending,
});

export const myRecordRoute = createRoute({
  getParentRoute: () => personalCenterRoute,
  path: 'my-record',
  staticData: { titleKey: 'route.myRecord' },
  component: pages.pending,
});

export const myMessageRoute = createRoute({
  getParentRoute: () => personalCenterRoute,
  path: 'my-message',
  staticData: { titleKey: 'route.myMessage' },
  component: pages.pending,
});
