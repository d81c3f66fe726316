import { apiArea } from '../area';
import { shareLinkRoutes } from './share-links';

/** Making, listing and revoking share links (watching through one is public: ../public/shared-*.ts). */
export const sharingArea = apiArea('signedIn', [shareLinkRoutes]);
