import { apiArea } from '../area';
import { courseVerifyRoutes } from './course-verify';
import { listRoutes } from './lists';
import { lookupRoutes } from './lookups';
import { searchRoutes } from './search';
import { watchHistoryRoutes } from './watch-history';

/** Finding lessons: the lists, their filters' lookups, the search, the watch history and the course-view check. */
export const catalogueArea = apiArea('signedIn', [lookupRoutes, listRoutes, searchRoutes, watchHistoryRoutes, courseVerifyRoutes]);
