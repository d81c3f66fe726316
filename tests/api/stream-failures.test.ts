import { randomBytes } from 'node:crypto';
import { mkdirSync, readdirSync, readlinkSync, rmSync, truncateSync, writeFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { and, asc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import yauzl from 'yauzl';
import { VOD_STATUS, courseResources, teachingClasses, users, vodRoads, vods } from '../../server/db/schema';
import { liveInfoSchema } from '../../src/schemas/live';
import { shareCreatedSchema } from '../../src/schemas/sharing';
import { call } from '../support/api-client';
import { captureRoot } from '../../server/capture/capture-folders';
import { demoLiveLesson } from '../support/live-lessons';
import { followMaster } from '../support/hls-capability';
import { signedInServer } from '../support/signed-in-server';
import { STAND_IN_SEGMENT, writeStandInStream } from '../support/stand-in-stream';

/**
 * A file that changes or disappears while the server sends it (a teacher replaces a handout
 * during a pack download, the live encoder deletes an old segment) ends that one answer: the
 * client sees the body cut off, and the server goes on answering everyone else. Before, a zip
 * whose source failed brought the whole process down (an unheard 'error'), and a file cut
 * short left its client waiting for bytes that never came. The test server runs in this
 * process, so a crash fails this file.
 *
 * The failing file is far larger than what the sockets can hold, so the server is still
 * reading it when the test cuts it short right after the answer's headers arrive.
 */
const signedIn = signedInServer(['student01', 'teacher01']);
const tokens = signedIn.tokens;
const db = () => signedIn.server.database.db;
const base = () => signedIn.server.url;
const mediaDir = () => signedIn.server.app.deps.media.localRoot!;

const BIG = randomBytes(48 * 1024 * 1024);

const get = (path: string, token?: string) => fetch(new URL(path, base()), { headers: token ? { 'jwt-token': token } : {} });

/**
 * Starts fetching `path` while `file` is big, cuts the file short once the headers are in, and
 * expects the body to end early (an aborted transfer, not a complete answer, nor a hang).
 */
async function failsMidStream(path: string, token: string | undefined, file: string) {
  writeFileSync(file, BIG);
  const answer = await get(path, token);
  expect(answer.status).toBe(200);
  truncateSync(file, 1000);
  await expect(answer.arrayBuffer()).rejects.toThrow();
}

/** The same path answers in full again once the file is sound, and so does an unrelated call. */
async function answersNormally(path: string, token: string | undefined, file: string, contents: Buffer | string) {
  writeFileSync(file, contents);
  const answer = await get(path, token);
  expect(answer.status).toBe(200);
  expect(Buffer.from(await answer.arrayBuffer()).equals(Buffer.from(contents))).toBe(true);
  expect((await call(base(), '/authority/me', { token: tokens.student01 })).http).toBe(200);
}

/** How many of this process's open files are `file` (Linux /proc): the server runs in this process. */
const openCount = (file: string) =>
  readdirSync('/proc/self/fd').filter((fd) => {
    try {
      return readlinkSync(`/proc/self/fd/${fd}`) === file;
    } catch {
      return false;
    }
  }).length;

describe('course resource downloads', () => {
  type Resource = typeof courseResources.$inferSelect;
  let resources: Resource[];
  const fileOf = (resource: Resource) => join(mediaDir(), resource.storagePath);
  const contentOf = (resource: Resource) => `contents of ${resource.id}\n`;
  const pack = (ids: readonly Resource[]) => `/v1/resource/pack/downLoad?ids=${ids.map((r) => r.id).join(',')}`;

  const entryCount = async (body: ArrayBuffer) =>
    (
      await new Promise<yauzl.ZipFile>((resolve, reject) =>
        yauzl.fromBuffer(Buffer.from(body), (error, zip) => (error ? reject(error) : resolve(zip))),
      )
    ).entryCount;

  beforeAll(async () => {
    const [teacher] = await db()
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.username, 'teacher01'), eq(users.tenantId, '1')));
    resources = await db()
      .select({ resource: courseResources })
      .from(courseResources)
      .innerJoin(teachingClasses, eq(teachingClasses.id, courseResources.teclId))
      .where(and(eq(teachingClasses.teacherId, teacher!.id), eq(courseResources.invalid, false)))
      .orderBy(asc(courseResources.id))
      .then((rows) => rows.map((row) => row.resource));
    expect(resources.length).toBeGreaterThanOrEqual(3);
    for (const resource of resources) {
      mkdirSync(dirname(fileOf(resource)), { recursive: true });
      writeFileSync(fileOf(resource), contentOf(resource));
    }
  });

  it('cuts a single download short when its file shrinks mid-stream, and keeps serving', async () => {
    const [resource] = resources;
    const path = `/v1/resource/downLoad?id=${resource!.id}`;
    await failsMidStream(path, tokens.teacher01, fileOf(resource!));
    await answersNormally(path, tokens.teacher01, fileOf(resource!), contentOf(resource!));
  });

  it.each([
    ['shrinks', (file: string) => truncateSync(file, 10)],
    ['is deleted', (file: string) => rmSync(file)],
    ['becomes a folder', (file: string) => (rmSync(file), mkdirSync(file))],
  ])('cuts a pack short when one of its files %s mid-stream, and keeps serving', async (_, spoil) => {
    const [big, spoilt, sound] = resources as [Resource, Resource, Resource];
    writeFileSync(fileOf(big), BIG);
    try {
      const answer = await get(pack([big, spoilt, sound]), tokens.teacher01);
      expect(answer.status).toBe(200);
      // The pack reads its files in order: the second is read only once the first is sent.
      spoil(fileOf(spoilt));
      await expect(answer.arrayBuffer()).rejects.toThrow();
    } finally {
      rmSync(fileOf(spoilt), { recursive: true, force: true });
      writeFileSync(fileOf(big), contentOf(big));
      writeFileSync(fileOf(spoilt), contentOf(spoilt));
    }
    const again = await get(pack([big, spoilt, sound]), tokens.teacher01);
    expect(again.status).toBe(200);
    expect(await entryCount(await again.arrayBuffer())).toBe(3);
  });

  it('closes the file being packed when the client leaves mid-download', async () => {
    const [big, other] = resources as [Resource, Resource];
    writeFileSync(fileOf(big), BIG);
    try {
      const leaving = new AbortController();
      const answer = await fetch(new URL(pack([big, other]), base()), {
        headers: { 'jwt-token': tokens.teacher01! },
        signal: leaving.signal,
      });
      expect(answer.status).toBe(200);
      expect(openCount(fileOf(big))).toBe(1);
      leaving.abort();
      await vi.waitFor(() => expect(openCount(fileOf(big))).toBe(0));
    } finally {
      writeFileSync(fileOf(big), contentOf(big));
    }
  });
});

describe('recordings and their share links', () => {
  let roadId: string;
  /** The segment as the player addresses it: under the capability its playlist hands out. */
  let capabilitySegment: string;
  let vodId: string;
  let segment: string;
  let shareToken: string;

  beforeAll(async () => {
    const recordings = await db()
      .select({ vodId: vods.id, roadId: vodRoads.id, hlsPath: vodRoads.hlsPath })
      .from(vods)
      .innerJoin(teachingClasses, eq(teachingClasses.id, vods.teclId))
      .innerJoin(users, eq(users.id, teachingClasses.teacherId))
      .innerJoin(vodRoads, and(eq(vodRoads.vodId, vods.id), eq(vodRoads.isMain, true)))
      .where(and(eq(users.username, 'teacher01'), eq(users.tenantId, '1'), eq(vods.status, VOD_STATUS.ready)))
      .orderBy(asc(vods.id));
    const recording = recordings[0]!;
    ({ roadId, vodId } = recording);
    writeStandInStream(mediaDir(), recording.hlsPath);
    segment = join(mediaDir(), dirname(recording.hlsPath), '360p', 'seg-000.ts');
    const master = new URL(`/v1/vod/stream/${roadId}/${basename(recording.hlsPath)}`, base()).href;
    capabilitySegment = (await followMaster(master, tokens.teacher01!)).segmentUrl('seg-000.ts');
    const created = await call(base(), '/v1/share/create', {
      method: 'POST',
      json: { vodId, expiresInHours: 24 },
      token: tokens.teacher01,
    });
    shareToken = shareCreatedSchema.parse(created.body.result).token;
  });

  it('cuts a segment short when it shrinks mid-stream, signed in or by share link', async () => {
    for (const [path, token] of [
      [capabilitySegment, tokens.teacher01],
      [`/v1/share/stream/${shareToken}/${roadId}/360p/seg-000.ts`, undefined],
    ] as const) {
      await failsMidStream(path, token, segment);
      await answersNormally(path, token, segment, STAND_IN_SEGMENT);
    }
  });

  it('answers a 404 envelope for a segment that became a folder', async () => {
    rmSync(segment);
    mkdirSync(segment);
    try {
      const answer = await get(capabilitySegment, tokens.teacher01);
      expect(answer.status).toBe(404);
      expect((await answer.json()).code).toBe(40400);
    } finally {
      rmSync(segment, { recursive: true });
      writeFileSync(segment, STAND_IN_SEGMENT);
    }
  });
});

describe('live feeds', () => {
  it('cuts a live segment short when it shrinks mid-stream, under its capability or by share link', async () => {
    const { courId } = await demoLiveLesson(db(), 'teacher01');
    const created = await call(base(), '/v1/share/create', {
      method: 'POST',
      json: { courId, expiresInHours: 24 },
      token: tokens.teacher01,
    });
    const { token } = shareCreatedSchema.parse(created.body.result);
    // A segment name the allow-list accepts, put in the road's capture folder as the packager would.
    const part = captureRoot(signedIn.server.app.deps.media).pathOf(`${courId}/road-1/part-001`);
    mkdirSync(part, { recursive: true });
    const file = join(part, 'seg-99999999.ts');
    const info = await call(base(), `/v1/live/playInfo?courseId=${courId}`, { token: tokens.student01 });
    const live = liveInfoSchema.parse(info.body.result).roads.find((road) => road.roadType === 1)!;
    for (const [path, session] of [
      [live.playlistUrl.replace(/live\.m3u8$/, 'part-001/seg-99999999.ts'), undefined],
      [`/v1/share/live-stream/${token}/road-1/part-001/seg-99999999.ts`, undefined],
    ] as const) {
      await failsMidStream(path, session, file);
      await answersNormally(path, session, file, STAND_IN_SEGMENT);
    }
  });
});
