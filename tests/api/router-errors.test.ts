import { connect } from 'node:net';
import { and, asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { VOD_STATUS, vods } from '../../server/db/schema';
import { call } from '../support/api-client';
import { signedInServer } from '../support/signed-in-server';

/**
 * Refusals that happen before a route runs (issue 14 item 10): the router's (broken
 * percent-encoding, an over-long path parameter) and Node's HTTP parser's (an over-long request
 * line, garbage), and a file route that finds no file, all answer the JSON envelope with a 4xx.
 */
const signedIn = signedInServer(['admin']);
const base = () => signedIn.server.url;

const expectEnvelope = (answer: { http: number; body: any }, status: number) => {
  expect(answer.http).toBe(status);
  expect(answer.body).toMatchObject({ status, code: expect.any(Number), message: expect.any(String), result: null });
};

/** Writes raw bytes and reads the whole answer: for requests fetch refuses to send. */
const rawExchange = (request: string) =>
  new Promise<string>((resolve, reject) => {
    const { hostname, port } = new URL(base());
    const socket = connect(Number(port), hostname, () => socket.write(request));
    let text = '';
    socket.on('data', (chunk) => (text += chunk.toString('latin1')));
    socket.on('close', () => resolve(text));
    socket.on('error', reject);
  });

describe('router refusals', () => {
  it.each(['/v1/note/%zz', '/v1/note/%', '/v1/share/stream/%E0%A4%A/road/master.m3u8'])(
    'answers bad percent-encoding in %s with 400',
    async (path) => {
      const answer = await call(base(), path, { token: signedIn.tokens.admin });
      expectEnvelope(answer, 400);
      expect(answer.body.message).toContain('path');
    },
  );

  it('answers a path parameter over the router limit with 414', async () => {
    expectEnvelope(await call(base(), `/v1/note/${'n'.repeat(500)}`, { token: signedIn.tokens.admin }), 414);
  });

  it('answers a request line over the server limit with 431', async () => {
    expectEnvelope(await call(base(), `/v1/help/articles?keyword=${'k'.repeat(20_000)}`), 431);
  });

  it('answers garbage instead of HTTP with 400', async () => {
    const text = await rawExchange('NOT HTTP AT ALL\r\n\r\n');
    expect(text).toMatch(/^HTTP\/1\.1 400 /);
    expect(JSON.parse(text.slice(text.indexOf('\r\n\r\n') + 4))).toMatchObject({ status: 400, code: 40000, result: null });
  });

  it('answers 404 in the envelope when a file route finds no file after choosing its type', async () => {
    // The API server is seeded without media, so the recording's captions file is not on disk.
    const [recording] = await signedIn.server.database.db
      .select({ id: vods.id })
      .from(vods)
      .where(and(eq(vods.tenantId, '1'), eq(vods.status, VOD_STATUS.ready)))
      .orderBy(asc(vods.id))
      .limit(1);
    await signedIn.server.database.db.update(vods).set({ captionsPath: 'nowhere/captions.vtt' }).where(eq(vods.id, recording!.id));
    const answer = await fetch(new URL(`/v1/vod/captions/${recording!.id}`, base()), { headers: { 'jwt-token': signedIn.tokens.admin! } });
    expect(answer.status).toBe(404);
    expect(answer.headers.get('content-type')).toContain('application/json');
    expect(await answer.json()).toMatchObject({ status: 404, code: 40400, result: null });
  });
});
