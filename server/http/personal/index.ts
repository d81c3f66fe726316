import { apiArea } from '../area';
import { collectionListRoutes } from './collections';
import { watchRecordRoutes } from './watch-records';

/** The personal center's own lists: favourites and the full viewing record (docs/personal-center.md). */
export const personalArea = apiArea('signedIn', [collectionListRoutes, watchRecordRoutes]);
