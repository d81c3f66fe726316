import type { Language } from '../i18n/translate';

/** Dates as the class page writes them, in the reader's language. */
const LOCALES: Record<Language, string> = { en: 'en-GB', zh: 'zh-CN' };

/** A known Monday: weekday n is n days after it. */
const A_MONDAY = new Date(2024, 0, 1);

export function weekdayName(mondayFirstIndex: number, language: Language): string {
  const day = new Date(A_MONDAY);
  day.setDate(A_MONDAY.getDate() + mondayFirstIndex);
  return new Intl.DateTimeFormat(LOCALES[language], { weekday: 'long' }).format(day);
}

/** E.g. '28 Sep' or '9月28日'. */
export function shortDate(iso: string, language: Language): string {
  return new Intl.DateTimeFormat(LOCALES[language], { month: 'short', day: 'numeric' }).format(new Date(iso));
}
