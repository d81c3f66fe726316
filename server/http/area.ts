import type { FastifyPluginAsync, preHandlerAsyncHookHandler } from 'fastify';
import { authenticate } from './authenticate';

/**
 * An area of the API (docs/server-layout.md): the route files of one folder of server/http,
 * registered in one encapsulated scope behind the area's single authentication hook, in the
 * spirit of fastify/demo's autohooks. A route file never authenticates by itself: its folder
 * says who may call it.
 * - 'public': no session needed (the routes may still read one, e.g. for the tenant);
 * - 'signedIn': a valid session, refused while a forced password change is pending;
 * - 'duringPasswordChange': a valid session, also while that change is pending.
 * `alsoBefore` runs after the authentication, for a rule the whole area shares (the notes sign).
 */
export type AreaAccess = 'public' | 'signedIn' | 'duringPasswordChange';

export function apiArea<Options extends object = Record<never, never>>(
  access: AreaAccess,
  routes: readonly FastifyPluginAsync<Options>[],
  alsoBefore?: preHandlerAsyncHookHandler,
): FastifyPluginAsync<Options> {
  return async (app, options) => {
    if (access !== 'public') app.addHook('preHandler', authenticate({ duringPasswordChange: access === 'duringPasswordChange' }));
    if (alsoBefore) app.addHook('preHandler', alsoBefore);
    for (const plugin of routes) await app.register(plugin, options);
  };
}
