import { formatNumber, LOCALES } from './format';
import type { MessageKey, messagesEn } from './messages-en';

export const LANGUAGES = ['en', 'zh'] as const;
export type Language = (typeof LANGUAGES)[number];

type Catalogue = Record<MessageKey, string>;

/**
 * Each language's catalogue is a chunk of its own, loaded before the first render (main.tsx) and
 * before a switch to it (I18nProvider): a page carries one language's text, not both.
 */
const loaders: Record<Language, () => Promise<Catalogue>> = {
  en: () => import('./messages-en').then((module) => module.messagesEn),
  zh: () => import('./messages-zh').then((module) => module.messagesZh),
};
const loaded: Partial<Record<Language, Catalogue>> = {};

export async function loadCatalogue(language: Language): Promise<void> {
  loaded[language] ??= await loaders[language]();
}

/** The language's catalogue; until it has loaded, one that has (every catalogue holds every key). */
export function catalogueOf(language: Language): Catalogue {
  const catalogue = loaded[language] ?? loaded.en ?? loaded.zh;
  if (catalogue === undefined) throw new Error('no language catalogue has loaded yet (loadCatalogue)');
  return catalogue;
}

/** Whether `key` is a message of the catalogue (keys built at run time, e.g. from menu signs). */
export function isMessageKey(key: string): key is MessageKey {
  const catalogue = loaded.en ?? loaded.zh;
  return catalogue !== undefined && Object.hasOwn(catalogue, key);
}

/** Parameter names a message declares, e.g. 'file {name} read error' → 'name'. */
type ParamNames<S extends string> = S extends `${string}{${infer Name}}${infer Rest}` ? Name | ParamNames<Rest> : never;
export type MessageParams<K extends MessageKey> = Record<ParamNames<(typeof messagesEn)[K]>, string | number>;
/** A message with parameters requires them; one without takes none. */
export type ParamsArg<K extends MessageKey> = [ParamNames<(typeof messagesEn)[K]>] extends [never] ? [] : [MessageParams<K>];

export function translate<K extends MessageKey>(language: Language, key: K, ...[params]: ParamsArg<K>): string {
  const template = catalogueOf(language)[key];
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
  const template = catalogueOf(language)[`${base}.${form}` as MessageKey];
  return template.replace(/\{count\}/g, formatNumber(count, language));
}

export type TranslateCount = (base: CountKey, count: number) => string;
