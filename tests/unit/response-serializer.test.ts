import Fastify from 'fastify';
import { validatorCompiler, type FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { envelope } from '../../server/errors';
import { registerErrorHandler } from '../../server/http/error-handler';
import { answers, checkedJsonSerializer } from '../../server/http/responses';

/**
 * Declared answers (server/http/responses.ts): a body that fits its schema leaves exactly as the
 * handler made it; one that does not is a 500 envelope, never a shape the browser would refuse.
 */
const cardSchema = z.object({ id: z.string(), count: z.number().int() });

async function appAnswering(result: unknown) {
  const app = Fastify();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(checkedJsonSerializer);
  registerErrorHandler(app);
  const routes: FastifyPluginAsyncZod = async (scope) => {
    scope.get('/card', { schema: { response: answers(cardSchema) } }, async () => envelope(result as z.infer<typeof cardSchema>));
  };
  await app.register(routes);
  return app;
}

describe('declared answers', () => {
  it('sends a fitting body byte for byte, in the handler key order', async () => {
    const app = await appAnswering({ count: 2, id: 'a' });
    const answer = await app.inject('/card');
    expect(answer.statusCode).toBe(200);
    expect(answer.body).toBe('{"status":200,"code":0,"message":"success","result":{"count":2,"id":"a"}}');
  });

  it('answers 500 with the envelope when the body does not fit its schema', async () => {
    const app = await appAnswering({ id: 'a', count: 'two' });
    const answer = await app.inject('/card');
    expect(answer.statusCode).toBe(500);
    expect(answer.json()).toMatchObject({ status: 500, result: null });
    expect(answer.body).not.toContain('two');
  });
});
