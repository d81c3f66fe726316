import { readStored, writeStored } from '../../services/storage';
import { LANGUAGES, type Language } from './translate';

function isLanguage(value: string | null): value is Language {
  return LANGUAGES.some((language) => language === value);
}

/** The remembered language, else the browser's (Chinese when it prefers zh), else English. */
export function readLanguage(): Language {
  const stored = readStored('lang');
  if (isLanguage(stored)) return stored;
  return navigator.language.toLowerCase().startsWith('zh') ? 'zh' : 'en';
}

export function saveLanguage(language: Language): void {
  writeStored('lang', language);
}
