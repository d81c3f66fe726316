import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { loginAcknowledgeSchema, type LoginAcknowledge } from '../../../src/schemas/access';
import { jsonValue, readStyleEntries } from '../../config/style-entries';
import { envelope } from '../../errors';
import { requestTenant } from '../request-tenant';
import { answers } from '../responses';

/**
 * GET /v1/web/login/acknowledge (SPEC §7, answer chosen): the notice the school shows on its
 * login page (terms of use, privacy), from its style entry `LoginAcknowledge`, JSON
 * `{ show, title, content }`. Public, as the login page's logos are; tenant as there. No entry,
 * or one that is not that JSON, shows nothing.
 */
const NONE: LoginAcknowledge = { show: false, title: '', content: '' };
const MAX_TITLE = 200;
const MAX_CONTENT = 20_000;

function readNotice(value: unknown): LoginAcknowledge | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const { show, title, content } = value as Record<string, unknown>;
  if (typeof content !== 'string' || content.trim() === '') return undefined;
  return {
    // As CourseNo's `show`: 1 or true shows it.
    show: show === 1 || show === true,
    title: typeof title === 'string' ? title.slice(0, MAX_TITLE) : '',
    content: content.slice(0, MAX_CONTENT),
  };
}

export const loginAcknowledgeRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;
  app.get('/v1/web/login/acknowledge', { schema: { response: answers(loginAcknowledgeSchema) } }, async (request) => {
    const entries = await readStyleEntries(db, await requestTenant(request), '', ['LoginAcknowledge']);
    return envelope(jsonValue(entries, 'LoginAcknowledge', readNotice, NONE));
  });
};
