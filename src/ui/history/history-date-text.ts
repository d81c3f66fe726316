import type { WatchHistoryItem } from '../../schemas/shell';
import { toChineseNumeral } from '../i18n/chinese-numeral';
import { translate, type Language } from '../i18n/translate';

type LessonTimes = Pick<WatchHistoryItem['courseOfEsDto'], 'courBeginTime' | 'courEndTime' | 'weekNo' | 'letiNumber'>;

const pad = (value: number) => String(value).padStart(2, '0');

/** Local calendar date, e.g. 2024-03-05. */
export function formatDay(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** Local clock time, e.g. 08:00. */
export function formatClock(date: Date): string {
  return `${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** Chinese reads ordinals in Chinese numerals (第三周); English keeps digits. */
function ordinal(value: number, language: Language): string | number {
  return language === 'zh' ? toChineseNumeral(value) : value;
}

/**
 * The date line of a watch-history item (SPEC §3): a date plus 'lesson N' when the lesson has a
 * time-slot number, else 'week N' plus the date and the time range.
 */
export function historyDateText(lesson: LessonTimes, language: Language): string {
  const begin = new Date(lesson.courBeginTime);
  const end = new Date(lesson.courEndTime);
  if (lesson.letiNumber !== null) {
    return `${formatDay(begin)} ${translate(language, 'history.lesson', { n: ordinal(lesson.letiNumber, language) })}`;
  }
  const week = translate(language, 'history.week', { n: ordinal(lesson.weekNo, language) });
  return `${week} ${formatDay(begin)} ${formatClock(begin)}-${formatClock(end)}`;
}
