import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ltiDeepLinkAnswerBodySchema,
  ltiDeepLinkAnswerSchema,
  ltiDeepLinkParamsSchema,
  ltiPickerChoicesSchema,
  ltiPickerQuerySchema,
} from '../../../src/schemas/lti-deep-link';
import { LTI_DEEP_LINK_ANSWER_PATH, LTI_DEEP_LINK_CHOICES_PATH } from '../../../src/schemas/lti-paths';
import { envelope } from '../../errors';
import { answerDeepLink, pickerChoices } from '../../lti/deep-link-answer';
import { claimsOf } from '../authenticate';
import { answers } from '../responses';

/**
 * The deep-linking picker's calls (docs/lti.md "Deep linking"): what the signed-in teacher may
 * link for their selection, searched; and their answer, signed as the LtiDeepLinkingResponse the
 * page posts to the platform. Neither is cached: the answer is single use and carries a token.
 */
export const deepLinkPickerRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, clock } = app.deps;

  app.get(
    LTI_DEEP_LINK_CHOICES_PATH,
    { schema: { params: ltiDeepLinkParamsSchema, querystring: ltiPickerQuerySchema, response: answers(ltiPickerChoicesSchema) } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return envelope(await pickerChoices(db, claimsOf(request), request.params.launchId, request.query.q || undefined, clock()));
    },
  );

  app.post(
    LTI_DEEP_LINK_ANSWER_PATH,
    { schema: { params: ltiDeepLinkParamsSchema, body: ltiDeepLinkAnswerBodySchema, response: answers(ltiDeepLinkAnswerSchema) } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return envelope(await answerDeepLink(db, claimsOf(request), request.params.launchId, request.body, clock()));
    },
  );
};
