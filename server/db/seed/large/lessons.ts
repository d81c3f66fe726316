import { and, eq } from 'drizzle-orm';
import { DEMO_CLIPS, demoClipLayout } from '../../../media/demo-media';
import type { Db } from '../../client';
import { ROAD_TYPE, VOD_STATUS, academicTerms, courseSessions, vodRoads, vods } from '../../schema';
import { mediaUrl } from '../context';
import type { SeedLog } from '../insert';
import type { Random } from '../random';
import { LESSON_START_SLOTS, TERM_WEEKS, courStatusAt, lessonTimes, type Term } from '../timetable';
import { bulkInsert } from './bulk-insert';
import type { LargeClass } from './catalogue';
import { LARGE, largeId } from './plan';

/**
 * Lessons of the large campus: each class meets twice a week (weekends too: evening and
 * continuing-education classes) for ten weeks of the current term, staggered so every week and
 * every day has lessons. Finished lessons of recorded classes get a recording with one road
 * pointing at a demo clip.
 */

const DAYS_PER_WEEK = 7;
const SECOND_MEETING_DAY_SHIFT = 3;

async function currentTerm(db: Db): Promise<Term> {
  const [row] = await db
    .select()
    .from(academicTerms)
    .where(and(eq(academicTerms.tenantId, LARGE.tenantId), eq(academicTerms.isCurrent, true)));
  const [year, month, day] = row!.beginDate.split('-').map(Number) as [number, number, number];
  return {
    name: row!.acteName,
    begin: new Date(year, month - 1, day),
    beginDate: row!.beginDate,
    endDate: row!.endDate,
    weekCount: row!.weekCount,
    isCurrent: true,
  };
}

export async function seedLargeLessons(
  db: Db,
  classes: LargeClass[],
  classroomIds: string[],
  now: Date,
  random: Random,
  log: SeedLog,
): Promise<void> {
  const term = await currentTerm(db);
  const clips = DEMO_CLIPS.map(demoClipLayout);
  const lessonRows: (typeof courseSessions.$inferInsert)[] = [];
  const vodRows: (typeof vods.$inferInsert)[] = [];
  const roadRows: (typeof vodRoads.$inferInsert)[] = [];
  classes.forEach((c, i) => {
    const firstWeek = 1 + (i % (TERM_WEEKS - LARGE.activeWeeks + 1));
    const meetings = [
      { day: i % DAYS_PER_WEEK, leti: LESSON_START_SLOTS[i % LESSON_START_SLOTS.length]! },
      { day: (i + SECOND_MEETING_DAY_SHIFT) % DAYS_PER_WEEK, leti: LESSON_START_SLOTS[(i + 2) % LESSON_START_SLOTS.length]! },
    ];
    for (let k = 0; k < LARGE.lessonsPerClass; k++) {
      const week = firstWeek + Math.floor(k / meetings.length);
      const { day, leti } = meetings[k % meetings.length]!;
      const { begin, end } = lessonTimes(term, week, day, leti);
      const id = largeId('cour', lessonRows.length + 1);
      lessonRows.push({
        id,
        tenantId: LARGE.tenantId,
        teclId: c.id,
        clroId: classroomIds[(i * 7 + k) % classroomIds.length]!,
        courName: c.label,
        courBeginTime: begin,
        courEndTime: end,
        weekNo: week,
        letiNumber: leti,
        courStatus: courStatusAt(begin, end, now),
        isLive: c.isLive,
      });
      if (!c.recorded || end.getTime() > now.getTime()) continue;
      const clip = clips[vodRows.length % clips.length]!;
      const vodId = largeId('vod', vodRows.length + 1);
      vodRows.push({
        id: vodId,
        tenantId: LARGE.tenantId,
        courId: id,
        teclId: c.id,
        title: `${c.label} — week ${week}`,
        durationS: clip.durationS,
        posterUrl: mediaUrl(clip.posterPath),
        status: VOD_STATUS.ready,
        viewCount: random.int(0, 3_000),
        createdAt: end,
      });
      const road = clip.roads[0]!;
      roadRows.push({
        id: largeId('road', roadRows.length + 1),
        tenantId: LARGE.tenantId,
        vodId,
        roadType: ROAD_TYPE.teacherCamera,
        name: road.name,
        hlsPath: road.hlsPath,
        isMain: true,
        createdAt: end,
      });
    }
  });
  await bulkInsert(db, courseSessions, lessonRows, 'course sessions', log);
  await bulkInsert(db, vods, vodRows, 'recordings', log);
  await bulkInsert(db, vodRoads, roadRows, 'recording roads', log);
}
