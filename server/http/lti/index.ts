import type { FastifyPluginAsync } from 'fastify';
import { apiArea } from '../area';
import { keySetRoutes } from './key-set';

/**
 * Lectern as an LTI 1.3 tool (docs/lti.md): what learning platforms call, never with a Lectern
 * session. Only the public key set is served yet; the launch, its OIDC login and deep linking
 * (src/schemas/lti-paths.ts names their addresses) will join this area, each checking the
 * platform's own signed messages.
 */
export const ltiArea: FastifyPluginAsync = apiArea('public', [keySetRoutes]);
