import { apiArea } from '../area';
import { classDetailRoutes } from './class-detail';

/** A teaching class's page (/live-detail, /video-detail) and its favourite toggle. */
export const detailArea = apiArea('signedIn', [classDetailRoutes]);
