import { apiArea } from '../area';
import { accessRoutes } from './access';
import { eventRoutes } from './events';
import { identityRoutes } from './identity';
import { passwordRoutes } from './password';
import { terminalRoutes } from './terminal';

/**
 * The session itself: who is signed in and what they may use, its event stream, its device type
 * and the password change. Reachable while a forced password change is pending (SPEC §5), so the
 * browser can show who must change it, and change it.
 */
export const sessionArea = apiArea('duringPasswordChange', [identityRoutes, accessRoutes, eventRoutes, terminalRoutes, passwordRoutes]);
