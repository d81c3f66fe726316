import { formatNumber, LOCALES } from './format';
import { messagesEn, type MessageKey } from './messages-en';
import { messagesZh } from './messages-zh';

export const LANGUAGES = ['en', 'zh'] as const;
export type Language = (typeof LANGUAGES)[number];

export const catalogues: Record<Language, Record<MessageKey, string>> = { en: messagesEn, zh: messagesZh };

/** Parameter names a message declares, e.g. 'file {name} read error' → 'name'. */
type ParamNames<S extends string> = S extends `${string}{${infer Name}}${infer Rest}` ? Name | ParamNames<Rest> : never;
export type MessageParams<K extends MessageKey> = Record<ParamNames<(typeof messagesEn)[K]>, string | number>;
/** A message with parameters requires them; one without takes none. */
export type ParamsArg<K extends MessageKey> = [ParamNames<(typeof messagesEn)[K]>] extends [never] ? [] : [MessageParams<K>];

export function translate<K extends MessageKey>(language: Language, key: K, ...[params]: ParamsArg<K>): string {
  const template = catalogues[language][key];
  if (params === undefined) return template;
  const values: Record<string, string | number> = params;
  return template.replace(/\{(\w+)\}/g, (placeholder, name: string) => (name in values ? String(values[name]) : placeholder));
}

export type Translate = <K extends MessageKey>(key: K, ...params: ParamsArg<K>) => string;

/** Messages that come in plural forms: `<base>.one` and `<base>.other`, each with `{count}`. */
export type CountKey = {
  [K in MessageKey]: K extends `${infer Base}.other` ? (`${Base}.one` extends MessageKey ? Base : never) : never;
}[MessageKey];

const pluralRules = Object.fromEntries(LANGUAGES.map((l) => [l, new Intl.PluralRules(LOCALES[l])])) as Record<Language, Intl.PluralRules>;

/** '1 recording', '2 recordings', '1,234 views': the form the language's plural rules choose. */
export function translateCount(language: Language, base: CountKey, count: number): string {
  const form = pluralRules[language].select(count) === 'one' ? 'one' : 'other';
  const template = catalogues[language][`${base}.${form}` as MessageKey];
  return template.replace(/\{count\}/g, formatNumber(count, language));
}

export type TranslateCount = (base: CountKey, count: number) => string;
