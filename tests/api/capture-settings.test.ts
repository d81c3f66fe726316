import { and, asc, eq, notExists, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STREAM_KEY_PATTERN } from '../../server/capture/stream-key';
import { EXTRA_PASSWORD } from '../../server/db/seed/plan';
import { captureRoads, classrooms, users } from '../../server/db/schema';
import { ROLE } from '../../src/constants';
import { captureRoomPageSchema, captureRoomSchema, type CaptureRoom } from '../../src/schemas/capture';
import { DEMO, call, login, type Answer } from '../support/api-client';
import { captureLog } from '../support/log-capture';
import { startTestServer, type TestServer } from '../support/test-server';

/**
 * Lecture capture settings (docs/api.md "Lecture capture settings"): an administrator sets each
 * classroom's roads to push (the server issues a secret stream key and says where to push) or
 * pull (the encoder's RTSP address), renews and revokes keys, and sees whether each road is live.
 * Keys are secrets: only the single-room answer to an administrator of the room's tenant holds
 * them, never a list, a cache or the log. Teachers and students are refused; another tenant's
 * administrator finds no such room.
 */
let server: TestServer;
// Trace: whatever any layer logs, the keys must not be in it.
const captured = captureLog('trace');
const tokens = { admin: '', teacher01: '', student01: '', otherAdmin: '' };
let room = { clroId: '', clroName: '', building: '' };
let otherRoom = '';
/** A second room of tenant '1', left without roads. */
let secondRoom = '';
/** Every key an answer held, to look for in the log at the end. */
const issued = new Set<string>();

beforeAll(async () => {
  server = await startTestServer({ logger: captured.logger });
  const db = server.database.db;
  // Tenant '2' seeds no administrator: one of its teachers is made one before signing in.
  await db
    .update(users)
    .set({ role: ROLE.administrator })
    .where(and(eq(users.tenantId, '2'), eq(users.username, 'rc.teacher01')));
  for (const name of ['admin', 'teacher01', 'student01'] as const) tokens[name] = (await login(server.url, DEMO[name])).jwt_token;
  tokens.otherAdmin = (await login(server.url, { username: 'rc.teacher01', password: EXTRA_PASSWORD, tenantId: '2' })).jwt_token;
  const roomsOf = (tenantId: string) =>
    db
      .select({ clroId: classrooms.id, clroName: classrooms.clroName, building: classrooms.building })
      .from(classrooms)
      // Rooms without roads yet (the seed's capture studios have theirs).
      .where(
        and(
          eq(classrooms.tenantId, tenantId),
          notExists(
            db
              .select({ one: sql`1` })
              .from(captureRoads)
              .where(eq(captureRoads.clroId, classrooms.id)),
          ),
        ),
      )
      .orderBy(asc(classrooms.id))
      .limit(2);
  [room, { clroId: secondRoom }] = (await roomsOf('1')) as [typeof room, typeof room];
  otherRoom = (await roomsOf('2'))[0]!.clroId;
});
afterAll(() => server?.close());

const roomPath = (clroId = room.clroId) => `/v1/admin/capture/rooms/${clroId}`;
const roadPath = (roadType: number | string, clroId = room.clroId) => `${roomPath(clroId)}/roads/${roadType}`;

async function ask(path: string, init: { method?: string; json?: unknown; token?: string } = {}): Promise<Answer> {
  const answer = await call(server.url, path, { token: tokens.admin, ...init });
  // A room's answer holds keys and encoder passwords: no cache may keep any of these answers.
  expect(answer.headers.get('cache-control'), path).toContain('no-store');
  return answer;
}

/** A 200 answering the room, its keys noted for the log check. */
async function roomAnswer(path: string, init: { method?: string; json?: unknown } = {}): Promise<CaptureRoom> {
  const answer = await ask(path, init);
  expect(answer.http, JSON.stringify(answer.body)).toBe(200);
  const parsed = captureRoomSchema.parse(answer.body.result);
  for (const road of parsed.roads) if (road.streamKey) issued.add(road.streamKey);
  return parsed;
}

const setRoad = (roadType: number, json: unknown) => roomAnswer(roadPath(roadType), { method: 'PUT', json });
const roadIn = (answer: CaptureRoom, roadType: number) => answer.roads.find((road) => road.roadType === roadType);

async function listRooms(query: string, token = tokens.admin) {
  const answer = await ask(`/v1/admin/capture/rooms?${query}`, { token });
  expect(answer.http, JSON.stringify(answer.body)).toBe(200);
  return { text: JSON.stringify(answer.body), page: captureRoomPageSchema.parse(answer.body.result) };
}

describe('push roads and their keys', () => {
  it('issues a key and the address to push to when a road is set to push, and the list shows the road', async () => {
    const before = await roomAnswer(roomPath());
    expect(before).toMatchObject({ clroId: room.clroId, clroName: room.clroName, building: room.building, roads: [] });
    expect(before.campName).not.toBe('');

    const answer = await setRoad(1, { mode: 'push' });
    const road = roadIn(answer, 1)!;
    expect(road.mode).toBe('push');
    expect(road.streamKey).toMatch(STREAM_KEY_PATTERN);
    expect(road.pushUrl).toMatch(/^rtmp:\/\//);
    expect(road.keyIssuedAt).toBe(server.clock.now.toISOString());
    expect(road.pullUrl).toBeNull();
    expect(road.signal).toEqual({
      receiving: false,
      since: null,
      lastSeen: null,
      width: null,
      height: null,
      frameRate: null,
      bitrateKbps: null,
    });

    const { page } = await listRooms(`keyword=${encodeURIComponent(room.clroName)}`);
    const listed = page.records.find((r) => r.clroId === room.clroId);
    expect(listed?.roads).toEqual([{ roadType: 1, mode: 'push', signal: road.signal }]);
  });

  it('keeps the key when push is set again, and the room reads back the same', async () => {
    const first = roadIn(await setRoad(1, { mode: 'push' }), 1)!;
    const again = roadIn(await roomAnswer(roomPath()), 1)!;
    expect(again.streamKey).toBe(first.streamKey);
  });

  it('renews a key: a new one replaces the old', async () => {
    const old = roadIn(await roomAnswer(roomPath()), 1)!.streamKey;
    server.clock.advance(60);
    const renewed = roadIn(await roomAnswer(`${roadPath(1)}/key`, { method: 'POST' }), 1)!;
    expect(renewed.streamKey).toMatch(STREAM_KEY_PATTERN);
    expect(renewed.streamKey).not.toBe(old);
    expect(renewed.keyIssuedAt).toBe(server.clock.now.toISOString());
  });

  it('revokes a key: the road stays push, with no key until one is renewed', async () => {
    const revoked = roadIn(await roomAnswer(`${roadPath(1)}/key`, { method: 'DELETE' }), 1)!;
    expect(revoked).toMatchObject({ mode: 'push', streamKey: null, keyIssuedAt: null });
    const [row] = await server.database.db
      .select({ streamKey: captureRoads.streamKey })
      .from(captureRoads)
      .where(and(eq(captureRoads.clroId, room.clroId), eq(captureRoads.roadType, 1)));
    expect(row?.streamKey).toBeNull();
    const renewed = roadIn(await roomAnswer(`${roadPath(1)}/key`, { method: 'POST' }), 1)!;
    expect(renewed.streamKey).toMatch(STREAM_KEY_PATTERN);
  });

  it('gives two administrators setting the same new road at once one road and one key', async () => {
    const [a, b] = await Promise.all([setRoad(3, { mode: 'push' }), setRoad(3, { mode: 'push' })]);
    expect(roadIn(a, 3)!.streamKey).toMatch(STREAM_KEY_PATTERN);
    expect(roadIn(b, 3)!.streamKey).toBe(roadIn(a, 3)!.streamKey);
    const rows = await server.database.db
      .select({ id: captureRoads.id })
      .from(captureRoads)
      .where(and(eq(captureRoads.clroId, room.clroId), eq(captureRoads.roadType, 3)));
    expect(rows).toHaveLength(1);
  });

  it('shows a road as receiving while the ingest saw its picture within 10 s', async () => {
    const seen = (msAgo: number) => new Date(server.clock.now.getTime() - msAgo);
    await server.database.db
      .update(captureRoads)
      .set({ signalSeenAt: seen(2_000), signalSince: seen(600_000), videoWidth: 1920, videoHeight: 1080, frameRate: 25, bitrateKbps: 4000 })
      .where(and(eq(captureRoads.clroId, room.clroId), eq(captureRoads.roadType, 1)));
    expect(roadIn(await roomAnswer(roomPath()), 1)!.signal).toEqual({
      receiving: true,
      since: seen(600_000).toISOString(),
      lastSeen: seen(2_000).toISOString(),
      width: 1920,
      height: 1080,
      frameRate: 25,
      bitrateKbps: 4000,
    });
    server.clock.advance(30);
    const silent = roadIn(await roomAnswer(roomPath()), 1)!.signal;
    expect(silent).toMatchObject({ receiving: false, since: null, lastSeen: seen(32_000).toISOString() });
  });
});

describe('pull roads', () => {
  it('refuses an address that is not rtsp://, rtsps:// or srt:// with a reason a page can word, and stores nothing', async () => {
    for (const pullUrl of ['http://192.0.2.10/stream', 'rtmp://192.0.2.10/live', 'rtsp://', 'srt://', 'not an address', 'rtsp://host /x']) {
      const answer = await ask(roadPath(2), { method: 'PUT', json: { mode: 'pull', pullUrl } });
      expect(answer.http, pullUrl).toBe(400);
      expect(answer.body.message, pullUrl).toContain('pullUrl');
      expect(answer.body.result, pullUrl).toEqual({ reason: 'capturePullAddressInvalid', values: {}, field: 'pullUrl' });
    }
    expect(roadIn(await roomAnswer(roomPath()), 2)).toBeUndefined();
  });

  it('stores an RTSP address, shown in the room only, and turning a push road to pull ends its key', async () => {
    const pullUrl = 'rtsp://encoder:s3cret-pass@192.0.2.10:554/stream1';
    const pulled = roadIn(await setRoad(2, { mode: 'pull', pullUrl }), 2)!;
    expect(pulled).toMatchObject({ mode: 'pull', pullUrl, pushUrl: null, streamKey: null, keyIssuedAt: null });

    const key = roadIn(await roomAnswer(roomPath()), 3)!.streamKey!;
    const turned = roadIn(await setRoad(3, { mode: 'pull', pullUrl: 'rtsps://192.0.2.11/live' }), 3)!;
    expect(turned).toMatchObject({ mode: 'pull', streamKey: null, keyIssuedAt: null, pushUrl: null, pullUrl: 'rtsps://192.0.2.11/live' });
    const rows = await server.database.db.select({ id: captureRoads.id }).from(captureRoads).where(eq(captureRoads.streamKey, key));
    expect(rows).toEqual([]);

    const { text } = await listRooms('page.pageSize=100');
    expect(text).not.toContain('s3cret-pass');
    expect(text).not.toContain('192.0.2.10');
  });

  it('refuses to renew or revoke the key of a pull road (409) and of a road the room does not have (404)', async () => {
    for (const method of ['POST', 'DELETE']) {
      const pull = await ask(`${roadPath(2)}/key`, { method });
      expect(pull.http, method).toBe(409);
      expect(pull.body.result, method).toEqual({ reason: 'captureKeyNeedsPush', values: {} });
      const none = await ask(`${roadPath(2, secondRoom)}/key`, { method });
      expect(none.http, method).toBe(404);
    }
  });

  it('removes a road, and answers 404 for one the room does not have', async () => {
    const answer = await roomAnswer(roadPath(2), { method: 'DELETE' });
    expect(roadIn(answer, 2)).toBeUndefined();
    expect((await ask(roadPath(2), { method: 'DELETE' })).http).toBe(404);
  });
});

describe('lists', () => {
  it('pages the tenant’s rooms, filters by name or building, and never holds a key', async () => {
    const { page, text } = await listRooms('page.pageSize=100');
    expect(page.total).toBeGreaterThan(0);
    expect(page.records.some((r) => r.clroId === room.clroId)).toBe(true);
    expect(page.records.some((r) => r.clroId === otherRoom)).toBe(false);
    expect(text).not.toContain('lck_');
    expect(text).not.toContain('streamKey');

    const byBuilding = await listRooms(`keyword=${encodeURIComponent(room.building.toUpperCase())}&page.pageSize=100`);
    expect(byBuilding.page.records.length).toBeGreaterThan(0);
    const holds = (text: string) => text.toLowerCase().includes(room.building.toLowerCase());
    expect(byBuilding.page.records.every((r) => holds(r.building) || holds(r.clroName))).toBe(true);

    const second = await listRooms('page.pageSize=1&page.pageIndex=2');
    expect(second.page).toMatchObject({ pageIndex: 2, pageSize: 1, total: page.total });
    expect(second.page.records).toHaveLength(1);
    expect((await listRooms('keyword=no-room-is-called-this')).page).toMatchObject({ total: 0, records: [] });
  });
});

describe('who may call', () => {
  const routes = () =>
    [
      ['GET', '/v1/admin/capture/rooms', undefined],
      ['GET', roomPath(), undefined],
      ['PUT', roadPath(1), { mode: 'push' }],
      ['DELETE', roadPath(1), undefined],
      ['POST', `${roadPath(1)}/key`, undefined],
      ['DELETE', `${roadPath(1)}/key`, undefined],
    ] as const;

  it('refuses teachers and students on every route (403) and changes nothing', async () => {
    const before = await roomAnswer(roomPath());
    for (const who of ['teacher01', 'student01'] as const) {
      for (const [method, path, json] of routes()) {
        const answer = await ask(path, { method, json, token: tokens[who] });
        expect(answer.http, `${who} ${method} ${path}`).toBe(403);
        expect(JSON.stringify(answer.body), `${who} ${method} ${path}`).not.toContain('lck_');
      }
    }
    expect(await roomAnswer(roomPath())).toEqual(before);
  });

  it('answers another tenant’s administrator 404 for this tenant’s room, and lists only their own rooms', async () => {
    const before = await roomAnswer(roomPath());
    for (const [method, path, json] of routes().slice(1)) {
      const answer = await ask(path, { method, json, token: tokens.otherAdmin });
      expect(answer.http, `${method} ${path}`).toBe(404);
      expect(answer.body.message).toBe(`no classroom ${room.clroId}`);
    }
    const unknown = await ask(roomPath('no-such-room'));
    expect(unknown.http).toBe(404);
    expect(await roomAnswer(roomPath())).toEqual(before);

    const { page, text } = await listRooms('page.pageSize=100', tokens.otherAdmin);
    expect(page.records.map((r) => r.clroId)).toContain(otherRoom);
    expect(page.records.some((r) => r.clroId === room.clroId)).toBe(false);
    expect(text).not.toContain('lck_');

    // Their own room is theirs to set.
    const theirs = captureRoomSchema.parse(
      (await ask(roadPath(1, otherRoom), { method: 'PUT', json: { mode: 'push' }, token: tokens.otherAdmin })).body.result,
    );
    issued.add(roadIn(theirs, 1)!.streamKey!);
    expect(roadIn(theirs, 1)!.streamKey).toMatch(STREAM_KEY_PATTERN);
  });
});

describe('validation', () => {
  it('answers 400 with a message, never 500, for an unknown road type, a bad mode or a malformed body', async () => {
    const cases: [string, string, unknown][] = [
      ['PUT', roadPath(4), { mode: 'push' }],
      ['PUT', roadPath(0), { mode: 'push' }],
      ['PUT', roadPath('one'), { mode: 'push' }],
      ['POST', `${roadPath(4)}/key`, undefined],
      ['DELETE', roadPath(4), undefined],
      ['PUT', roadPath(1), { mode: 'stream' }],
      ['PUT', roadPath(1), {}],
      ['PUT', roadPath(1), { mode: 'pull' }],
      ['PUT', roadPath(1), { mode: 'pull', pullUrl: '' }],
      ['PUT', roadPath(1), { mode: 'push', streamKey: 'lck_mine' }],
      ['PUT', roadPath(1), 'push'],
    ];
    for (const [method, path, json] of cases) {
      const answer = await ask(path, { method, json });
      const label = `${method} ${path} ${JSON.stringify(json)}`;
      expect(answer.http, label).toBe(400);
      expect(answer.body.message, label).not.toBe('');
    }
    const page = await ask('/v1/admin/capture/rooms?page.pageSize=1000');
    expect(page.http).toBe(400);
    expect(page.body.message).toContain('page.pageSize');
  });
});

describe('the log', () => {
  it('never holds an issued key, whatever was logged of the calls that issued, renewed and revoked them', async () => {
    expect(issued.size).toBeGreaterThanOrEqual(4);
    const completed = () => captured.text().split('"msg":"request completed"').length - 1;
    // Every call above has been answered; its line is written by the time a later call completes.
    const before = completed();
    await ask(roomPath());
    await expect.poll(completed).toBeGreaterThan(before);
    const text = captured.text();
    expect(text).toContain('/v1/admin/capture/rooms');
    for (const key of issued) expect(text).not.toContain(key);
    expect(text).not.toContain('s3cret-pass');
  });
});
