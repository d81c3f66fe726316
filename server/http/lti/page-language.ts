/**
 * The language of a page the server writes itself (the LTI launch's refusals): the first of the
 * browser's Accept-Language preferences that is Chinese or English, by weight, English when none
 * is. The SPA decides its own language from the browser the same way (src/ui/i18n/language.ts).
 */
export type PageLanguage = 'en' | 'zh';

export function pageLanguageOf(acceptLanguage: string | undefined): PageLanguage {
  const preferences = (acceptLanguage ?? '')
    .split(',')
    .map((part, order) => {
      const [tag = '', ...parameters] = part.trim().split(';');
      const weight = parameters.map((p) => /^\s*q\s*=\s*([01](?:\.\d{0,3})?)\s*$/.exec(p)?.[1]).find((q) => q !== undefined);
      return { tag: tag.trim().toLowerCase(), weight: weight === undefined ? 1 : Number(weight), order };
    })
    .filter((preference) => preference.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.order - b.order);
  for (const { tag } of preferences) {
    if (tag === 'zh' || tag.startsWith('zh-')) return 'zh';
    if (tag === 'en' || tag.startsWith('en-')) return 'en';
  }
  return 'en';
}
