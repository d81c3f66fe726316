import { afterAll, beforeAll } from 'vitest';
import { DEMO, login } from './api-client';
import { startTestServer, type TestServer } from './test-server';

export type DemoName = keyof typeof DEMO;

/**
 * One seeded server per test file with the named demo accounts signed in: `signedIn.server`
 * and `signedIn.tokens` are ready inside the tests (set up by beforeAll, closed by afterAll);
 * `options` as startTestServer takes them (the classroom encoders of live lessons, say).
 */
export function signedInServer(names: readonly DemoName[], options: Parameters<typeof startTestServer>[0] = {}) {
  const signedIn = { server: undefined as unknown as TestServer, tokens: {} as Partial<Record<DemoName, string>> };
  beforeAll(async () => {
    signedIn.server = await startTestServer(options);
    for (const name of names) signedIn.tokens[name] = (await login(signedIn.server.url, DEMO[name])).jwt_token;
  });
  afterAll(() => signedIn.server?.close());
  return signedIn;
}
