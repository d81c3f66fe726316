import type { Language } from '../i18n/translate';

const LOCALES: Record<Language, string> = { en: 'en-GB', zh: 'zh-CN' };

/** E.g. '28 Sept 2026, 14:05' or '2026年9月28日 14:05': when a link stops working. */
export const shareDateTime = (iso: string, language: Language) =>
  new Intl.DateTimeFormat(LOCALES[language], { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));

/** A position in a recording, e.g. 75 → '1:15', 3725 → '1:02:05'. */
export function clockTime(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  const [h, m, s] = [Math.floor(whole / 3600), Math.floor((whole % 3600) / 60), whole % 60];
  const two = (n: number) => String(n).padStart(2, '0');
  return h > 0 ? `${h}:${two(m)}:${two(s)}` : `${m}:${two(s)}`;
}
