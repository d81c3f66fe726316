import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EDGE_CHECK_PATH } from '../../server/edge/edge-paths';
import { playInfoSchema } from '../../src/schemas/playback';
import { DEMO, call, login } from '../support/api-client';
import { startEdge, type Edge } from '../support/edge-nginx';
import { captureLog } from '../support/log-capture';
import { until } from '../support/until';
import { startTestServer, type TestServer } from '../support/test-server';
import { lecture, sendAll, teacher01Lesson, uploadRow } from '../support/upload-client';

/**
 * The video edge (docs/edge.md): Debian's nginx on the configuration `npm run edge:config`
 * generates, in front of Lectern with its media in the Ceph bucket. What a campus relies on: a
 * segment is fetched from Lectern once and then served from the edge's cache to every viewer;
 * Lectern is asked once per capability, not per segment; a forged or foreign capability gets
 * nothing, cached or not; a signed-out viewer gets no new playlist.
 */
let server: TestServer;
let edge: Edge;
const log = captureLog();
let playlistUrl: string;
/** How the edge answered the last rendition playlist firstSegment fetched: MISS, then HIT for every viewer after. */
let lastRenditionCache: string | null = null;

const edgeGet = (path: string, token?: string) => fetch(`${edge.url}${path}`, { headers: token ? { 'jwt-token': token } : {} });
const checksAsked = () =>
  log.lines.filter((line) => line.includes(`"url":"${EDGE_CHECK_PATH}"`) && line.includes('request completed')).length;

/** The first segment of the best rendition, as the player reaches it: master, rendition, segment, under the capability. */
async function firstSegment(token: string): Promise<string> {
  const master = await edgeGet(playlistUrl, token);
  expect(master.status).toBe(200);
  const base = playlistUrl.replace(/[^/]+$/, '');
  const rendition = (await master.text()).split('\n').find((line) => line.endsWith('.m3u8'))!;
  const media = await edgeGet(`${base}${rendition}`);
  expect(media.status).toBe(200);
  expect(media.headers.get('content-type')).toBe('application/vnd.apple.mpegurl');
  lastRenditionCache = media.headers.get('x-edge-cache');
  const segment = (await media.text()).split('\n').find((line) => line.endsWith('.ts'))!;
  return `${base}${rendition.replace(/[^/]+$/, '')}${segment}`;
}

beforeAll(async () => {
  server = await startTestServer({ jobs: true, logger: log.logger });
  edge = await startEdge([new URL(server.url).host]);
  const teacher = (await login(server.url, DEMO.teacher01)).jwt_token;
  const lesson = await teacher01Lesson(server);
  const upload = await sendAll(server, teacher, { ...(await lecture(4)), lesson });
  await until(async () => ((await uploadRow(server, upload.id)).status === 'success' ? true : null), 90_000, 'the upload to be transcoded');
  const { vodId } = await uploadRow(server, upload.id);
  const info = playInfoSchema.parse((await call(server.url, `/v1/vod/playInfo?teclId=${lesson.teclId}`, { token: teacher })).body.result);
  playlistUrl = info.lessons.find((l) => l.vodId === vodId)!.roads[0]!.playlistUrl;
}, 180_000);
afterAll(async () => {
  await edge?.stop();
  await server?.close();
});

describe('segments through the edge', () => {
  it('fetches a segment from Lectern once, then serves it from the cache to every viewer', async () => {
    const [first, second] = await Promise.all([login(edge.url, DEMO.teacher01), login(edge.url, DEMO.admin)]);
    const checksBefore = checksAsked();
    const own = await firstSegment(first.jwt_token);
    const other = await firstSegment(second.jwt_token);
    // The rendition playlist is one file for everyone: the second viewer's came from the cache.
    expect(lastRenditionCache).toBe('HIT');
    // Two viewers, two capabilities: two addresses for one file of the store.
    expect(other).not.toBe(own);
    const miss = await edgeGet(own);
    expect(miss.status).toBe(200);
    expect(miss.headers.get('content-type')).toBe('video/mp2t');
    const bytes = Buffer.from(await miss.arrayBuffer());
    expect(bytes[0]).toBe(0x47);
    expect(miss.headers.get('x-edge-cache')).toBe('MISS');
    const again = await edgeGet(own);
    expect(again.headers.get('x-edge-cache')).toBe('HIT');
    const shared = await edgeGet(other);
    expect(shared.headers.get('x-edge-cache')).toBe('HIT');
    expect(Buffer.from(await shared.arrayBuffer()).equals(bytes)).toBe(true);
    // One check per capability (asked with its rendition playlist), not per playlist or segment.
    for (let i = 0; i < 5; i++) expect((await edgeGet(own)).status).toBe(200);
    expect(checksAsked() - checksBefore).toBe(2);
  });

  it("gives nothing, cached or not, to a forged capability or another road's", async () => {
    const viewer = (await login(edge.url, DEMO.teacher01)).jwt_token;
    const segment = await firstSegment(viewer);
    expect((await edgeGet(segment)).status).toBe(200);
    const forged = segment.replace(/~([^/]+)\//, (_all, token: string) => `~${token.slice(0, -2)}xx/`);
    expect((await edgeGet(forged)).status).toBe(403);
    const otherRoad = segment.replace(/(\/v1\/vod\/stream\/)[^/]+\//, '$1road-that-is-not-this-one/');
    expect((await edgeGet(otherRoad)).status).toBe(403);
  });

  it('gives a signed-out viewer no new playlist at once', async () => {
    const viewer = (await login(edge.url, DEMO.teacher01)).jwt_token;
    expect((await edgeGet(playlistUrl, viewer)).status).toBe(200);
    expect((await call(edge.url, '/rbac/access_token/logout', { method: 'POST', token: viewer })).http).toBe(200);
    expect((await edgeGet(playlistUrl, viewer)).status).toBe(401);
  });

  it('serves public posters from its cache', async () => {
    const { mediaPath } = (await server.database.db.query.uploadFiles.findFirst())!;
    const poster = `/media/${mediaPath}/poster.jpg`;
    expect((await edgeGet(poster)).headers.get('x-edge-cache')).toBe('MISS');
    const cached = await edgeGet(poster);
    expect(cached.status).toBe(200);
    expect(cached.headers.get('content-type')).toBe('image/jpeg');
    expect(cached.headers.get('x-edge-cache')).toBe('HIT');
  });
});
