import { queryOptions } from '@tanstack/react-query';
import {
  classCompletionPageSchema,
  heatMapSchema,
  lessonAttendancePageSchema,
  lessonAttendeesSchema,
  studentCompletionListSchema,
} from '../../schemas/reports';
import type { ReportCenterSearch, ReportTab } from '../../schemas/search-params';
import { apiRequest } from '../../services/http/api';
import { loadQuery } from '../../services/query/load-query';
import { organisationsQuery, termsQuery } from '../lists/catalogue-api';

/**
 * The report center's calls (docs/admin.md "Reports (server)"): each report's JSON for the page,
 * and the same path + `/csv` for its file (csv-download.ts). The page shows its own "cannot be
 * loaded" line, so failures are not toasted as well.
 */
export const REPORTS = 'reports';
export const REPORT_PAGE_SIZE = 15;
/** The engagement tab's class choice: the filtered classes, as many as one page of the API holds. */
export const CLASS_CHOICES_MAX = 100;

/** The filters every list shares; '' is "any". */
export type ReportFilters = { acteId: string; orgaId: string };

/** The page the address names (docs/data-loading.md): its filters, and its tab (the first by default). */
export const reportFiltersOf = (search: ReportCenterSearch): ReportFilters => ({
  acteId: search.acteId ?? '',
  orgaId: search.orgaId ?? '',
});
export const reportTabOf = (search: ReportCenterSearch): ReportTab => search.tab ?? 'completion';

/** The filters as query fields, those set only. */
export function filterParams(filters: ReportFilters): Record<string, string> {
  const params: Record<string, string> = {};
  if (filters.acteId !== '') params.acteId = filters.acteId;
  if (filters.orgaId !== '') params.orgaId = filters.orgaId;
  return params;
}

const listParams = (filters: ReportFilters, pageIndex: number, pageSize = REPORT_PAGE_SIZE) => ({
  ...filterParams(filters),
  'page.pageIndex': pageIndex,
  'page.pageSize': pageSize,
});

const get = (path: string, searchParams?: Record<string, string | number>) => apiRequest(path, { searchParams, noMessage: true });
const segment = encodeURIComponent;

export const classReportQuery = (filters: ReportFilters, pageIndex: number, pageSize = REPORT_PAGE_SIZE) =>
  queryOptions({
    queryKey: [REPORTS, 'classes', filters, pageIndex, pageSize],
    queryFn: async () => classCompletionPageSchema.parse(await get('/v1/reports/classes', listParams(filters, pageIndex, pageSize))),
  });

export const studentReportQuery = (teclId: string) =>
  queryOptions({
    queryKey: [REPORTS, 'students', teclId],
    queryFn: async () => studentCompletionListSchema.parse(await get(`/v1/reports/classes/${segment(teclId)}/students`)),
  });

export const lessonReportQuery = (filters: ReportFilters, pageIndex: number) =>
  queryOptions({
    queryKey: [REPORTS, 'lessons', filters, pageIndex],
    queryFn: async () => lessonAttendancePageSchema.parse(await get('/v1/reports/lessons', listParams(filters, pageIndex))),
  });

export const attendeesQuery = (courId: string) =>
  queryOptions({
    queryKey: [REPORTS, 'attendees', courId],
    queryFn: async () => lessonAttendeesSchema.parse(await get(`/v1/reports/lessons/${segment(courId)}/attendees`)),
  });

export const heatMapQuery = (vodId: string) =>
  queryOptions({
    queryKey: [REPORTS, 'heat-map', vodId],
    queryFn: async () => heatMapSchema.parse(await get(`/v1/reports/recordings/${segment(vodId)}/heat-map`)),
  });

/** Report paths of one class, lesson or recording, for their CSV files too. */
export const reportPaths = {
  classes: '/v1/reports/classes',
  students: (teclId: string) => `/v1/reports/classes/${segment(teclId)}/students`,
  lessons: '/v1/reports/lessons',
  attendees: (courId: string) => `/v1/reports/lessons/${segment(courId)}/attendees`,
  heatMap: (vodId: string) => `/v1/reports/recordings/${segment(vodId)}/heat-map`,
};

/**
 * The report center's loader (src/routes/main-routes.ts): the filters' choices, so a reloaded page
 * shows its chosen term and organisation, and the first page of the tab the address names.
 */
export function loadReportCenter(target: Parameters<typeof loadQuery>[0], search: ReportCenterSearch) {
  const filters = reportFiltersOf(search);
  const tab = reportTabOf(search);
  const report =
    tab === 'attendance'
      ? loadQuery(target, lessonReportQuery(filters, 1))
      : loadQuery(target, classReportQuery(filters, 1, tab === 'engagement' ? CLASS_CHOICES_MAX : REPORT_PAGE_SIZE));
  return Promise.all([loadQuery(target, termsQuery()), loadQuery(target, organisationsQuery()), report]);
}
