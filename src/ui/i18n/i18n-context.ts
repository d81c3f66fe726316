import { createContext, useContext } from 'react';
import type { Language, Translate, TranslateCount } from './translate';

export type I18n = { language: Language; setLanguage: (language: Language) => void; t: Translate; tc: TranslateCount };

export const I18nContext = createContext<I18n | null>(null);

export function useI18n(): I18n {
  const i18n = useContext(I18nContext);
  if (i18n === null) throw new Error('useI18n must be used inside <I18nProvider>');
  return i18n;
}
