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
