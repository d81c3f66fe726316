import { edgeArea } from './http/edge';
import Fastify, { type FastifyInstance } from 'fastify';
import formbody from '@fastify/formbody';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { ERROR } from '../src/schemas/error-codes';
import type { AppDeps } from './app-deps';
import { registerErrorHandler } from './http/error-handler';
import { clientErrorHandler, frameworkErrors } from './http/router-errors';
import { requestSerializer } from './http/log-redaction';
import { RequestLog } from './http/request-log';
import { errorEnvelope } from './errors';
import { registerSpa } from './http/spa';
import { registerOpenApi } from './http/openapi';
import { registerPublicMedia } from './http/public-media';
import { registerMediaCors } from './http/media-cors';
import { registerCompression } from './http/compression';
import { checkedJsonSerializer } from './http/responses';
import { publicArea } from './http/public';
import { sessionArea } from './http/session';
import { accountArea } from './http/account';
import { catalogueArea } from './http/catalogue';
import { detailArea } from './http/detail';
import { playbackArea } from './http/playback';
import { liveArea } from './http/live';
import { sharingArea } from './http/sharing';
import { notesArea } from './http/notes';
import { captionsArea } from './http/captions';
import { editorArea } from './http/editor';
import { downloadsArea } from './http/downloads';
import { contentArea } from './http/content';
import { uploadArea } from './http/upload';
import { mediaArea } from './http/media';
import { scheduleArea } from './http/schedule';
import { messagesArea } from './http/messages';
import { personalArea } from './http/personal';
import { adminArea } from './http/admin';
import { dataBoardArea } from './http/data-board';
import { reportsArea } from './http/reports';
import { ltiArea } from './http/lti';
import { ltiPickerArea } from './http/lti-picker';

export type BuildAppOptions = { deps: AppDeps; logger?: boolean | object; port: number };

/** The one Fastify process: API plugins, then the SPA (fastify/demo's order). */
export async function buildApp({ deps, logger = false, port }: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    // Requests are logged with capability tokens redacted (server/http/log-redaction.ts); video
    // and files at debug, API calls at info, failures always (server/http/request-log.ts).
    logger: logger && { ...(logger === true ? {} : logger), serializers: { req: requestSerializer } },
    logController: new RequestLog(),
    trustProxy: deps.env.TRUST_PROXY,
    bodyLimit: 1_048_576,
    // Query keys like `page.pageIndex` and `sorts[0].name` are the wire names: keep them flat.
    routerOptions: { ignoreTrailingSlash: true },
    // Router and HTTP-parser refusals answer the envelope too (server/http/router-errors.ts).
    frameworkErrors,
    clientErrorHandler,
  });
  app.setValidatorCompiler(validatorCompiler);
  // Declared answers are checked against their schema, then sent as made (server/http/responses.ts).
  app.setSerializerCompiler(checkedJsonSerializer);
  app.decorate('deps', deps);
  app.decorateRequest('auth', null);
  registerErrorHandler(app);
  registerMediaCors(app);
  // Before the areas, so every route inherits it (server/http/compression.ts).
  registerCompression(app);
  app.setNotFoundHandler((request, reply) => {
    const { status, code } = ERROR.notFound;
    // A file route may have set its own type before finding nothing (reply.sendFile → callNotFound).
    return reply
      .code(status)
      .type('application/json; charset=utf-8')
      .send(errorEnvelope(status, code, `no route ${request.method} ${request.url.split('?')[0]}`));
  });

  await app.register(formbody);
  await registerOpenApi(app);
  // One plugin per area of server/http, each behind its own authentication hook (docs/server-layout.md).
  await app.register(publicArea, { port });
  for (const area of [
    sessionArea,
    accountArea,
    catalogueArea,
    detailArea,
    playbackArea,
    edgeArea,
    liveArea,
    sharingArea,
    notesArea,
    captionsArea,
    editorArea,
    downloadsArea,
    contentArea,
    uploadArea,
    mediaArea,
    scheduleArea,
    messagesArea,
    personalArea,
    adminArea,
    dataBoardArea,
    reportsArea,
    ltiArea,
    ltiPickerArea,
  ]) {
    await app.register(area);
  }
  await registerPublicMedia(app, deps.media);
  await registerSpa(app, deps.spaDir);
  return app;
}
