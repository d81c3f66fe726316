import type { UploadNotice } from '../../machines/upload-file.machine';
import { catalogueOf, type Language } from '../i18n/translate';

/** A machine's notice in the reader's language: the server's own text, or the catalogue's with its values. */
export function noticeText(notice: UploadNotice, language: Language): string {
  if ('text' in notice) return notice.text;
  const values = notice.values ?? {};
  return catalogueOf(language)[notice.id].replace(/\{(\w+)\}/g, (placeholder, name: string) => values[name] ?? placeholder);
}
