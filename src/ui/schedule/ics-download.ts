import { saveFile } from '../shared/save-file';
import type { CurriculumLesson } from '../../schemas/schedule';
import { buildIcs, icsFileName, type IcsEvent } from './ics-export';

/** The term's lessons as calendar events; the course name in the page's language. */
export const icsEventsOf = (
  lessons: readonly CurriculumLesson[],
  courseName: (lesson: CurriculumLesson) => string,
  description: (lesson: CurriculumLesson) => string,
  host: string,
): IcsEvent[] =>
  lessons.map((lesson) => ({
    uid: `${lesson.courId}@${host}`,
    summary: courseName(lesson),
    location: lesson.clroName,
    description: description(lesson),
    begin: new Date(lesson.courBeginTime),
    end: new Date(lesson.courEndTime),
  }));

/** Saves the calendar as `<term name>.ics`. */
export function saveIcs(termName: string, events: readonly IcsEvent[], stamp: Date): void {
  const file = new Blob([buildIcs({ name: termName, events, stamp })], { type: 'text/calendar;charset=utf-8' });
  saveFile(file, icsFileName(termName));
}
