import { formatClock } from '../history/history-date-text';
import type { Language } from '../i18n/translate';

/** How the catalogue writes lesson times: the day with its weekday, and the clock range. */
const LOCALES: Record<Language, string> = { en: 'en-GB', zh: 'zh-CN' };

export function dayText(date: Date, language: Language): string {
  return new Intl.DateTimeFormat(LOCALES[language], { month: 'short', day: 'numeric', weekday: 'short' }).format(date);
}

export function clockRange(begin: Date, end: Date): string {
  return `${formatClock(begin)}–${formatClock(end)}`;
}

/** A lesson's day and hours, e.g. 'Thu 5 Mar 08:00–09:40'. */
export function lessonWhen(courBeginTime: string, courEndTime: string, language: Language): string {
  const begin = new Date(courBeginTime);
  return `${dayText(begin, language)} ${clockRange(begin, new Date(courEndTime))}`;
}

/** The subject in the reader's language: the Chinese name, or the English one. */
export function subjectName(names: { subjName: string; subjNameEn: string }, language: Language): string {
  return language === 'zh' || names.subjNameEn === '' ? names.subjName : names.subjNameEn;
}

/** A recording's length as h:mm:ss or m:ss. */
export function durationText(seconds: number): string {
  const s = Math.max(0, Math.round(seconds));
  const two = (n: number) => String(n).padStart(2, '0');
  const hours = Math.floor(s / 3600);
  const minutes = Math.floor((s % 3600) / 60);
  return hours > 0 ? `${hours}:${two(minutes)}:${two(s % 60)}` : `${minutes}:${two(s % 60)}`;
}
