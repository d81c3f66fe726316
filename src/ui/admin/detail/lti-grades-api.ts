import { queryOptions } from '@tanstack/react-query';
import { classGradesSchema, gradeItemSchema, type ClassGrades, type GradeItem, type GradeItemBody } from '../../../schemas/lti-grades';
import { apiRequest } from '../../../services/http/api';

/**
 * The class's LMS grades (docs/api.md "LTI grades"): the bound courses that offer line items and
 * the graded items made there; making one, grading it again, stopping it. Quiet (`noMessage`): a class without LMS courses, or a caller the
 * server refuses, simply shows no grading.
 */
export const LTI_GRADES = 'lti-grades';
const quiet = { noMessage: true } as const;
const pathOf = (teclId: string) => `/v1/admin/classes/${encodeURIComponent(teclId)}/lti-grades`;

export const classGradesQuery = (teclId: string) =>
  queryOptions({
    queryKey: [LTI_GRADES, teclId],
    queryFn: async (): Promise<ClassGrades> => classGradesSchema.parse(await apiRequest(pathOf(teclId), quiet)),
    retry: false,
  });

export async function makeGradeItem(teclId: string, body: GradeItemBody): Promise<GradeItem> {
  return gradeItemSchema.parse(await apiRequest(pathOf(teclId), { method: 'POST', json: body, ...quiet }));
}

export async function stopGradeItem(teclId: string, itemId: string): Promise<GradeItem> {
  return gradeItemSchema.parse(await apiRequest(`${pathOf(teclId)}/${encodeURIComponent(itemId)}/stop`, { method: 'POST', ...quiet }));
}
