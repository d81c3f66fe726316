import type { FastifyPluginAsync } from 'fastify';
import { apiArea } from '../area';
import { appPageRoutes } from './app-page';
import { keySetRoutes } from './key-set';
import { launchRoutes } from './launch';
import { launchSessionRoutes } from './launch-session';
import { loginRoutes } from './login';
import { registrationRoutes } from './registration';

/**
 * Lectern as an LTI 1.3 tool (docs/lti.md): what learning platforms and a launch's page call,
 * never with a Lectern session. The public key set; the OIDC login initiation and the
 * resource-link launch, which check the platform's own signed messages and answer a refusal as a
 * page in the user's language; the launch's page, framed by its platform; and the exchange of a
 * launch's code for a session; and the platform registering itself by one address. The
 * deep-linking request is posted like a launch (./launch.ts); the picker it lands on calls the
 * signed-in area server/http/lti-picker/.
 */
export const ltiArea: FastifyPluginAsync = apiArea('public', [
  keySetRoutes,
  loginRoutes,
  launchRoutes,
  appPageRoutes,
  launchSessionRoutes,
  registrationRoutes,
]);
