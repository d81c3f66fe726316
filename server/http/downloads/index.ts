import { apiArea } from '../area';
import { downloadRoutes } from './downloads';

/** Course resources: one file, or several as a zip. */
export const downloadsArea = apiArea('signedIn', [downloadRoutes]);
