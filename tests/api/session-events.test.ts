import type { ServerResponse } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/test-server';
import { DEMO, call, login } from '../support/api-client';
import { MAX_STREAMS_PER_SESSION } from '../../server/http/session/events';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

/** Reads a server-sent-events stream the way the browser does: fetch with the token header. */
async function openStream(token: string) {
  const controller = new AbortController();
  const response = await fetch(new URL('/v1/events', server.url), { headers: { 'jwt-token': token }, signal: controller.signal });
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  return {
    response,
    /** The next event, or null when the server closed the stream. */
    async next(): Promise<{ event: string; data: any } | null> {
      for (;;) {
        const end = buffer.indexOf('\n\n');
        if (end >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          if (block.startsWith(':')) continue;
          const event = /^event: (.*)$/m.exec(block)?.[1] ?? 'message';
          const data = JSON.parse(/^data: (.*)$/m.exec(block)?.[1] ?? 'null');
          return { event, data };
        }
        const chunk = await reader.read();
        if (chunk.done) return null;
        buffer += chunk.value;
      }
    },
    close: () => controller.abort(),
  };
}

const kick = (token: string, username: string, broadcast = true) =>
  call(server.url, '/rbac/user/kick', {
    method: 'POST',
    token,
    json: { user: username, username, lockTime: 0, broadcast, bcMessage: { action: 'kick-client', kickType: 'jwt', jwtToken: token } },
  });

describe('GET /v1/events', () => {
  it('refuses a client without a valid token', async () => {
    const answer = await call(server.url, '/v1/events');
    expect(answer.body).toMatchObject({ status: 401, code: -1 });
  });

  it('pushes kick to the other device when the user signs in elsewhere with single-client', async () => {
    const laptop = await login(server.url, DEMO.student01);
    const stream = await openStream(laptop.jwt_token);
    expect(stream.response.headers.get('content-type')).toContain('text/event-stream');
    expect(await stream.next()).toMatchObject({ event: 'ready' });
    const phone = await login(server.url, DEMO.student01);
    expect((await kick(phone.jwt_token, 'student01')).body.result.kicked).toBeGreaterThanOrEqual(1);
    expect(await stream.next()).toEqual({ event: 'kick', data: { reason: 'kick' } });
    expect(await stream.next()).toBeNull();
    const after = await call(server.url, '/authority/me', { token: laptop.jwt_token });
    expect(after.http).toBe(401);
  });

  it('does not push when broadcast is false, but the kicked session is still ended', async () => {
    const laptop = await login(server.url, DEMO.teacher01);
    const stream = await openStream(laptop.jwt_token);
    await stream.next();
    const phone = await login(server.url, DEMO.teacher01);
    await kick(phone.jwt_token, 'teacher01', false);
    expect((await call(server.url, '/authority/me', { token: laptop.jwt_token })).http).toBe(401);
    const raced = await Promise.race([stream.next(), new Promise((resolve) => setTimeout(() => resolve('quiet'), 300))]);
    expect(raced).toBe('quiet');
    stream.close();
  });
});

describe('GET /v1/events lifetime and limits', () => {
  const listeners = () => server.app.deps.sessionEvents.listenerCount();

  it('closes the stream when its session logs out, by either logout address', async () => {
    for (const logout of [
      (token: string) => call(server.url, '/rbac/access_token/logout', { method: 'POST', token }),
      (token: string) => call(server.url, '/auth/logout', { token }),
    ]) {
      const tokens = await login(server.url, DEMO.student01);
      const stream = await openStream(tokens.jwt_token);
      expect(await stream.next()).toMatchObject({ event: 'ready' });
      expect((await logout(tokens.jwt_token)).body.result.loggedOut).toBe(true);
      expect(await stream.next()).toEqual({ event: 'logout', data: { reason: 'logout' } });
      expect(await stream.next()).toBeNull();
    }
  });

  it(`refuses stream ${MAX_STREAMS_PER_SESSION + 1} of one session with 429, and takes one again once a stream closes`, async () => {
    const baseline = listeners();
    const tokens = await login(server.url, DEMO.teacher01);
    const streams = [];
    for (let i = 0; i < MAX_STREAMS_PER_SESSION; i += 1) {
      const stream = await openStream(tokens.jwt_token);
      expect(await stream.next()).toMatchObject({ event: 'ready' });
      streams.push(stream);
    }
    const refused = await call(server.url, '/v1/events', { token: tokens.jwt_token });
    expect(refused.http).toBe(429);
    expect(refused.body).toMatchObject({ status: 429, code: 42900, result: null });
    expect(refused.body.message).toContain(String(MAX_STREAMS_PER_SESSION));
    // Another session of the same user is not affected.
    const other = await openStream((await login(server.url, DEMO.teacher01)).jwt_token);
    expect(await other.next()).toMatchObject({ event: 'ready' });
    other.close();
    await expect.poll(listeners).toBe(baseline + MAX_STREAMS_PER_SESSION);

    streams.pop()!.close();
    await expect.poll(listeners).toBe(baseline + MAX_STREAMS_PER_SESSION - 1);
    const again = await openStream(tokens.jwt_token);
    expect(await again.next()).toMatchObject({ event: 'ready' });
    for (const stream of [...streams, again]) stream.close();
    await expect.poll(listeners).toBe(baseline);
  });

  it('lets go of every listener when clients disconnect', async () => {
    const tokens = await login(server.url, DEMO.admin);
    const streams = [];
    let sessionId = '';
    for (let i = 0; i < 3; i += 1) {
      const stream = await openStream(tokens.jwt_token);
      sessionId = (await stream.next())!.data.sessionId;
      streams.push(stream);
    }
    const ofSession = () => server.app.deps.sessionEvents.listenerCount(sessionId);
    expect(ofSession()).toBe(3);
    for (const stream of streams) stream.close();
    await expect.poll(ofSession).toBe(0);
  });

  it('ends a stream whose response fails and cleans up, and the server keeps serving', async () => {
    const responses: ServerResponse[] = [];
    const capture = (request: { url?: string }, response: ServerResponse) => {
      if (request.url === '/v1/events') responses.push(response);
    };
    server.app.server.on('request', capture);
    const tokens = await login(server.url, DEMO.nopriv01);
    const stream = await openStream(tokens.jwt_token);
    const { sessionId } = (await stream.next())!.data;
    server.app.server.off('request', capture);
    const ofSession = () => server.app.deps.sessionEvents.listenerCount(sessionId);
    expect(ofSession()).toBe(1);
    // What Node reports when a write to the client fails (EPIPE) after the response started.
    responses[0]!.emit('error', Object.assign(new Error('write EPIPE'), { code: 'EPIPE' }));
    await expect(stream.next().catch(() => null)).resolves.toBeNull();
    await expect.poll(ofSession).toBe(0);
    // Nothing is left to write to the dead response: a kick of the session is harmless.
    const phone = await login(server.url, DEMO.nopriv01);
    expect((await kick(phone.jwt_token, 'nopriv01')).http).toBe(200);
    expect((await call(server.url, '/authority/me', { token: phone.jwt_token })).http).toBe(200);
  });
});

describe('POST /v1/statistics/terminal', () => {
  it('records the terminal type of the session and refuses unknown types', async () => {
    const tokens = await login(server.url, DEMO.student01);
    const ok = await call(server.url, '/v1/statistics/terminal', { method: 'POST', token: tokens.jwt_token, json: { terminalType: 2 } });
    expect(ok.body).toMatchObject({ status: 200, result: { terminalType: 2 } });
    const bad = await call(server.url, '/v1/statistics/terminal', { method: 'POST', token: tokens.jwt_token, json: { terminalType: 7 } });
    expect(bad.http).toBe(400);
    expect(bad.body.message).toContain('body.terminalType');
  });
});
