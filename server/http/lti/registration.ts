import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { LTI_REGISTRATION_ROUTE, ltiRegistrationParamsSchema, ltiRegistrationQuerySchema } from '../../../src/schemas/lti-registration';
import { registerPlatform } from '../../lti/dynamic-registration';
import { originOf } from '../../lti/frame-origins';
import { RegistrationRefused } from '../../lti/registration-refusal';
import { sends } from '../responses';
import { textPageHeaders } from './launch-page';
import { pageLanguageOf } from './page-language';
import { registeredPage, registrationPagePolicy, registrationRefusedPage } from './registration-page';

/**
 * GET /v1/lti/{tenant}/register/{invite}: LTI Dynamic Registration (docs/lti.md "Registering by
 * one address"), opened by the platform with `openid_configuration` and perhaps
 * `registration_token`. Answers a page in the administrator's language either way (a 4xx or 5xx
 * with the reason when refused), framable by the platform that opened it: the origin of its
 * configuration address, which the registration checked is its issuer's.
 */
export const registrationRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, clock } = app.deps;

  app.get(
    LTI_REGISTRATION_ROUTE,
    {
      attachValidation: true,
      schema: {
        params: ltiRegistrationParamsSchema,
        querystring: ltiRegistrationQuerySchema,
        response: sends("a page saying Lectern registered with the platform (refusals: the same page's failure, with a 4xx or 502)", [
          'text/html',
        ]),
      },
    },
    async (request, reply) => {
      const language = pageLanguageOf(request.headers['accept-language']);
      const configurationUrl = typeof request.query?.openid_configuration === 'string' ? request.query.openid_configuration : null;
      const framers = [originOf(configurationUrl)].filter((origin): origin is string => origin !== null);
      // Refusals answer the same page with their own status, beside the declared 200.
      const answer = (status: number, html: string, withScript: boolean) =>
        (reply as FastifyReply)
          .code(status)
          .headers(textPageHeaders(language, registrationPagePolicy(framers, withScript), 'no-referrer'))
          .type('text/html; charset=utf-8')
          .send(html);
      try {
        if (request.validationError) throw new RegistrationRefused('request', request.validationError.message);
        const registered = await registerPlatform(
          db,
          {
            tenantId: request.params.tenantId,
            invite: request.params.invite,
            configurationUrl: request.query.openid_configuration,
            registrationToken: request.query.registration_token,
            origin: `${request.protocol}://${request.host}`,
          },
          clock(),
        );
        request.log.info({ lti: 'registered', platformId: registered.platformId }, 'LTI platform registered itself');
        return answer(200, registeredPage(language, registered), true);
      } catch (failure) {
        if (!(failure instanceof RegistrationRefused)) throw failure;
        request.log.info({ lti: failure.reason, detail: failure.message }, 'LTI registration refused');
        return answer(failure.status, registrationRefusedPage(language, failure), false);
      }
    },
  );
};
