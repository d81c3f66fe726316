import Fastify, { type FastifyInstance } from 'fastify';
import formbody from '@fastify/formbody';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { ERROR } from '../src/schemas/error-codes';
import type { AppDeps } from './app-deps';
import { registerErrorHandler } from './http/error-handler';
import { clientErrorHandler, frameworkErrors } from './http/router-errors';
import { requestSerializer } from './http/log-redaction';
import { errorEnvelope } from './http/errors';
import { authRoutes } from './http/auth';
import { logoutRoutes } from './http/logout';
import { identityRoutes } from './http/identity';
import { runtimeConfigRoute } from './http/runtime-config';
import { registerSpa } from './http/spa';
import { registerOpenApi } from './http/openapi';
import { eventRoutes } from './http/events';
import { casRoutes } from './http/cas';
import { terminalRoutes } from './http/terminal';
import { styleConfigRoutes } from './http/style-config';
import { campusRoutes } from './http/campus';
import { courseVerifyRoutes } from './http/course-verify';
import { watchHistoryRoutes } from './http/watch-history';
import { registerPublicMedia } from './http/public-media';
import { catalogueLookupRoutes } from './http/catalogue-lookups';
import { catalogueListRoutes } from './http/catalogue-lists';
import { catalogueSearchRoutes } from './http/catalogue-search';
import { serverTimeRoutes } from './http/server-time';
import { visitRecordRoutes } from './http/visit-record';
import { playbackRoutes } from './http/playback';
import { shareLinkRoutes } from './http/share-links';
import { downloadRoutes } from './http/downloads';
import { liveRoutes } from './http/live';
import { liveShareRoutes } from './http/live-share';
import { editorRoutes } from './http/editor';
import { noteRoutes } from './http/notes';
import { courseDetailRoutes } from './http/course-detail';
import { contentRoutes } from './http/content';
import { publicLandingRoutes } from './http/public-landing';
import { clientErrorRoutes } from './http/client-errors';
import { registerMediaCors } from './http/media-cors';
import { configKeyValueRoutes } from './http/config-key-values';
import { loginAcknowledgeRoutes } from './http/login-acknowledge';
import { accessRoutes } from './http/access';

export type BuildAppOptions = { deps: AppDeps; logger?: boolean | object; port: number };

/** The one Fastify process: API plugins, then the SPA (fastify/demo's order). */
export async function buildApp({ deps, logger = false, port }: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    // Requests are logged with capability tokens redacted (server/http/log-redaction.ts).
    logger: logger && { ...(logger === true ? {} : logger), serializers: { req: requestSerializer } },
    trustProxy: deps.env.TRUST_PROXY,
    bodyLimit: 1_048_576,
    // Query keys like `page.pageIndex` and `sorts[0].name` are the wire names: keep them flat.
    routerOptions: { ignoreTrailingSlash: true },
    // Router and HTTP-parser refusals answer the envelope too (server/http/router-errors.ts).
    frameworkErrors,
    clientErrorHandler,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('deps', deps);
  app.addHook('onClose', () => deps.liveFeeds.close());
  app.decorateRequest('auth', null);
  registerErrorHandler(app);
  registerMediaCors(app);
  app.setNotFoundHandler((request, reply) => {
    const { status, code } = ERROR.notFound;
    // A file route may have set its own type before finding nothing (reply.sendFile → callNotFound).
    return reply.code(status).type('application/json; charset=utf-8').send(errorEnvelope(status, code, `no route ${request.method} ${request.url.split('?')[0]}`));
  });

  await app.register(formbody);
  await registerOpenApi(app);
  await app.register(runtimeConfigRoute, { port });
  await app.register(authRoutes);
  await app.register(logoutRoutes);
  await app.register(identityRoutes);
  await app.register(eventRoutes);
  await app.register(casRoutes);
  await app.register(terminalRoutes);
  await app.register(styleConfigRoutes);
  await app.register(configKeyValueRoutes);
  await app.register(loginAcknowledgeRoutes);
  await app.register(accessRoutes);
  await app.register(campusRoutes);
  await app.register(courseVerifyRoutes);
  await app.register(watchHistoryRoutes);
  await app.register(catalogueLookupRoutes);
  await app.register(catalogueListRoutes);
  await app.register(catalogueSearchRoutes);
  await app.register(serverTimeRoutes);
  await app.register(visitRecordRoutes);
  await app.register(courseDetailRoutes);
  await app.register(contentRoutes);
  await app.register(publicLandingRoutes);
  await app.register(clientErrorRoutes);
  await app.register(playbackRoutes);
  await app.register(shareLinkRoutes);
  await app.register(downloadRoutes);
  await app.register(liveRoutes);
  await app.register(liveShareRoutes);
  await app.register(editorRoutes);
  await app.register(noteRoutes);
  await registerPublicMedia(app, deps.mediaDir);
  await registerSpa(app, deps.spaDir);
  return app;
}
