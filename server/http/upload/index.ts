import { apiArea } from '../area';
import { chunkRoutes } from './chunk';

/** Chunked video uploads; who may upload where is decided per call (server/uploads/uploads.ts). */
export const uploadArea = apiArea('signedIn', [chunkRoutes]);
