import { COUR_STATUS, courseSessions, type CourStatus } from '../schema';
import type { Catalogue, TeachingClass } from './catalogue';
import type { SeedContext } from './context';
import { seedId } from './ids';
import { insertAll } from './insert';
import type { Random } from './random';
import { LESSON_START_SLOTS, courStatusAt, lessonTimes, weekOf, type Term } from './timetable';

/**
 * A term of scheduled lessons for every teaching class: a weekly pattern free of clashes for
 * teachers, rooms and the main demo student, repeated every week; plus a few lessons forced to
 * span `now` so that something is live whatever the day and hour.
 */

export type Session = {
  id: string;
  teachingClass: TeachingClass;
  begin: Date;
  end: Date;
  weekNo: number;
  status: CourStatus;
  /** Forced to span `now`, outside the weekly pattern. */
  liveNow: boolean;
};

type Meeting = { day: number; leti: number; clroId: string };

const WEEKDAYS = 5;
const MAX_ATTEMPTS = 1_000;
/** The forced live lessons began a little before `now` and last a double slot. */
export const LIVE_NOW_STARTED_MIN = 20;
export const LIVE_NOW_REMAINING_MIN = 70;

function weeklyPatterns(classes: TeachingClass[], classroomIds: string[], random: Random): Map<string, Meeting[]> {
  const busy = new Set<string>();
  const patterns = new Map<string, Meeting[]>();
  for (const c of classes) {
    const meetings: Meeting[] = [];
    for (let attempt = 0; meetings.length < c.meetings; attempt++) {
      if (attempt >= MAX_ATTEMPTS) throw new Error(`seed: cannot schedule ${c.name} without clashes`);
      const day = random.int(0, WEEKDAYS - 1);
      const leti = random.pick(LESSON_START_SLOTS);
      const clroId = random.pick(classroomIds);
      const keys = [`teacher ${c.teacher.id} ${day} ${leti}`, `room ${clroId} ${day} ${leti}`];
      if (c.hasMainStudent) keys.push(`main student ${day} ${leti}`);
      if (meetings.some((m) => m.day === day) || keys.some((k) => busy.has(k))) continue;
      keys.forEach((k) => busy.add(k));
      meetings.push({ day, leti, clroId });
    }
    patterns.set(c.id, meetings);
  }
  return patterns;
}

/**
 * Classes given a lesson at `now`: one of the main teacher's with the main student enrolled, then
 * classes without the main student, so that student is not in two lessons at once.
 */
function liveNowClasses(classes: TeachingClass[], count: number): TeachingClass[] {
  const shared = classes.find((c) => c.hasMainStudent && c.hasMainTeacher);
  const rest = classes.filter((c) => c !== shared).sort((a, b) => Number(a.hasMainStudent) - Number(b.hasMainStudent) || a.index - b.index);
  return [...(shared ? [shared] : []), ...rest].slice(0, count);
}

/** `studios`: the capture rooms the live-now lessons are held in, one each (capture-studios.ts). */
export async function seedSessions(ctx: SeedContext, term: Term, catalogue: Catalogue, studios: string[]): Promise<Session[]> {
  const { plan, db, log, random, now } = ctx;
  const patterns = weeklyPatterns(catalogue.classes, catalogue.classroomIds, random);
  const sessions: Session[] = [];
  const rows: (typeof courseSessions.$inferInsert)[] = [];
  const add = (
    c: TeachingClass,
    id: string,
    begin: Date,
    end: Date,
    weekNo: number,
    leti: number | null,
    clroId: string,
    liveNow: boolean,
  ) => {
    const status = courStatusAt(begin, end, now);
    sessions.push({ id, teachingClass: c, begin, end, weekNo, status, liveNow });
    rows.push({
      id,
      tenantId: plan.id,
      teclId: c.id,
      clroId,
      courName: `${c.subject.zh} ${c.subject.en}`,
      courBeginTime: begin,
      courEndTime: end,
      weekNo,
      letiNumber: leti,
      courStatus: status,
      isLive: c.isLive || liveNow,
    });
  };

  for (let week = 1; week <= term.weekCount; week++) {
    for (const c of catalogue.classes) {
      for (const m of patterns.get(c.id)!) {
        const { begin, end } = lessonTimes(term, week, m.day, m.leti);
        add(c, seedId('cour', plan.id, rows.length + 1), begin, end, week, m.leti, m.clroId, false);
      }
    }
  }
  const begin = new Date(now.getTime() - LIVE_NOW_STARTED_MIN * 60_000);
  const end = new Date(now.getTime() + LIVE_NOW_REMAINING_MIN * 60_000);
  liveNowClasses(catalogue.classes, plan.liveNowCount).forEach((c, i) => {
    add(c, seedId('cour', plan.id, `live-${i + 1}`), begin, end, weekOf(term, now), null, studios[i]!, true);
  });

  await insertAll(db, courseSessions, rows, `course sessions (tenant ${plan.id})`, log);
  log(`seed: live now (tenant ${plan.id}) ${sessions.filter((s) => s.status === COUR_STATUS.live).length}`);
  return sessions;
}
