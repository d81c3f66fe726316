import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VOD_STATUS, enrolments, users, vodRoads, vods } from '../../server/db/schema';
import { playInfoSchema } from '../../src/schemas/playback';
import { precompressDir } from '../../scripts/precompress';
import { COMPRESS_MIN_BYTES } from '../../server/http/compression';
import { DEMO, call, login } from '../support/api-client';
import { startTestServer, type TestServer } from '../support/test-server';

/**
 * What goes over the wire compressed (issue 19 "Compress"): the SPA's files as the brotli or gzip
 * copies made at build time (scripts/precompress.ts), chosen by Accept-Encoding with
 * `Vary: Accept-Encoding`; JSON answers of at least COMPRESS_MIN_BYTES compressed on the fly;
 * never small answers, the event stream, or files sent from disk such as video segments.
 */
let server: TestServer;
let token: string;

/** A script like a built chunk: repetitive text, well over the precompress threshold. */
const SCRIPT = Array.from({ length: 400 }, (_, i) => `export const value${i} = () => "lectern chunk ${i}";`).join('\n');
const PAGE =
  '<!doctype html><html lang="en"><head><meta charset="UTF-8" /><title>Lectern</title>' +
  '<script type="module" crossorigin src="/assets/index-Ab12Cd34.js"></script>' +
  Array.from({ length: 20 }, (_, i) => `<link rel="modulepreload" crossorigin href="/assets/chunk${i}-Ab12Cd34.js">`).join('') +
  '</head><body><div id="root"></div></body></html>';

beforeAll(async () => {
  const spaDir = mkdtempSync(join(tmpdir(), 'lectern-spa-'));
  mkdirSync(join(spaDir, 'assets'));
  writeFileSync(join(spaDir, 'index.html'), PAGE);
  writeFileSync(join(spaDir, 'assets', 'index-Ab12Cd34.js'), SCRIPT);
  writeFileSync(join(spaDir, 'assets', 'tiny-Ab12Cd34.js'), 'export {};');
  await precompressDir(spaDir);
  server = await startTestServer({ spaDir });
  token = (await login(server.url, DEMO.student01)).jwt_token;
});
afterAll(() => server?.close());

type Raw = { status: number; headers: IncomingHttpHeaders; body: Buffer };

/** One request over plain HTTP, the body as sent (fetch would decode it). */
function raw(path: string, headers: Record<string, string> = {}): Promise<Raw> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(new URL(path, server.url), { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

/** The status and headers of an answer whose body may never end; the request is then dropped. */
function headersOf(path: string, headers: Record<string, string>): Promise<Omit<Raw, 'body'>> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(new URL(path, server.url), { headers }, (res) => {
      resolve({ status: res.statusCode ?? 0, headers: res.headers });
      req.destroy();
    });
    req.on('error', reject);
    req.end();
  });
}

const decoded = (answer: Raw) => {
  const coding = answer.headers['content-encoding'];
  if (coding === 'br') return brotliDecompressSync(answer.body);
  if (coding === 'gzip') return gunzipSync(answer.body);
  expect(coding).toBeUndefined();
  return answer.body;
};

const varies = (answer: Omit<Raw, 'body'>) => String(answer.headers.vary ?? '').toLowerCase();

describe('the SPA files', () => {
  it.each([
    ['br, gzip', 'br'],
    ['gzip, deflate, br', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['', undefined],
    ['identity', undefined],
  ])('a hashed script asked with Accept-Encoding "%s" comes %s, the same script', async (accept, coding) => {
    const answer = await raw('/assets/index-Ab12Cd34.js', accept ? { 'accept-encoding': accept } : {});
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBe(coding);
    expect(answer.headers['content-type']).toMatch(/^(text|application)\/javascript/);
    expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(varies(answer)).toContain('accept-encoding');
    expect(decoded(answer).toString()).toBe(SCRIPT);
    if (coding) expect(answer.body.length).toBeLessThan(SCRIPT.length / 4);
  });

  it.each(['/', '/index.html'])('%s comes compressed, never cached, with its policy', async (path) => {
    for (const coding of ['br', 'gzip']) {
      const answer = await raw(path, { 'accept-encoding': coding });
      expect(answer.status).toBe(200);
      expect(answer.headers['content-encoding']).toBe(coding);
      expect(answer.headers['content-type']).toMatch(/^text\/html/);
      expect(answer.headers['cache-control']).toBe('no-cache');
      expect(answer.headers['content-security-policy']).toContain("default-src 'self'");
      expect(varies(answer)).toContain('accept-encoding');
      expect(decoded(answer).toString()).toBe(PAGE);
    }
    const plain = await raw(path);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(PAGE);
  });

  it('serves ranges of the identity file', async () => {
    const part = await raw('/assets/index-Ab12Cd34.js', { range: 'bytes=0-99' });
    expect(part.status).toBe(206);
    expect(part.body.toString()).toBe(SCRIPT.slice(0, 100));
  });

  it('sends a file too small to have copies as it is', async () => {
    const answer = await raw('/assets/tiny-Ab12Cd34.js', { 'accept-encoding': 'br, gzip' });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(answer.body.toString()).toBe('export {};');
  });

  it('never serves the compressed copies by their own names', async () => {
    expect((await raw('/assets/index-Ab12Cd34.js.br')).status).toBe(404);
    expect((await raw('/assets/index-Ab12Cd34.js.gz')).status).toBe(404);
  });
});

describe('API answers', () => {
  /** The recorded list's first page, as /list-video asks for it. */
  const LARGE = '/v1/group_subject_vod_list/t-1?page.pageIndex=1&page.pageSize=15';

  it('compresses a large JSON answer, which decodes to the same JSON', async () => {
    const plain = await raw(LARGE, { 'jwt-token': token });
    expect(plain.status).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.length).toBeGreaterThanOrEqual(COMPRESS_MIN_BYTES);
    expect(varies(plain)).toContain('accept-encoding');
    for (const coding of ['br', 'gzip']) {
      const answer = await raw(LARGE, { 'accept-encoding': coding, 'jwt-token': token });
      expect(answer.headers['content-encoding']).toBe(coding);
      expect(answer.headers['content-type']).toMatch(/^application\/json/);
      expect(varies(answer)).toContain('accept-encoding');
      expect(Number(answer.headers['content-length'])).toBe(answer.body.length);
      expect(answer.body.length).toBeLessThan(plain.body.length);
      expect(JSON.parse(decoded(answer).toString())).toEqual(JSON.parse(plain.body.toString()));
    }
  });

  it('sends a small JSON answer as it is', async () => {
    const answer = await raw('/app/restApi/getServerDateTime', { 'accept-encoding': 'br, gzip' });
    expect(answer.status).toBe(200);
    expect(answer.body.length).toBeLessThan(COMPRESS_MIN_BYTES);
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(answer.body.toString())).toMatchObject({ status: 200 });
  });

  it('never compresses the event stream', async () => {
    const answer = await headersOf('/v1/events', { 'accept-encoding': 'br, gzip', 'jwt-token': token });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toMatch(/^text\/event-stream/);
    expect(answer.headers['content-encoding']).toBeUndefined();
  });

  it('never compresses a video segment', async () => {
    const recording = await standInRecording();
    const { body } = await call(server.url, `/v1/vod/playInfo?teclId=${recording.teclId}`, { token });
    const info = playInfoSchema.parse(body.result);
    const road = info.lessons.find((lesson) => lesson.vodId === recording.vodId)!.roads[0]!;
    const master = new URL(road.playlistUrl, server.url);
    const segment = await firstSegment(master);
    const answer = await raw(segment.pathname + segment.search, { 'accept-encoding': 'br, gzip', 'jwt-token': token });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(answer.body.equals(SEGMENT)).toBe(true);
  });
});

const SEGMENT = Buffer.alloc(188 * 40, 0x47);

/** A class of student01's with a ready recording, and stand-in playlists and a segment where its main road points. */
async function standInRecording(): Promise<{ teclId: string; vodId: string }> {
  const db = server.database.db;
  const [student] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.username, 'student01'), eq(users.tenantId, '1')));
  const [row] = await db
    .select({ teclId: vods.teclId, vodId: vods.id, hlsPath: vodRoads.hlsPath })
    .from(vods)
    .innerJoin(enrolments, eq(enrolments.teclId, vods.teclId))
    .innerJoin(vodRoads, and(eq(vodRoads.vodId, vods.id), eq(vodRoads.isMain, true)))
    .where(and(eq(vods.tenantId, '1'), eq(vods.status, VOD_STATUS.ready), eq(enrolments.studentId, student!.id)))
    .limit(1);
  const mediaDir = server.app.deps.media.localRoot!;
  const folder = join(mediaDir, dirname(row!.hlsPath));
  mkdirSync(join(folder, '360p'), { recursive: true });
  writeFileSync(join(mediaDir, row!.hlsPath), '#EXTM3U\n#EXT-X-STREAM-INF:BANDWIDTH=796400\n360p/index.m3u8\n');
  writeFileSync(join(folder, '360p', 'index.m3u8'), '#EXTM3U\n#EXTINF:2.0,\nseg-000.ts\n#EXT-X-ENDLIST\n');
  writeFileSync(join(folder, '360p', 'seg-000.ts'), SEGMENT);
  return { teclId: row!.teclId, vodId: row!.vodId };
}

/** The first segment a master playlist leads to, followed as a player would. */
async function firstSegment(master: URL): Promise<URL> {
  let playlist = master;
  for (let depth = 0; depth < 3; depth += 1) {
    const text = await (await fetch(playlist, { headers: { 'jwt-token': token } })).text();
    const next = text.split('\n').find((line) => line.trim() !== '' && !line.startsWith('#'));
    if (next === undefined) throw new Error(`no entry in ${playlist.href}`);
    const url = new URL(next.trim(), playlist);
    if (!url.pathname.endsWith('.m3u8')) return url;
    playlist = url;
  }
  throw new Error('playlists nest too deep');
}
