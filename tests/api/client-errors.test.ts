import { afterAll, describe, expect, it } from 'vitest';
import { call } from '../support/api-client';
import { captureLog } from '../support/log-capture';
import { startTestServer, type TestServer } from '../support/test-server';

/** POST /v1/client/errors: page errors reach the server log only at ERROR_REPORT_LEVEL (SPEC §9). */
const servers: TestServer[] = [];
afterAll(async () => {
  for (const server of servers) await server.close();
});

async function serverWithLog(env: Record<string, string> = {}) {
  const log = captureLog();
  const server = await startTestServer({ env, logger: log.logger });
  servers.push(server);
  return { server, log };
}

const report = (message: string) => ({ level: 50, message, page: '#/home', stack: 'Error: x\n    at a (app.js:1:1)' });
const send = (url: string, body: unknown) => call(url, '/v1/client/errors', { method: 'POST', json: body });

describe('POST /v1/client/errors', () => {
  it("with the spec's level 999999 accepts a report and writes nothing to the log", async () => {
    const { server, log } = await serverWithLog();
    const answer = await send(server.url, report('quiet-default-marker'));
    expect(answer.http).toBe(200);
    expect(answer.body.result).toEqual({ recorded: false });
    expect(log.text()).not.toContain('quiet-default-marker');
  });

  it('at level 50 writes an error report to the log, bounded and validated, limited per address', async () => {
    const { server, log } = await serverWithLog({ ERROR_REPORT_LEVEL: '50' });
    expect((await send(server.url, report('loud-marker'))).body.result).toEqual({ recorded: true });
    expect(log.text()).toContain('loud-marker');
    expect((await send(server.url, { ...report('w'), level: 40 })).body.result).toEqual({ recorded: false });
    for (const bad of [
      { ...report('nul\u0000here') },
      { ...report('x'.repeat(1_001)) },
      { level: 50 },
      { ...report('x'), page: 'a'.repeat(513) },
    ]) {
      const answer = await send(server.url, bad);
      expect(answer.http, JSON.stringify(bad).slice(0, 60)).toBe(400);
    }
    let refused = 0;
    for (let i = 0; i < 25; i += 1) if ((await send(server.url, report(`flood ${i}`))).http === 429) refused += 1;
    expect(refused).toBeGreaterThan(0);
  });
});
