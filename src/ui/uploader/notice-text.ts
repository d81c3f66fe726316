import type { UploadNotice } from '../../machines/upload-file.machine';
import { catalogueOf, type Language } from '../i18n/translate';
import { serverErrorText } from '../kit/toast/server-error-text';

/**
 * A machine's notice in the reader's language: a refusal by its reason and values (the refusal
 * catalogue), else by its error kind; the notice's own sentence, with its values, when the server
 * gave neither. Never the server's English.
 */
export function noticeText(notice: UploadNotice, language: Language): string {
  const values = notice.values ?? {};
  const sentence = catalogueOf(language)[notice.id].replace(/\{(\w+)\}/g, (placeholder, name: string) => values[name] ?? placeholder);
  if (notice.refusal === undefined) return sentence;
  // The sentence stands in for the server's words: a code this version does not know says it.
  return serverErrorText(language, notice.refusal.code ?? undefined, sentence, notice.refusal.result);
}
