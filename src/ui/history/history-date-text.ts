import type { WatchHistoryItem } from '../../schemas/shell';
import { toChineseNumeral } from '../i18n/chinese-numeral';
import { formatDate, formatTime } from '../i18n/format';
import { translate, type Language } from '../i18n/translate';

type LessonTimes = Pick<WatchHistoryItem['courseOfEsDto'], 'courBeginTime' | 'courEndTime' | 'weekNo' | 'letiNumber'>;

/** Chinese reads ordinals in Chinese numerals (第三周); English keeps digits. */
function ordinal(value: number, language: Language): string | number {
  return language === 'zh' ? toChineseNumeral(value) : value;
}

/**
 * The date line of a watch-history item (SPEC §3): a date plus 'lesson N' when the lesson has a
 * time-slot number, else 'week N' plus the date and the time range.
 */
export function historyDateText(lesson: LessonTimes, language: Language): string {
  const day = formatDate(lesson.courBeginTime, language, 'iso');
  if (lesson.letiNumber !== null) {
    return `${day} ${translate(language, 'history.lesson', { n: ordinal(lesson.letiNumber, language) })}`;
  }
  const week = translate(language, 'history.week', { n: ordinal(lesson.weekNo, language) });
  return `${week} ${day} ${formatTime(lesson.courBeginTime, language)}-${formatTime(lesson.courEndTime, language)}`;
}
