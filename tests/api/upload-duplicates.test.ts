import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { courseResources, courseSessions, personalResources, teachingClasses, users, vodRoads, vods } from '../../server/db/schema';
import { rowsOf } from '../../server/db/sql-rows';
import { QUEUE } from '../../server/jobs/job-queue';
import { playInfoSchema } from '../../src/schemas/playback';
import { uploadQuota } from '../../server/quotas/upload-quota';
import { chunkStoredSchema, chunkTestSchema, uploadEventSchema, type UploadEvent } from '../../src/schemas/upload';
import { DEMO, call, login } from '../support/api-client';
import { openTestEventStream } from '../support/event-stream';
import { startTestServer, type TestServer } from '../support/test-server';
import {
  lecture,
  pretest,
  sendChunk,
  totalChunks,
  uploadRow,
  type Lesson,
  type Upload,
  uploadAttemptPlaylist,
} from '../support/upload-client';

/**
 * The same file uploaded twice (SPEC §9 "duplicate uploads allowed", issue 28 defect 1): a
 * teacher sends one lecture to a lesson, then to another lesson of the class, to a lesson of
 * another class, as a personal resource twice and as a class's attachment twice. Each is its own
 * upload with its own recording or resource; the identifier names the content, not where it goes.
 * Once the content is stored, the next upload of it takes the stored bytes at its first chunk
 * (nothing more is sent, no space is spent, the quota counts it once), and no upload's state
 * reaches another's.
 */
let server: TestServer;
let teacher: string;
let file: Upload;
let first: Lesson;
let sameClass: Lesson;
let otherClass: Lesson;

/** Two lessons of one of teacher01's classes and one of another class of theirs. */
async function teacher01Lessons(): Promise<[Lesson, Lesson, Lesson]> {
  const lessons = await server.database.db
    .select({ teclId: courseSessions.teclId, courId: courseSessions.id })
    .from(courseSessions)
    .innerJoin(teachingClasses, eq(teachingClasses.id, courseSessions.teclId))
    .innerJoin(users, eq(users.id, teachingClasses.teacherId))
    .where(and(eq(users.username, 'teacher01'), eq(users.tenantId, '1')))
    .orderBy(asc(courseSessions.teclId), asc(courseSessions.id));
  const [a, b] = lessons;
  const c = lessons.find((lesson) => lesson.teclId !== a!.teclId);
  return [a!, b!, c!];
}

type Target = { target: 'recording'; teclId: string; courId: string } | { target: 'resource' } | { target: 'attachment'; teclId: string };
const recordingOf = (lesson: Lesson): Target => ({ target: 'recording', ...lesson });

/** Sends every chunk the server asks for, as resumable.js does: each chunk's pre-test first. Answers the chunks posted and the last answer. */
async function upload(target: Target) {
  // A second sending comes later than the first, as a person's does: the test clock stands still
  // otherwise, and uploads are told apart by when they began.
  server.clock.advance(1);
  const posted: number[] = [];
  let last: unknown;
  for (let n = 1; n <= totalChunks(file); n++) {
    const test = await pretest(server, teacher, file, n, target);
    expect(test.http, JSON.stringify(test.body)).toBe(200);
    const held = chunkTestSchema.parse(test.body.result);
    if (held.skipUpload || held.uploaded.includes(n)) {
      last = held;
      continue;
    }
    const stored = await sendChunk(server, teacher, file, n, { overrides: target });
    expect(stored.http, JSON.stringify(stored.body)).toBe(200);
    last = chunkStoredSchema.parse(stored.body.result);
    posted.push(n);
  }
  const { upload: row } = last as { upload: { id: string } };
  await expect.poll(async () => (await uploadRow(server, row.id)).status, { timeout: 60_000 }).toBe('success');
  return { posted, row: await uploadRow(server, row.id) };
}

/**
 * The merged file's identity: on the local driver its inode, which tells a hard link from a second
 * copy; on S3 a copy is made inside the store (no bytes sent again), so its ETag, which is the same
 * for the same bytes.
 */
const sourceIdentity = async (row: { storagePath: string | null }): Promise<string | number> => {
  const { media } = server.app.deps;
  if (media.localRoot === null) return (await media.stat(row.storagePath!))!.etag;
  return (await stat(join(media.localRoot, row.storagePath!))).ino;
};

/** How many transcode jobs were ever sent for the upload. */
const transcodeJobs = async (uploadId: string) =>
  (
    await rowsOf<{ n: number }>(
      server.database.db,
      sql`select count(*)::int as n from pgboss.job where name = ${QUEUE.transcode} and singleton_key = ${uploadId}`,
    )
  )[0]!.n;

/** The recording's main road plays for its teacher: its master playlist and a rendition's segments list are served. */
async function plays(lesson: Lesson, vodId: string) {
  const info = playInfoSchema.parse((await call(server.url, `/v1/vod/playInfo?teclId=${lesson.teclId}`, { token: teacher })).body.result);
  const road = info.lessons.find((l) => l.vodId === vodId)!.roads[0]!;
  const master = await fetch(`${server.url}${road.playlistUrl}`, { headers: { 'jwt-token': teacher } });
  expect(master.status).toBe(200);
  const rendition = (await master.text()).split('\n').find((line) => line.endsWith('index.m3u8'))!;
  const media = await fetch(`${server.url}${road.playlistUrl.replace(/[^/]+$/, rendition)}`, { headers: { 'jwt-token': teacher } });
  expect(await media.text()).toContain('#EXT-X-ENDLIST');
}

beforeAll(async () => {
  [server, file] = await Promise.all([startTestServer({ jobs: true }), lecture(2, 'lecture.mp4')]);
  teacher = (await login(server.url, DEMO.teacher01)).jwt_token;
  [first, sameClass, otherClass] = await teacher01Lessons();
  expect(totalChunks(file)).toBeGreaterThan(2);
});
afterAll(() => server?.close());

describe('the same lecture uploaded again', () => {
  it('becomes a recording of another lesson and of another class, sending one chunk and storing its bytes once', async () => {
    const events: UploadEvent[] = [];
    const stream = await openTestEventStream(server, teacher, ({ event, data }) => {
      if (event === 'upload') events.push(uploadEventSchema.parse(data));
    });
    const original = await upload(recordingOf(first));
    expect(original.posted).toHaveLength(totalChunks(file));

    // Before: "409 courId: the upload begun with this identifier has cour-1-…".
    const asked = await pretest(server, teacher, file, 1, recordingOf(sameClass));
    expect(asked.http, JSON.stringify(asked.body)).toBe(200);
    expect(chunkTestSchema.parse(asked.body.result)).toEqual({ skipUpload: false, uploaded: [], upload: null });

    const again = await upload(recordingOf(sameClass));
    const elsewhere = await upload(recordingOf(otherClass));
    for (const copy of [again, elsewhere]) {
      // The first chunk took the stored copy: the pre-test held every other chunk.
      expect(copy.posted).toEqual([1]);
      expect(copy.row.id).not.toBe(original.row.id);
      expect(copy.row.md5).toBe(original.row.md5);
      // The same bytes on disk (a hard link), not a second copy.
      expect(await sourceIdentity(copy.row)).toBe(await sourceIdentity(original.row));
    }
    // Transcoded once: the later uploads took the first one's HLS folder and went straight to publishing.
    expect(await transcodeJobs(original.row.id)).toBe(1);
    for (const [copy, lesson] of [
      [again, sameClass],
      [elsewhere, otherClass],
    ] as const) {
      expect(await transcodeJobs(copy.row.id)).toBe(0);
      const [road] = await server.database.db
        .select({ hlsPath: vodRoads.hlsPath })
        .from(vodRoads)
        .where(eq(vodRoads.vodId, copy.row.vodId!));
      expect(road!.hlsPath).toMatch(uploadAttemptPlaylist(copy.row.id));
      await plays(lesson, copy.row.vodId!);
    }
    expect(events.filter((e) => e.uploadId === again.row.id).map((e) => e.status)).not.toContain('transcoding');
    expect([again.row, elsewhere.row]).toMatchObject([
      { target: 'recording', ...sameClass },
      { target: 'recording', ...otherClass },
    ]);

    // Three recordings, one per lesson.
    const made = await server.database.db
      .select({ courId: vods.courId })
      .from(vods)
      .where(
        inArray(
          vods.id,
          [original, again, elsewhere].map((upload) => upload.row.vodId!),
        ),
      );
    expect(made.map((vod) => vod.courId).sort()).toEqual([first.courId, sameClass.courId, otherClass.courId].sort());

    // Each upload's events name it alone, and each target's pre-test tells its own upload.
    await expect.poll(() => events.filter((e) => e.status === 'success').map((e) => e.uploadId)).toHaveLength(3);
    for (const copy of [original, again, elsewhere])
      expect(events.filter((e) => e.uploadId === copy.row.id && e.status === 'success')).toMatchObject([{ vodId: copy.row.vodId }]);
    const told = chunkTestSchema.parse((await pretest(server, teacher, file, 1, recordingOf(first))).body.result);
    expect(told.upload).toMatchObject({ id: original.row.id, status: 'success', courId: first.courId });
    // A later chunk's pre-test after its upload ended (a stored copy's chain can finish before the
    // client is through its pre-tests) belongs to that sending: told it ended, it begins no other.
    expect(totalChunks(file)).toBeGreaterThan(3);
    const late = chunkTestSchema.parse((await pretest(server, teacher, file, totalChunks(file), recordingOf(first))).body.result);
    expect(late).toMatchObject({ skipUpload: true, upload: { id: original.row.id, status: 'success' } });
    stream.close();

    // The quota counts the content once.
    const used = await uploadQuota(Number.MAX_SAFE_INTEGER).used(server.database.db, { tenantId: '1', userId: original.row.userId });
    expect(used).toBe(file.bytes.length);
  });

  it('becomes a second personal resource, and a second attachment of the class', async () => {
    const resources = [await upload({ target: 'resource' })];
    resources.push(await upload({ target: 'resource' }));
    expect(resources.map((r) => r.posted)).toEqual([[1], [1]]);
    const kept = await server.database.db
      .select({ id: personalResources.id, uploadId: personalResources.uploadId })
      .from(personalResources)
      .where(eq(personalResources.title, 'lecture'));
    expect(kept.map((r) => r.uploadId).sort()).toEqual(resources.map((r) => r.row.id).sort());

    const attachments = [await upload({ target: 'attachment', teclId: first.teclId })];
    attachments.push(await upload({ target: 'attachment', teclId: first.teclId }));
    const files = await server.database.db
      .select({ id: courseResources.id, fileName: courseResources.fileName })
      .from(courseResources)
      .where(and(eq(courseResources.teclId, first.teclId), eq(courseResources.fileName, 'lecture.mp4')));
    expect(files).toHaveLength(2);
    expect(new Set(attachments.map((a) => a.row.id)).size).toBe(2);
  });
});
