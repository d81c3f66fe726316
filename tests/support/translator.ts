import type { MessageKey } from '../../src/ui/i18n/messages-en';
import { translate, type Language, type Translate } from '../../src/ui/i18n/translate';

/** The page's `t` of a language (useI18n outside React), for tests of what a page says; load its catalogue first. */
export const translatorOf = (language: Language): Translate =>
  ((key: MessageKey, params?: Record<string, string | number>) =>
    (translate as (language: Language, key: MessageKey, params?: Record<string, string | number>) => string)(
      language,
      key,
      params,
    )) as unknown as Translate;
