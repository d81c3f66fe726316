import type { ReportLang } from '../../schemas/reports';
import { apiRequest } from '../../services/http/api';
import { formatDate } from '../i18n/format';
import type { Language } from '../i18n/translate';
import { saveFile } from '../shared/save-file';

/**
 * A report as a CSV file (docs/admin.md "The report center page"): the report's path + `/csv`
 * asked through the app's API client, so the session header goes with it and an expired token is
 * refreshed like for any call (a plain link could carry neither), then handed to the browser to
 * save. The server writes the UTF-8 byte order mark and the header row in the page's language.
 */
export type CsvRequest = {
  /** The report's JSON path; `/csv` is appended. */
  path: string;
  /** The report's filters (every row is exported: no paging). */
  searchParams?: Record<string, string | number>;
  /** The file's name before the date, e.g. 'class-completion' or 'engagement-Lecture 3'. */
  name: string;
};

const CSV_LANG: Record<Language, ReportLang> = { en: 'en', zh: 'zh' };

/** Characters a file name may not hold on Windows or macOS, and control characters, become '_'. */
const UNSAFE_IN_FILE_NAME = new RegExp(`[\\\\/:*?"<>|${String.fromCharCode(0)}-${String.fromCharCode(31)}]+`, 'g');
export const fileNameOf = (name: string, day: string) => `${name.replace(UNSAFE_IN_FILE_NAME, '_').trim()}-${day}.csv`;

export async function downloadReportCsv(request: CsvRequest, language: Language): Promise<void> {
  const file = await apiRequest(`${request.path}/csv`, {
    searchParams: { ...request.searchParams, lang: CSV_LANG[language] },
    asBlob: true,
    timeout: false,
  });
  if (!(file instanceof Blob)) throw new Error('the server answered without a file');
  saveFile(file, fileNameOf(request.name, formatDate(new Date(), language, 'iso')));
}
