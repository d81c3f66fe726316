import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { I18nContext, type I18n } from './i18n-context';
import { readLanguage, saveLanguage } from './language';
import { loadCatalogue, translate, translateCount, type Language, type Translate, type TranslateCount } from './translate';

/** Holds the current language; switching re-renders every text and is remembered (lectern.lang). */
export function I18nProvider({ children }: { children: ReactNode }) {
  const [language, setLanguageState] = useState<Language>(readLanguage);

  // The new language's catalogue is fetched first, so no text shows as a key meanwhile.
  const setLanguage = useCallback((next: Language) => {
    loadCatalogue(next).then(
      () => {
        saveLanguage(next);
        setLanguageState(next);
      },
      (error: unknown) => console.warn('the language could not be loaded', error),
    );
  }, []);

  // Screen readers and fonts follow the page language.
  useEffect(() => {
    document.documentElement.lang = language === 'zh' ? 'zh-CN' : 'en';
  }, [language]);

  const value = useMemo<I18n>(() => {
    const t: Translate = (key, ...params) => translate(language, key, ...params);
    const tc: TranslateCount = (base, count) => translateCount(language, base, count);
    return { language, setLanguage, t, tc };
  }, [language, setLanguage]);

  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}
