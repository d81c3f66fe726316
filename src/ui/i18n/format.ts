import type { Language } from './translate';

/**
 * Every date, time, duration, number and file size the browser shows, in the reader's language,
 * on `Intl` (issue 16 item 6). Dates are shown in the browser's time zone; `timeZone` exists so
 * tests give the same answer wherever they run.
 */

/** English as written in Britain: day before month, 24-hour clock. */
export const LOCALES: Record<Language, string> = { en: 'en-GB', zh: 'zh-CN' };

/** A moment: a Date, ISO text or epoch milliseconds. */
export type Moment = Date | string | number;
export type ZoneOption = { timeZone?: string };

const dateFormats = new Map<string, Intl.DateTimeFormat>();
const numberFormats = new Map<string, Intl.NumberFormat>();

/** Building an Intl formatter is costly and lists format hundreds of cards: one per shape. */
function cached<T>(cache: Map<string, T>, language: Language, options: object, make: (locale: string) => T): T {
  const key = `${language}|${JSON.stringify(options)}`;
  const known = cache.get(key);
  if (known !== undefined) return known;
  const made = make(LOCALES[language]);
  cache.set(key, made);
  return made;
}

const dateFormat = (language: Language, options: Intl.DateTimeFormatOptions) =>
  cached(dateFormats, language, options, (locale) => new Intl.DateTimeFormat(locale, options));

const numberFormat = (language: Language, options: Intl.NumberFormatOptions) =>
  cached(numberFormats, language, options, (locale) => new Intl.NumberFormat(locale, options));

const dateOf = (value: Moment): Date => (value instanceof Date ? value : new Date(value));

/**
 * - `iso`: 2024-03-05 in every language (the watch-history line, SPEC §3);
 * - `dayMonth`: '28 Sept' / '9月28日';
 * - `dayMonthYear`: '28 Sept 2026' / '2026年9月28日' (a recording's lesson, beside its class);
 * - `weekdayDayMonth`: 'Thu 5 Mar' / '3月5日周四' (the catalogue's lesson days).
 */
export type DateStyle = 'iso' | 'dayMonth' | 'dayMonthYear' | 'weekdayDayMonth';

const DATE_STYLES: Record<Exclude<DateStyle, 'iso'>, Intl.DateTimeFormatOptions> = {
  dayMonth: { month: 'short', day: 'numeric' },
  dayMonthYear: { year: 'numeric', month: 'short', day: 'numeric' },
  weekdayDayMonth: { month: 'short', day: 'numeric', weekday: 'short' },
};

export function formatDate(value: Moment, language: Language, style: DateStyle, { timeZone }: ZoneOption = {}): string {
  if (style === 'iso') {
    const parts = dateFormat(language, { year: 'numeric', month: '2-digit', day: '2-digit', timeZone }).formatToParts(dateOf(value));
    const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((candidate) => candidate.type === type)?.value ?? '';
    return `${part('year')}-${part('month')}-${part('day')}`;
  }
  return dateFormat(language, { ...DATE_STYLES[style], timeZone }).format(dateOf(value));
}

/** The clock time on a 24-hour clock, e.g. '08:00' (with seconds '08:00:09'). */
export function formatTime(
  value: Moment,
  language: Language,
  { timeZone, seconds = false }: ZoneOption & { seconds?: boolean } = {},
): string {
  const options: Intl.DateTimeFormatOptions = { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone };
  return dateFormat(language, seconds ? { ...options, second: '2-digit' } : options).format(dateOf(value));
}

/** A lesson's hours, e.g. '08:00–09:40'. */
export function formatTimeRange(begin: Moment, end: Moment, language: Language, zone: ZoneOption = {}): string {
  return `${formatTime(begin, language, zone)}–${formatTime(end, language, zone)}`;
}

/** '5 Mar 2026, 14:05' / '2026年3月5日 14:05' (with seconds '… 14:05:09'). */
export function formatDateTime(
  value: Moment,
  language: Language,
  { timeZone, seconds = false }: ZoneOption & { seconds?: boolean } = {},
): string {
  return dateFormat(language, { dateStyle: 'medium', timeStyle: seconds ? 'medium' : 'short', hourCycle: 'h23', timeZone }).format(
    dateOf(value),
  );
}

/** A known Monday at noon UTC: weekday n of a Monday-first week is n days after it, in any zone. */
const A_MONDAY_MS = Date.UTC(2024, 0, 1, 12);
const DAY_MS = 86_400_000;

/** The weekday's name, Monday first: 0 → 'Monday' / '星期一'. */
export function formatWeekday(mondayFirstIndex: number, language: Language): string {
  return dateFormat(language, { weekday: 'long', timeZone: 'UTC' }).format(A_MONDAY_MS + mondayFirstIndex * DAY_MS);
}

/**
 * A length of time or a position in a recording, in whole seconds (rounded down):
 * - `clock`: 75 → '1:15', 3725 → '1:02:05' (hours only when there are some);
 * - `fixed`: 75 → '00:01:15', the time cards' hh:mm:ss (SPEC §3 notes).
 * Digits read the same in both languages.
 */
export function formatDuration(seconds: number, style: 'clock' | 'fixed' = 'clock'): string {
  const whole = Math.max(0, Math.floor(seconds));
  const [hours, minutes, rest] = [Math.floor(whole / 3600), Math.floor((whole % 3600) / 60), whole % 60];
  const two = numberFormat('en', { minimumIntegerDigits: 2, useGrouping: false });
  if (style === 'fixed') return [hours, minutes, rest].map((n) => two.format(n)).join(':');
  return hours > 0 ? `${hours}:${two.format(minutes)}:${two.format(rest)}` : `${minutes}:${two.format(rest)}`;
}

/**
 * Time someone spent (watching a lesson live), to the whole minute, in words: 125 → '2 minutes' /
 * '2分钟', 3900 → '1 hour 5 minutes' / '1小时5分钟'. Null under a minute, where '0 minutes' (or a
 * clock's '0:00') would read as nothing at all: the caller says "under a minute" its own way.
 */
export function formatTimeSpent(seconds: number, language: Language): string | null {
  const minutes = Math.floor(Math.max(0, seconds) / 60);
  if (minutes === 0) return null;
  const amount = (value: number, unit: 'hour' | 'minute') =>
    numberFormat(language, { style: 'unit', unit, unitDisplay: 'long' }).format(value);
  const [hours, rest] = [Math.floor(minutes / 60), minutes % 60];
  const words = [hours > 0 ? amount(hours, 'hour') : '', rest > 0 ? amount(rest, 'minute') : ''].filter((word) => word !== '');
  // Chinese writes the amounts together ('1小时5分钟'); English with a space.
  return words.join(language === 'zh' ? '' : ' ');
}

/** '1,234' / '1,234'; `fractionDigits` fixes the decimals ('12.0'). */
export function formatNumber(value: number, language: Language, fractionDigits?: number): string {
  const options = fractionDigits === undefined ? {} : { minimumFractionDigits: fractionDigits, maximumFractionDigits: fractionDigits };
  return numberFormat(language, options).format(value);
}

const SIZE_UNITS = ['B', 'KB', 'MB', 'GB', 'TB'] as const;
const KIBI = 1024;

/** A file's size for people: '944 B', '12.5 KB', '3.2 MB' (powers of 1024; one decimal below 100). */
export function formatFileSize(bytes: number, language: Language): string {
  let value = Math.max(0, bytes);
  let unit = 0;
  while (value >= KIBI && unit < SIZE_UNITS.length - 1) {
    value /= KIBI;
    unit++;
  }
  const digits = unit === 0 || value >= 100 ? 0 : 1;
  return `${formatNumber(value, language, digits)} ${SIZE_UNITS[unit]}`;
}
