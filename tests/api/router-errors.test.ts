import { connect } from 'node:net';
import { describe, expect, it } from 'vitest';
import { editorImages } from '../../server/db/schema';
import { call } from '../support/api-client';
import { demoUserId } from '../support/demo-users';
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
    // A picture whose row names a file that is not in the media store (the API server is seeded without media).
    const { db } = signedIn.server.database;
    const [picture] = await db
      .insert(editorImages)
      .values({
        tenantId: '1',
        userId: await demoUserId(db, 'admin'),
        fileName: 'gone.png',
        mimeType: 'image/png',
        sizeBytes: 1,
        storagePath: 'editor/1/gone.png',
      })
      .returning({ id: editorImages.id });
    const answer = await fetch(new URL(`/v1/editor/image/${picture!.id}`, base()), { headers: { 'jwt-token': signedIn.tokens.admin! } });
    expect(answer.status).toBe(404);
    expect(answer.headers.get('content-type')).toContain('application/json');
    expect(await answer.json()).toMatchObject({ status: 404, code: 40400, result: null });
  });
});
