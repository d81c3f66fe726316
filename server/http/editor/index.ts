import { apiArea } from '../area';
import { editorRoutes } from './editor';

/** The editor's pictures: upload, the screenshots of a recording, one picture back to its owner or a reader of a note showing it. */
export const editorArea = apiArea('signedIn', [editorRoutes]);
