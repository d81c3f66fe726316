import { formatDate, formatTimeRange } from '../i18n/format';
import type { Language } from '../i18n/translate';

/** A lesson's day and hours as the catalogue writes them, e.g. 'Thu 5 Mar 08:00–09:40'. */
export function lessonWhen(courBeginTime: string, courEndTime: string, language: Language): string {
  return `${formatDate(courBeginTime, language, 'weekdayDayMonth')} ${formatTimeRange(courBeginTime, courEndTime, language)}`;
}

/** The subject in the reader's language: the Chinese name, or the English one. */
export function subjectName(names: { subjName: string; subjNameEn: string }, language: Language): string {
  return language === 'zh' || names.subjNameEn === '' ? names.subjName : names.subjNameEn;
}
