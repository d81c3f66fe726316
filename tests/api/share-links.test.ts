import { and, asc, eq, ne } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { SHARE_LOOKUPS_PER_MINUTE } from '../../src/constants';
import { playInfoSchema } from '../../src/schemas/playback';
import { shareCreatedSchema, shareListSchema, sharedVodSchema, type ShareCreated } from '../../src/schemas/sharing';
import { VOD_STATUS, courseSessions, shareLinks, teachingClasses, users, vodRoads, vods } from '../../server/db/schema';
import { EXTRA_PASSWORD } from '../../server/db/seed/plan';
import { resolveShare } from '../../server/sharing/resolve-share';
import { call, login, sha256 } from '../support/api-client';
import { signedInServer } from '../support/signed-in-server';
import { STAND_IN_SEGMENT, writeStandInStream } from '../support/stand-in-stream';

/**
 * Share links over real HTTP: the class's teacher creates, lists and revokes them; anyone with
 * the token looks up the recording and fetches its playlists, segments and captions without a
 * session, and nobody without a valid token gets a byte. Revoked and expired links answer 410
 * with their own codes; unknown ones 404.
 */
const signedIn = signedInServer(['teacher01', 'student01', 'student03', 'admin']);
const tokens = signedIn.tokens;
const db = () => signedIn.server.database.db;
const base = () => signedIn.server.url;
let teacher02: string;

type Recording = { vodId: string; teclId: string; durationS: number; roadId: string; hlsPath: string };

/** Ready recordings of classes teacher01 teaches (tenant 1), each with its main road. */
async function teacherRecordings(): Promise<Recording[]> {
  return db()
    .select({
      vodId: vods.id,
      teclId: vods.teclId,
      durationS: vods.durationS,
      roadId: vodRoads.id,
      hlsPath: vodRoads.hlsPath,
    })
    .from(vods)
    .innerJoin(teachingClasses, eq(teachingClasses.id, vods.teclId))
    .innerJoin(users, eq(users.id, teachingClasses.teacherId))
    .innerJoin(vodRoads, and(eq(vodRoads.vodId, vods.id), eq(vodRoads.isMain, true)))
    .where(and(eq(users.username, 'teacher01'), eq(users.tenantId, '1'), eq(vods.status, VOD_STATUS.ready)))
    .orderBy(asc(vods.id));
}

let shared: Recording;
let other: Recording;
let otherTenantVodId: string;

const create = (json: unknown, token = tokens.teacher01) => call<ShareCreated>(base(), '/v1/share/create', { method: 'POST', json, token });
const list = (teclId: string, token = tokens.teacher01) => call(base(), `/v1/share/list?teclId=${teclId}`, { token });
const revoke = (shareId: string, token = tokens.teacher01) =>
  call(base(), '/v1/share/revoke', { method: 'POST', json: { shareId }, token });
const lookup = (token: string) => call(base(), `/v1/share/vod?token=${encodeURIComponent(token)}`);
const fetchPath = (path: string, headers: Record<string, string> = {}) => fetch(new URL(path, base()), { headers });
const streamPath = (token: string, roadId: string, file: string) => `/v1/share/stream/${token}/${roadId}/${file}`;

async function newLink(body: Record<string, unknown> = {}): Promise<ShareCreated> {
  const answer = await create({ vodId: shared.vodId, expiresInHours: 24, ...body });
  expect(answer.http, JSON.stringify(answer.body)).toBe(200);
  return shareCreatedSchema.parse(answer.body.result);
}

beforeAll(async () => {
  const recordings = await teacherRecordings();
  shared = recordings[0]!;
  other = recordings.find((r) => r.vodId !== shared.vodId)!;
  expect(other).toBeDefined();
  const mediaDir = signedIn.server.app.deps.media.localRoot!;
  writeStandInStream(mediaDir, shared.hlsPath);
  writeStandInStream(mediaDir, other.hlsPath);
  const [foreign] = await db().select({ id: vods.id }).from(vods).where(eq(vods.tenantId, '2')).limit(1);
  otherTenantVodId = foreign!.id;
  teacher02 = (await login(base(), { username: 'teacher02', password: EXTRA_PASSWORD, tenantId: '1' })).jwt_token;
});

describe('creating a link', () => {
  it('gives the teacher a link, once, and stores only its hash', async () => {
    const link = await newLink();
    expect(link.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(link.path).toBe(`/#/vod-share?token=${link.token}`);
    expect(link.startS).toBeNull();
    expect(new Date(link.expiresAt).getTime() - signedIn.server.clock.now.getTime()).toBe(24 * 3_600_000);
    const [row] = await db().select().from(shareLinks).where(eq(shareLinks.id, link.shareId));
    expect(row!.tokenHash).toBe(sha256(link.token));
    expect(JSON.stringify(row)).not.toContain(link.token);
  });

  it('keeps the start time, and refuses one outside the recording', async () => {
    const link = await newLink({ startS: 5, expiresInHours: 168 });
    expect(link.startS).toBe(5);
    expect(sharedVodSchema.parse((await lookup(link.token)).body.result).startS).toBe(5);
    const listed = shareListSchema.parse((await list(shared.teclId)).body.result).find((item) => item.shareId === link.shareId);
    expect(listed).toMatchObject({ startS: 5, state: 'active', kind: 'vod' });
    const outside = await create({ vodId: shared.vodId, expiresInHours: 24, startS: shared.durationS });
    expect(outside.http).toBe(400);
    expect(outside.body.message).toContain('startS');
  });

  it.each([
    [{ vodId: 'x' }, 'expiresInHours'],
    [{ vodId: 'x', expiresInHours: 0 }, 'expiresInHours'],
    [{ vodId: 'x', expiresInHours: 721 }, 'expiresInHours'],
    [{ vodId: 'x', expiresInHours: 1.5 }, 'expiresInHours'],
    [{ vodId: 'x', expiresInHours: '24' }, 'expiresInHours'],
    [{ expiresInHours: 24 }, 'vodId'],
    [{ vodId: 'x', courId: 'y', expiresInHours: 24 }, 'vodId'],
    [{ vodId: 'x', expiresInHours: 24, startS: -1 }, 'startS'],
    [{ vodId: 'x', expiresInHours: 24, startS: 2.5 }, 'startS'],
    [{ courId: 'y', expiresInHours: 24, startS: 3 }, 'startS'],
  ])('refuses %j with a 400 naming the field', async (body, field) => {
    const answer = await create(body);
    expect(answer.http).toBe(400);
    expect(answer.body.message).toContain(field);
  });

  it('refuses malformed JSON as a 400, not a 500', async () => {
    const answer = await call(base(), '/v1/share/create', {
      method: 'POST',
      body: '{"vodId":',
      headers: { 'content-type': 'application/json' },
      token: tokens.teacher01,
    });
    expect(answer.http).toBe(400);
  });

  it("lets only the class's own teacher create, list and revoke", async () => {
    const link = await newLink();
    for (const token of [tokens.student01!, teacher02]) {
      for (const answer of [
        await create({ vodId: shared.vodId, expiresInHours: 24 }, token),
        await list(shared.teclId, token),
        await revoke(link.shareId, token),
      ]) {
        expect(answer.http).toBe(403);
        expect(answer.body.message).toBe('no permission');
      }
    }
    expect((await lookup(link.token)).http).toBe(200);
  });

  it("treats another tenant's ids as unknown", async () => {
    expect((await create({ vodId: otherTenantVodId, expiresInHours: 24 })).http).toBe(404);
    const link = await newLink();
    for (const answer of [
      await create({ vodId: shared.vodId, expiresInHours: 24 }, tokens.student03),
      await list(shared.teclId, tokens.student03),
      await revoke(link.shareId, tokens.student03),
    ]) {
      expect(answer.http).toBe(404);
    }
  });

  it('needs a session to create, list or revoke', async () => {
    expect((await call(base(), '/v1/share/create', { method: 'POST', json: { vodId: shared.vodId, expiresInHours: 24 } })).http).toBe(401);
    expect((await call(base(), `/v1/share/list?teclId=${shared.teclId}`)).http).toBe(401);
    expect((await call(base(), '/v1/share/revoke', { method: 'POST', json: { shareId: 'x' } })).http).toBe(401);
  });

  it('tells the player the teacher may share, and nobody else (not even an administrator)', async () => {
    const canShare = async (token: string | undefined) =>
      playInfoSchema.parse((await call(base(), `/v1/vod/playInfo?teclId=${shared.teclId}`, { token })).body.result).canShare;
    expect(await canShare(tokens.teacher01)).toBe(true);
    expect(await canShare(tokens.admin)).toBe(false);
    expect((await create({ vodId: shared.vodId, expiresInHours: 24 }, tokens.admin)).http).toBe(403);
  });
});

describe('live lessons', () => {
  it("shares a live lesson of the teacher's class, and not a lesson that is not broadcast", async () => {
    const [lesson] = await db()
      .select({ courId: courseSessions.id, teclId: courseSessions.teclId })
      .from(courseSessions)
      .where(eq(courseSessions.teclId, shared.teclId))
      .orderBy(asc(courseSessions.id))
      .limit(2);
    await db().update(courseSessions).set({ isLive: true }).where(eq(courseSessions.id, lesson!.courId));
    const answer = await create({ courId: lesson!.courId, expiresInHours: 24 });
    expect(answer.http).toBe(200);
    const link = shareCreatedSchema.parse(answer.body.result);
    expect(link.path).toBe(`/#/live-share?token=${link.token}`);
    // The seam the live share half uses.
    const resolved = await resolveShare(db(), link.token, 'live', signedIn.server.clock.now);
    expect(resolved).toMatchObject({ id: link.shareId, courId: lesson!.courId, kind: 'live' });
    // A live link opens no recording.
    expect((await lookup(link.token)).http).toBe(404);
    const listed = shareListSchema.parse((await list(shared.teclId)).body.result).find((item) => item.shareId === link.shareId);
    expect(listed).toMatchObject({ kind: 'live', startS: null, state: 'active' });

    await db().update(courseSessions).set({ isLive: false }).where(eq(courseSessions.id, lesson!.courId));
    const notLive = await create({ courId: lesson!.courId, expiresInHours: 24 });
    expect(notLive.http).toBe(400);
    expect(notLive.body.message).toContain('courId');
  });
});

describe('opening a link without a session', () => {
  it('answers the recording as the share page needs it', async () => {
    const link = await newLink();
    const answer = await lookup(link.token);
    expect(answer.http).toBe(200);
    const vod = sharedVodSchema.parse(answer.body.result);
    expect(vod.teacName).toContain('李伟');
    expect(vod.expiresAt).toBe(link.expiresAt);
    expect(vod.roads[0]).toMatchObject({ roadId: shared.roadId, isMain: true });
    for (const road of vod.roads) expect(road.url).toBe(streamPath(link.token, road.roadId, shared.hlsPath.split('/').pop()!));
    // Its texts at addresses inside the link's scope (tests/api/player-texts.test.ts follows them).
    expect(vod.texts.slidesUrl).toBe(`/v1/share/texts/${link.token}/slides`);
    expect(vod.texts.momentsUrl).toBe(`/v1/share/texts/${link.token}/moments`);
    expect(vod.texts.captions.length).toBeGreaterThan(0);
    for (const track of vod.texts.captions) expect(track.vttUrl).toBe(`/v1/share/texts/${link.token}/captions/${track.trackId}/vtt`);
  });

  it('says clearly when the link was revoked, and revoking is idempotent', async () => {
    const link = await newLink();
    const first = await revoke(link.shareId);
    expect(first.http).toBe(200);
    const again = await revoke(link.shareId);
    expect(again.body.result.revokedAt).toBe(first.body.result.revokedAt);
    const answer = await lookup(link.token);
    expect(answer.http).toBe(410);
    expect(answer.body).toMatchObject({ status: 410, code: 41000, message: 'this share link has been revoked' });
    const listed = shareListSchema.parse((await list(shared.teclId)).body.result).find((item) => item.shareId === link.shareId);
    expect(listed).toMatchObject({ state: 'revoked', revokedAt: first.body.result.revokedAt });
  });

  it('says clearly when the link has expired', async () => {
    const link = await newLink();
    await db()
      .update(shareLinks)
      .set({ expiresAt: new Date(signedIn.server.clock.now.getTime() - 1000) })
      .where(eq(shareLinks.id, link.shareId));
    const answer = await lookup(link.token);
    expect(answer.http).toBe(410);
    expect(answer.body).toMatchObject({ status: 410, code: 41001, message: 'this share link has expired' });
    const listed = shareListSchema.parse((await list(shared.teclId)).body.result).find((item) => item.shareId === link.shareId);
    expect(listed?.state).toBe('expired');
  });

  it('knows no unknown or malformed token, and needs one', async () => {
    const unknown = 'A'.repeat(43);
    for (const token of [unknown, 'abc', '../../etc/passwd', `${unknown}=`]) expect((await lookup(token)).http, token).toBe(404);
    const missing = await call(base(), '/v1/share/vod');
    expect(missing.http).toBe(400);
    expect(missing.body.message).toContain('token');
  });

  it('never lists tokens', async () => {
    const link = await newLink();
    const answer = await list(shared.teclId);
    expect(JSON.stringify(answer.body)).not.toContain(link.token);
    expect(shareListSchema.parse(answer.body.result).every((item) => !('token' in item))).toBe(true);
  });
});

describe('media of a shared recording', () => {
  const master = () => shared.hlsPath.split('/').pop()!;

  it('serves playlists, segments and captions to the token, with HLS content types', async () => {
    const { token } = await newLink();
    const { texts } = sharedVodSchema.parse((await lookup(token)).body.result);
    const playlist = await fetchPath(streamPath(token, shared.roadId, master()));
    expect(playlist.status).toBe(200);
    expect(playlist.headers.get('content-type')).toMatch(/mpegurl/i);
    expect(playlist.headers.get('cache-control')).toBe('private, no-cache');
    // Relative URIs in the playlist resolve under the same route.
    const variantPath = new URL(
      (await playlist.text()).trim().split('\n').pop()!,
      new URL(streamPath(token, shared.roadId, master()), base()),
    ).pathname;
    const variant = await fetchPath(variantPath);
    expect(variant.status).toBe(200);
    const segment = await fetchPath(streamPath(token, shared.roadId, '360p/seg-000.ts'));
    expect(segment.status).toBe(200);
    expect(segment.headers.get('content-type')).toBe('video/mp2t');
    expect(Buffer.from(await segment.arrayBuffer()).equals(STAND_IN_SEGMENT)).toBe(true);
    const part = await fetchPath(streamPath(token, shared.roadId, '360p/seg-000.ts'), { range: 'bytes=0-187' });
    expect(part.status).toBe(206);
    const captions = await fetchPath(texts.captions[0]!.vttUrl);
    expect(captions.status).toBe(200);
    expect(captions.headers.get('content-type')).toMatch(/^text\/vtt/);
  });

  it('refuses them once the link is revoked or expired', async () => {
    const revoked = await newLink();
    await revoke(revoked.shareId);
    const expired = await newLink();
    await db()
      .update(shareLinks)
      .set({ expiresAt: new Date(signedIn.server.clock.now.getTime() - 1000) })
      .where(eq(shareLinks.id, expired.shareId));
    for (const [link, code] of [
      [revoked, 41000],
      [expired, 41001],
    ] as const) {
      for (const path of [
        streamPath(link.token, shared.roadId, master()),
        streamPath(link.token, shared.roadId, '360p/seg-000.ts'),
        `/v1/share/texts/${link.token}/slides`,
        `/v1/share/texts/${link.token}/moments?keyword=lesson`,
      ]) {
        const answer = await fetchPath(path);
        expect(answer.status, path).toBe(410);
        expect((await answer.json()).code).toBe(code);
      }
    }
  });

  it("refuses another recording's road, a token of another recording, and no token at all", async () => {
    const { token } = await newLink();
    const [otherRoad] = await db()
      .select({ id: vodRoads.id })
      .from(vodRoads)
      .where(and(eq(vodRoads.vodId, other.vodId), ne(vodRoads.id, shared.roadId)));
    expect((await fetchPath(streamPath(token, otherRoad!.id, '360p/seg-000.ts'))).status).toBe(404);
    const otherLink = shareCreatedSchema.parse((await create({ vodId: other.vodId, expiresInHours: 24 })).body.result);
    expect((await fetchPath(streamPath(otherLink.token, shared.roadId, '360p/seg-000.ts'))).status).toBe(404);
    expect((await fetchPath(streamPath('A'.repeat(43), shared.roadId, '360p/seg-000.ts'))).status).toBe(404);
    expect((await fetchPath(`/v1/share/stream/${shared.roadId}/360p/seg-000.ts`)).status).toBe(404);
    expect((await fetchPath(`/v1/share/stream//${shared.roadId}/360p/seg-000.ts`)).status).toBe(404);
    // A session is not a share link.
    expect(
      (await fetch(new URL(streamPath('x', shared.roadId, '360p/seg-000.ts'), base()), { headers: { 'jwt-token': tokens.teacher01! } }))
        .status,
    ).toBe(404);
  });

  it('keeps requests inside the road folder and to stream files', async () => {
    const { token } = await newLink();
    for (const escape of [
      '..%2F..%2F..%2Fbranding%2F1%2Fschool-logo.svg',
      '%2e%2e/%2e%2e/x.ts',
      '..%2F..%2Fclip-2%2Froad-1%2Fmaster.m3u8',
      'notes.txt',
      '360p/missing.ts',
    ]) {
      expect((await fetchPath(streamPath(token, shared.roadId, escape))).status, escape).toBe(404);
    }
  });
});

describe('documentation', () => {
  it('lists the share routes in the OpenAPI document', async () => {
    const spec = await (await fetchPath('/docs/openapi.json')).json();
    for (const path of ['/v1/share/create', '/v1/share/list', '/v1/share/revoke', '/v1/share/vod'])
      expect(Object.keys(spec.paths)).toContain(path);
  });
});

// Last: it uses up this address's lookups for the minute.
describe('rate limit', () => {
  it('limits public lookups per address with a 429 in the envelope', async () => {
    let last = await lookup('A'.repeat(43));
    for (let i = 0; i < SHARE_LOOKUPS_PER_MINUTE && last.http !== 429; i += 1) last = await lookup('A'.repeat(43));
    expect(last.http).toBe(429);
    expect(last.body).toMatchObject({ status: 429, code: 42900 });
    expect(Number(last.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});
