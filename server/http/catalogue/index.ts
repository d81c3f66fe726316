import { apiArea } from '../area';
import { courseVerifyRoutes } from './course-verify';
import { lessonSearchRoutes } from './lesson-search';
import { listRoutes } from './lists';
import { lookupRoutes } from './lookups';
import { searchRoutes } from './search';
import { watchHistoryRoutes } from './watch-history';

/** Finding lessons: the lists, their filters' lookups, the searches (of classes, inside lessons), the watch history and the course-view check. */
export const catalogueArea = apiArea('signedIn', [
  lookupRoutes,
  listRoutes,
  searchRoutes,
  lessonSearchRoutes,
  watchHistoryRoutes,
  courseVerifyRoutes,
]);
