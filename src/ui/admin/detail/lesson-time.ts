import { LESSON_MAX_MINUTES } from '../../../constants';
import type { LessonMoveBody } from '../../../schemas/admin';
import type { Problem } from '../../shared/form-problems';

/**
 * The move dialog's times (docs/admin.md "The class detail page"): a lesson's begin and end as the
 * date and clock inputs show them, in the browser's time zone, and back to the instants with
 * their zone that PATCH /v1/admin/course-sessions/:courId takes. Pure, so the unit tests pin it.
 */

/** What the dialog edits: a local date YYYY-MM-DD, begin and end HH:MM, and the classroom ('' for none). */
export type LessonDraft = { date: string; begin: string; end: string; clroId: string };

const two = (n: number) => String(n).padStart(2, '0');

const localDate = (moment: Date) => `${moment.getFullYear()}-${two(moment.getMonth() + 1)}-${two(moment.getDate())}`;
const localTime = (moment: Date) => `${two(moment.getHours())}:${two(moment.getMinutes())}`;

/** The draft of a lesson as it is. */
export function draftOf(lesson: { courBeginTime: string; courEndTime: string; clroId: string | null }): LessonDraft {
  const begin = new Date(lesson.courBeginTime);
  return { date: localDate(begin), begin: localTime(begin), end: localTime(new Date(lesson.courEndTime)), clroId: lesson.clroId ?? '' };
}

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME = /^(\d{2}):(\d{2})$/;

/** The local instant of `date` at `time` as ISO text with its offset (2026-03-02T08:00:00+08:00); null when either is malformed. */
export function instantOf(date: string, time: string): string | null {
  const day = DATE.exec(date);
  const clock = TIME.exec(time);
  if (day === null || clock === null) return null;
  const moment = new Date(Number(day[1]), Number(day[2]) - 1, Number(day[3]), Number(clock[1]), Number(clock[2]));
  if (Number.isNaN(moment.getTime()) || localDate(moment) !== date || localTime(moment) !== time) return null;
  const offset = -moment.getTimezoneOffset();
  const sign = offset < 0 ? '-' : '+';
  const zone = `${sign}${two(Math.floor(Math.abs(offset) / 60))}:${two(Math.abs(offset) % 60)}`;
  return `${date}T${time}:00${zone}`;
}

const minutesOf = (time: string) => {
  const clock = TIME.exec(time);
  return clock === null ? null : Number(clock[1]) * 60 + Number(clock[2]);
};

/** The end that keeps the lesson's length when its begin moves from `oldBegin` to `newBegin` (clock times of one day). */
export function endKeepingLength(oldBegin: string, oldEnd: string, newBegin: string): string {
  const [from, to, next] = [minutesOf(oldBegin), minutesOf(oldEnd), minutesOf(newBegin)];
  if (from === null || to === null || next === null) return oldEnd;
  const end = Math.min(next + Math.max(0, to - from), 24 * 60 - 1);
  return `${two(Math.floor(end / 60))}:${two(end % 60)}`;
}

/**
 * The PATCH body: only what changed (a begin and end when the date or a time did, the room when
 * it did), or null when nothing did. `timeLocked`: the lesson has begun, so only its room may change.
 */
export function moveBodyOf(before: LessonDraft, after: LessonDraft, timeLocked: boolean): LessonMoveBody | 'invalid' | null {
  const body: { courBeginTime?: string; courEndTime?: string; clroId?: string | null } = {};
  const timeChanged = after.date !== before.date || after.begin !== before.begin || after.end !== before.end;
  if (timeChanged && !timeLocked) {
    const begin = instantOf(after.date, after.begin);
    const end = instantOf(after.date, after.end);
    if (begin === null || end === null) return 'invalid';
    body.courBeginTime = begin;
    body.courEndTime = end;
  }
  if (after.clroId !== before.clroId) body.clroId = after.clroId === '' ? null : after.clroId;
  return Object.keys(body).length === 0 ? null : body;
}

/** A date YYYY-MM-DD that exists (not 2026-02-30). */
const isCalendarDate = (date: string) => {
  const day = DATE.exec(date);
  return day !== null && localDate(new Date(Number(day[1]), Number(day[2]) - 1, Number(day[3]), 12)) === date;
};

/** The move dialog's fields. */
export type MoveField = 'date' | 'begin' | 'end' | 'clroId';

const REQUIRED: Problem = { key: 'field.required', params: {} };

/**
 * What is wrong with a new time before it is sent, per field: a date or a time left empty (or not
 * a real one), an end not after the begin, a lesson longer than a lesson may last. The last two
 * are the server's own refusals (server/admin/move-lesson.ts), worded the same.
 */
export function draftProblems(draft: LessonDraft, timeLocked: boolean): Partial<Record<MoveField, Problem>> {
  if (timeLocked) return {};
  const problems: Partial<Record<MoveField, Problem>> = {};
  if (!isCalendarDate(draft.date)) problems.date = REQUIRED;
  const [begin, end] = [minutesOf(draft.begin), minutesOf(draft.end)];
  if (begin === null) problems.begin = REQUIRED;
  if (end === null) problems.end = REQUIRED;
  else if (begin !== null && end <= begin) problems.end = { key: 'refusal.lessonEndsBeforeBegin', params: {} };
  else if (begin !== null && end - begin > LESSON_MAX_MINUTES)
    problems.end = { key: 'refusal.lessonTooLong', params: { minutes: LESSON_MAX_MINUTES } };
  return problems;
}
