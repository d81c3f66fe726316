import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { and, asc, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  VOD_STATUS,
  courseSessions,
  enrolments,
  messages,
  subjects,
  teachingClasses,
  uploadFiles,
  users,
  vodRoads,
  vods,
} from '../../server/db/schema';
import { RECORDING_TITLE_MAX, adminClassDetailSchema, recordingTitleSchema } from '../../src/schemas/admin-detail';
import { courseStatusSchema } from '../../src/schemas/catalogue';
import { classDetailSchema } from '../../src/schemas/detail';
import { playInfoSchema } from '../../src/schemas/playback';
import { curriculumResultSchema } from '../../src/schemas/schedule';
import { migrationsFolder } from '../../server/db/client';
import { lessonRecordingTitle } from '../../server/uploads/recording-rows';
import { DEMO, call, login } from '../support/api-client';
import { startTestServer, type TestServer } from '../support/test-server';
import { lecture, pretest, sendAll, uploadRow, type Lesson, uploadAttemptPlaylist } from '../support/upload-client';

/**
 * A lesson's recording (docs/uploads.md "One recording per lesson", docs/admin.md "Renaming a
 * recording"): titled after its lesson, never after the file; dated and sorted by its lesson, not
 * by when the video arrived; one per lesson, so a second upload replaces the first and every page
 * opens the same recording; uploaded only once the lesson is over; renamed by its class's teacher
 * or an administrator.
 */
type Who = 'teacher01' | 'admin' | 'student01' | 'student03';

let server: TestServer;
const tokens = {} as Record<Who, string>;
const send = (who: Who, path: string, init: { method?: string; json?: unknown } = {}) =>
  call(server.url, path, { ...init, token: tokens[who] });

type LessonFacts = Lesson & { weekNo: number; begin: Date; end: Date; subjNameEn: string; subjName: string };

/** teacher01's lessons of one class: `ended` without a recording, `recorded` (later) with one seeded recording, `coming` not begun. */
const fixture = {} as { ended: LessonFacts; recorded: LessonFacts & { vodId: string }; coming: LessonFacts };

const lessonColumns = {
  teclId: courseSessions.teclId,
  courId: courseSessions.id,
  weekNo: courseSessions.weekNo,
  begin: courseSessions.courBeginTime,
  end: courseSessions.courEndTime,
  subjNameEn: subjects.subjNameEn,
  subjName: subjects.subjName,
};

async function teacher01Lessons(): Promise<void> {
  const { db } = server.database;
  const now = server.clock.now;
  const base = () =>
    db
      .select({ ...lessonColumns, vodId: vods.id })
      .from(courseSessions)
      .innerJoin(teachingClasses, eq(teachingClasses.id, courseSessions.teclId))
      .innerJoin(subjects, eq(subjects.id, teachingClasses.subjId))
      .innerJoin(users, eq(users.id, teachingClasses.teacherId))
      .leftJoin(vods, eq(vods.courId, courseSessions.id))
      .$dynamic();
  const teacher01 = and(eq(users.username, 'teacher01'), eq(users.tenantId, '1'));
  const [recorded] = await base()
    .where(
      and(
        teacher01,
        eq(vods.status, VOD_STATUS.ready),
        lt(courseSessions.courEndTime, now),
        sql`(select count(*) from ${vods} v2 where v2.cour_id = ${courseSessions.id}) = 1`,
      ),
    )
    .orderBy(asc(courseSessions.id))
    .limit(1);
  expect(recorded, 'an ended lesson of teacher01 with one seeded recording').toBeDefined();
  const inClass = and(teacher01, eq(courseSessions.teclId, recorded!.teclId), isNull(vods.id));
  const [ended] = await base()
    .where(and(inClass, lt(courseSessions.courEndTime, recorded!.begin)))
    .orderBy(asc(courseSessions.courBeginTime))
    .limit(1);
  const [coming] = await base()
    .where(and(inClass, gt(courseSessions.courBeginTime, now)))
    .orderBy(desc(courseSessions.courBeginTime))
    .limit(1);
  expect(ended, 'an earlier ended lesson of the class without a recording').toBeDefined();
  expect(coming, 'a lesson of the class still to come').toBeDefined();
  Object.assign(fixture, { recorded: { ...recorded!, vodId: recorded!.vodId! }, ended: ended!, coming: coming! });
}

/** How the seed titles its recordings: "Advanced Mathematics 高等数学 — week 9". */
const lessonTitle = (lesson: LessonFacts) => `${lesson.subjNameEn} ${lesson.subjName} — week ${lesson.weekNo}`;

const classDetail = async (who: Who, teclId: string) => {
  const answer = await send(who, `/v1/tecl/detail?teclId=${teclId}`);
  expect(answer.http, JSON.stringify(answer.body)).toBe(200);
  return classDetailSchema.parse(answer.body.result);
};
const playInfo = async (who: Who, teclId: string) => {
  const answer = await send(who, `/v1/vod/playInfo?teclId=${teclId}`);
  expect(answer.http, JSON.stringify(answer.body)).toBe(200);
  return playInfoSchema.parse(answer.body.result);
};
const adminDetail = async (teclId: string) =>
  adminClassDetailSchema.parse((await send('admin', `/v1/admin/classes/${teclId}/detail`)).body.result);

/** Every entry point of lessonRecordingEverywhere opening the one recording `vodId`. */
const everyEntryOpening = (vodId: string) => ({
  classPage: vodId,
  classPageList: vodId,
  timetable: vodId,
  liveStatus: vodId,
  player: vodId,
});

/** The recording each page opens for a lesson: the class page's Replay, the timetable, the live page's fallback. */
async function lessonRecordingEverywhere(lesson: LessonFacts): Promise<Record<string, string | null>> {
  const detail = await classDetail('teacher01', lesson.teclId);
  const range = new URLSearchParams({
    courBeginTime: String(lesson.begin.getTime() - 3_600_000),
    courEndTime: String(lesson.end.getTime() + 3_600_000),
    'page.pageIndex': '1',
    'page.pageSize': '100',
  });
  const timetable = curriculumResultSchema.parse((await send('teacher01', `/v1/myself/curriculum?${range}`)).body.result);
  const status = courseStatusSchema.parse((await send('teacher01', `/v1/course/status?courseId=${lesson.courId}`)).body.result);
  return {
    classPage: detail.sessions.find((s) => s.courId === lesson.courId)!.vodId,
    classPageList: detail.recordings.find((r) => r.courId === lesson.courId)?.vodId ?? null,
    timetable: timetable.records.find((r) => r.courId === lesson.courId)!.vodId,
    liveStatus: status.vodId,
    player: (await playInfo('teacher01', lesson.teclId)).lessons.find((l) => l.courId === lesson.courId)?.vodId ?? null,
  };
}

beforeAll(async () => {
  server = await startTestServer({ jobs: true });
  for (const who of ['teacher01', 'admin', 'student01', 'student03'] as const) tokens[who] = (await login(server.url, DEMO[who])).jwt_token;
  await teacher01Lessons();
});
afterAll(() => server?.close());

/** Sends a lecture to the lesson and waits for its job to finish; answers the upload's row. */
async function uploadRecording(lesson: Lesson, fileName: string, seconds: number) {
  const upload = await sendAll(server, tokens.teacher01, { ...(await lecture(seconds, fileName)), lesson });
  await expect.poll(async () => (await uploadRow(server, upload.id)).status, { timeout: 90_000 }).toBe('success');
  return uploadRow(server, upload.id);
}

describe('an uploaded recording', () => {
  it('is titled after its lesson, as the seeded ones are, not after its file', async () => {
    const row = await uploadRecording(fixture.ended, 'lecture.mp4', 2);
    const title = lessonTitle(fixture.ended);
    // The seeded recordings read the same way.
    const [seeded] = await server.database.db.select({ title: vods.title }).from(vods).where(eq(vods.id, fixture.recorded.vodId));
    expect(seeded!.title).toBe(lessonTitle(fixture.recorded));

    const listed = (await classDetail('teacher01', fixture.ended.teclId)).recordings.find((r) => r.vodId === row.vodId);
    expect(listed?.title).toBe(title);
    expect((await playInfo('teacher01', fixture.ended.teclId)).lessons.find((l) => l.vodId === row.vodId)?.title).toBe(title);
    expect((await adminDetail(fixture.ended.teclId)).recordings.find((r) => r.vodId === row.vodId)?.title).toBe(title);
  });

  it('is dated by its lesson and sorted among the others by lesson in the player, the class page and course management', async () => {
    const [row] = await server.database.db.select({ vodId: vods.id }).from(vods).where(eq(vods.courId, fixture.ended.courId));
    const lessonDay = fixture.ended.begin.toISOString();
    const player = await playInfo('teacher01', fixture.ended.teclId);
    expect(player.lessons.find((l) => l.vodId === row!.vodId)?.recordedAt).toBe(lessonDay);
    const times = player.lessons.map((l) => l.recordedAt);
    expect(times).toEqual([...times].sort());
    // An earlier lesson than the seeded recording's: before it in teaching order, whenever its video came.
    const order = player.lessons.map((l) => l.vodId);
    expect(order.indexOf(row!.vodId)).toBeLessThan(order.indexOf(fixture.recorded.vodId));

    const page = (await classDetail('teacher01', fixture.ended.teclId)).recordings;
    expect(page.find((r) => r.vodId === row!.vodId)?.recordedAt).toBe(lessonDay);
    const dates = page.map((r) => r.recordedAt);
    expect(dates).toEqual([...dates].sort().reverse());
    expect((await adminDetail(fixture.ended.teclId)).recordings.find((r) => r.vodId === row!.vodId)?.recordedAt).toBe(lessonDay);
  });

  it('replaces the recording of a lesson that has one: the same recording, new video, every page opening it', async () => {
    const { db } = server.database;
    const lesson = fixture.recorded;
    expect(await lessonRecordingEverywhere(lesson)).toEqual(everyEntryOpening(lesson.vodId));
    const [kept] = await db.select({ title: vods.title }).from(vods).where(eq(vods.id, lesson.vodId));

    const row = await uploadRecording(lesson, 'big-lecture.mp4', 3);
    expect(row.vodId).toBe(lesson.vodId);
    const recordings = await db
      .select({ id: vods.id, title: vods.title, durationS: vods.durationS })
      .from(vods)
      .where(eq(vods.courId, lesson.courId));
    // Its title stays (a rename would too): it is the lesson's recording, with a new video.
    expect(recordings).toEqual([{ id: lesson.vodId, title: kept!.title, durationS: 3 }]);
    const roads = await db
      .select({ hlsPath: vodRoads.hlsPath, isMain: vodRoads.isMain })
      .from(vodRoads)
      .where(eq(vodRoads.vodId, lesson.vodId));
    expect(roads).toEqual([{ hlsPath: expect.stringMatching(uploadAttemptPlaylist(row.id)), isMain: true }]);
    expect(await lessonRecordingEverywhere(lesson)).toEqual(everyEntryOpening(lesson.vodId));
    const player = await playInfo('teacher01', lesson.teclId);
    expect(player.lessons.filter((l) => l.courId === lesson.courId)).toHaveLength(1);
  });

  it("deletes the replaced video's folder from the media store once the new video is the lesson's recording", async () => {
    const { db } = server.database;
    const { media } = server.app.deps;
    const lesson = fixture.recorded;
    const road = async () =>
      (await db.select({ hlsPath: vodRoads.hlsPath }).from(vodRoads).where(eq(vodRoads.vodId, lesson.vodId)))[0]!.hlsPath;
    // The upload of the test above: its own folder, uploads/<upload id>/<attempt>.
    const replaced = (await road()).replace(/\/master\.m3u8$/, '');
    expect(await media.exists(`${replaced}/master.m3u8`)).toBe(true);

    const row = await uploadRecording(lesson, 'shorter-lecture.mp4', 1);
    expect(row.vodId).toBe(lesson.vodId);
    const current = await road();
    expect(current).toMatch(uploadAttemptPlaylist(row.id));
    // Deleted right after the new recording is committed, which the upload's `success` is part of.
    await expect.poll(() => media.list(replaced), { timeout: 10_000 }).toEqual([]);
    expect(await media.exists(current)).toBe(true);
    const playlistUrl = (await playInfo('teacher01', lesson.teclId)).lessons.find((l) => l.vodId === lesson.vodId)!.roads[0]!.playlistUrl;
    expect((await fetch(`${server.url}${playlistUrl}`, { headers: { 'jwt-token': tokens.teacher01 } })).status).toBe(200);
  });

  it("tells the class's students once: a video replacing the recording tells only those enrolled since", async () => {
    const { db } = server.database;
    const lesson = fixture.ended;
    const [recording] = await db.select({ vodId: vods.id }).from(vods).where(eq(vods.courId, lesson.courId));
    const told = async () =>
      (
        await db
          .select({ userId: messages.userId })
          .from(messages)
          .where(and(eq(messages.vodId, recording!.vodId), eq(messages.topic, 'recording-ready')))
      )
        .map((m) => m.userId)
        .sort();
    const students = async () =>
      (await db.select({ id: enrolments.studentId }).from(enrolments).where(eq(enrolments.teclId, lesson.teclId))).map((e) => e.id).sort();
    // The first upload (above) told each student once.
    await expect.poll(told, { timeout: 30_000 }).toEqual(await students());
    const [newcomer] = await db
      .select({ id: users.id })
      .from(users)
      .where(
        and(
          eq(users.tenantId, '1'),
          eq(users.role, 2),
          sql`not exists (select 1 from ${enrolments} e where e.student_id = ${users.id} and e.tecl_id = ${lesson.teclId})`,
        ),
      )
      .limit(1);
    await db.insert(enrolments).values({ tenantId: '1', teclId: lesson.teclId, studentId: newcomer!.id });

    const row = await uploadRecording(lesson, 'lecture-again.mp4', 2);
    expect(row.vodId).toBe(recording!.vodId);
    // The newcomer hears of it once it is sent; everyone else still holds the one message.
    await expect.poll(told, { timeout: 30_000 }).toEqual(await students());
  });

  it('is refused for a lesson that has not ended, with a reason the page words', async () => {
    const { bytes, identifier, fileName } = await lecture(1, 'too-early.mp4');
    const early = await pretest(server, tokens.teacher01, { bytes, identifier, fileName, lesson: fixture.coming });
    expect(early.http, JSON.stringify(early.body)).toBe(409);
    expect(early.body.result).toMatchObject({ reason: 'recordingLessonNotEnded', values: {} });
    expect(early.body.message).toMatch(/^courId: /);
  });
});

describe('PUT /v1/admin/recordings/:vodId/title', () => {
  const rename = (who: Who, vodId: string, json: unknown) => send(who, `/v1/admin/recordings/${vodId}/title`, { method: 'PUT', json });
  const stored = async (vodId: string) =>
    (await server.database.db.select({ title: vods.title }).from(vods).where(eq(vods.id, vodId)))[0]?.title;

  it("renames for the class's teacher and an administrator, trimmed, and every page shows the new title", async () => {
    const { vodId, teclId } = fixture.recorded;
    const answer = await rename('teacher01', vodId, { title: '  Limits and continuity  ' });
    expect(answer.http, JSON.stringify(answer.body)).toBe(200);
    expect(recordingTitleSchema.parse(answer.body.result)).toEqual({ vodId, teclId, title: 'Limits and continuity' });
    expect((await classDetail('teacher01', teclId)).recordings.find((r) => r.vodId === vodId)?.title).toBe('Limits and continuity');
    expect((await playInfo('teacher01', teclId)).lessons.find((l) => l.vodId === vodId)?.title).toBe('Limits and continuity');

    const byAdmin = await rename('admin', vodId, { title: '极限与连续 Limits' });
    expect(byAdmin.http, JSON.stringify(byAdmin.body)).toBe(200);
    expect(await stored(vodId)).toBe('极限与连续 Limits');
  });

  it('refuses an empty or too long title with its reason, and a malformed body', async () => {
    const { vodId } = fixture.recorded;
    const before = await stored(vodId);
    const empty = await rename('teacher01', vodId, { title: '   ' });
    expect(empty.http).toBe(400);
    expect(empty.body.result).toMatchObject({ reason: 'recordingTitleEmpty', values: {}, field: 'title' });
    expect(empty.body.message).toMatch(/^body\.title: /);
    const long = await rename('teacher01', vodId, { title: 'x'.repeat(RECORDING_TITLE_MAX + 1) });
    expect(long.http).toBe(400);
    expect(long.body.result).toMatchObject({ reason: 'recordingTitleTooLong', values: { max: RECORDING_TITLE_MAX }, field: 'title' });
    expect((await rename('teacher01', vodId, { title: 'x'.repeat(RECORDING_TITLE_MAX) })).http).toBe(200);
    await rename('teacher01', vodId, { title: before });
    for (const body of [{}, { title: 7 }, { title: 'a\u0007b' }, { title: 'ok', hidden: true }]) {
      const answer = await rename('teacher01', vodId, body);
      expect(answer.http, JSON.stringify(body)).toBe(400);
      expect(answer.body.message, JSON.stringify(body)).toMatch(/title|hidden/);
    }
    expect(await stored(vodId)).toBe(before);
  });

  it("refuses a student (403), another teacher's recording (403) and another tenant's (404)", async () => {
    const { db } = server.database;
    const [other] = await db
      .select({ vodId: vods.id })
      .from(vods)
      .innerJoin(teachingClasses, eq(teachingClasses.id, vods.teclId))
      .innerJoin(users, eq(users.id, teachingClasses.teacherId))
      .where(and(eq(vods.tenantId, '1'), sql`${users.username} <> 'teacher01'`))
      .limit(1);
    const [foreign] = await db.select({ vodId: vods.id }).from(vods).where(eq(vods.tenantId, '2')).limit(1);
    const before = await stored(fixture.recorded.vodId);
    expect((await rename('student01', fixture.recorded.vodId, { title: 'Mine now' })).http).toBe(403);
    expect((await rename('student03', fixture.recorded.vodId, { title: 'Mine now' })).http).toBe(403);
    expect((await rename('teacher01', other!.vodId, { title: 'Mine now' })).http).toBe(403);
    expect((await rename('admin', foreign!.vodId, { title: 'Mine now' })).http).toBe(404);
    expect(await stored(fixture.recorded.vodId)).toBe(before);
    expect(await stored(other!.vodId)).not.toBe('Mine now');
    expect(await stored(foreign!.vodId)).not.toBe('Mine now');
  });
});

describe('migration 0024: recordings titled by their file before lessons titled them', () => {
  const stored = async (vodId: string) =>
    (await server.database.db.select({ title: vods.title }).from(vods).where(eq(vods.id, vodId)))[0]?.title;
  const runMigration = async () => {
    const text = await readFile(join(migrationsFolder, '0024_recording_lesson_titles.sql'), 'utf8');
    for (const statement of text.split('--> statement-breakpoint')) await server.database.db.execute(sql.raw(statement));
  };

  it("takes its lesson's title, in the students' messages too, and leaves a renamed recording and a second run alone", async () => {
    const { db } = server.database;
    const uploadedOf = async (lesson: LessonFacts) => {
      const [row] = await db
        .select({ vodId: uploadFiles.vodId, fileName: uploadFiles.fileName })
        .from(uploadFiles)
        .where(and(eq(uploadFiles.courId, lesson.courId), eq(uploadFiles.target, 'recording'), eq(uploadFiles.status, 'success')))
        .orderBy(asc(uploadFiles.createdAt))
        .limit(1);
      expect(row?.vodId, 'a recording uploaded to the lesson').toBeTruthy();
      return { vodId: row!.vodId!, baseName: row!.fileName.replace(/\.[^.]+$/, '') };
    };
    // As uploads were titled before: "lecture" for lecture.mp4, "big-lecture" for big-lecture.mp4.
    const fileTitled = await uploadedOf(fixture.ended);
    await db.update(vods).set({ title: fileTitled.baseName }).where(eq(vods.id, fileTitled.vodId));
    const toldAbout = and(eq(messages.vodId, fileTitled.vodId), eq(messages.topic, 'recording-ready'));
    await db
      .update(messages)
      .set({
        params: sql`jsonb_set(${messages.params}, '{title}', to_jsonb(${fileTitled.baseName}::text))`,
        content: `The recording of a lesson (${fileTitled.baseName}) is ready to watch.`,
      })
      .where(toldAbout);
    // Renamed by its teacher: its name is kept.
    const renamed = await uploadedOf(fixture.recorded);
    await db.update(vods).set({ title: 'Limits, revisited' }).where(eq(vods.id, renamed.vodId));

    await runMigration();
    const title = lessonRecordingTitle({ en: fixture.ended.subjNameEn, zh: fixture.ended.subjName }, fixture.ended.weekNo);
    expect(title).toBe(lessonTitle(fixture.ended));
    expect(await stored(fileTitled.vodId)).toBe(title);
    expect((await classDetail('teacher01', fixture.ended.teclId)).recordings.find((r) => r.vodId === fileTitled.vodId)?.title).toBe(title);
    const told = await db.select({ params: messages.params, content: messages.content }).from(messages).where(toldAbout);
    expect(told.length).toBeGreaterThan(0);
    for (const message of told) {
      expect(message.params?.title).toBe(title);
      expect(message.content).toBe(`The recording of a lesson (${title}) is ready to watch.`);
    }
    expect(await stored(renamed.vodId)).toBe('Limits, revisited');

    await runMigration();
    expect(await stored(fileTitled.vodId)).toBe(title);
    expect(await stored(renamed.vodId)).toBe('Limits, revisited');
  });
});
