import { queryOptions } from '@tanstack/react-query';
import {
  candidatePageSchema,
  enrolledPageSchema,
  enrolmentAddResultSchema,
  enrolmentImportResultSchema,
  enrolmentRemoveResultSchema,
  type EnrolmentImportResult,
} from '../../schemas/admin-enrolment';
import { apiRequest } from '../../services/http/api';
import { ADMIN_CLASSES } from './admin-api';

/**
 * A class's students (docs/admin.md "Enrolment"). The lists are cached under ADMIN_CLASSES, so a
 * change refreshes them and the classes' student counts together.
 */
export const STUDENT_PAGE_SIZE = 10;

const studentsPath = (teclId: string) => `/v1/admin/classes/${encodeURIComponent(teclId)}/students`;
const pageParams = (pageIndex: number, keyword: string) => ({
  'page.pageIndex': pageIndex,
  'page.pageSize': STUDENT_PAGE_SIZE,
  ...(keyword === '' ? {} : { keyword }),
});

export const enrolledQuery = (teclId: string, keyword: string, pageIndex: number) =>
  queryOptions({
    queryKey: [ADMIN_CLASSES, 'students', teclId, keyword, pageIndex],
    queryFn: async () => enrolledPageSchema.parse(await apiRequest(studentsPath(teclId), { searchParams: pageParams(pageIndex, keyword) })),
  });

export const candidatesQuery = (teclId: string, keyword: string, pageIndex: number) =>
  queryOptions({
    queryKey: [ADMIN_CLASSES, 'candidates', teclId, keyword, pageIndex],
    queryFn: async () =>
      candidatePageSchema.parse(await apiRequest(`${studentsPath(teclId)}/candidates`, { searchParams: pageParams(pageIndex, keyword) })),
  });

export async function addStudents(teclId: string, ids: string[]): Promise<void> {
  enrolmentAddResultSchema.parse(await apiRequest(studentsPath(teclId), { method: 'POST', json: { ids } }));
}

export async function removeStudent(teclId: string, userId: string): Promise<void> {
  enrolmentRemoveResultSchema.parse(await apiRequest(`${studentsPath(teclId)}/${encodeURIComponent(userId)}`, { method: 'DELETE' }));
}

/** The CSV file's text: previewed (`dryRun`) or imported; the answer reports every row. */
export async function importStudents(teclId: string, csv: string, dryRun: boolean): Promise<EnrolmentImportResult> {
  return enrolmentImportResultSchema.parse(
    await apiRequest(`${studentsPath(teclId)}/import`, { method: 'POST', json: { csv, dryRun }, noMessage: true }),
  );
}
