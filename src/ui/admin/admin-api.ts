import { queryOptions } from '@tanstack/react-query';
import {
  classPageSchema,
  deletedClassSchema,
  generatedLessonsSchema,
  managedClassSchema,
  type ClassCreateBody,
  type ClassEditBody,
  type GeneratedLessons,
  type LessonPatternBody,
  type ManagedClass,
} from '../../schemas/admin-classes';
import { adminLookupsSchema } from '../../schemas/admin-lookups';
import type { AdminHomeSearch } from '../../schemas/search-params';
import { apiRequest } from '../../services/http/api';

/**
 * /admin/home's class calls (docs/admin.md "Classes", "Generating a term's lessons"). Every cached
 * list starts with ADMIN_CLASSES, so a change invalidates them all. Writes are quiet (`noMessage`):
 * their dialogs show the server's reason beside the form instead of a toast.
 */
export const ADMIN_CLASSES = 'admin-classes';
export const CLASS_PAGE_SIZE = 15;

/** The list's filters; '' is "any". */
export type ClassFilters = { acteId: string; orgaId: string; teacId: string; tagId: string; q: string };

/** The list the address names (docs/data-loading.md): its filters and page. */
export type ClassListInputs = { filters: ClassFilters; pageIndex: number };
export const classListInputsOf = (search: AdminHomeSearch): ClassListInputs => ({
  filters: {
    acteId: search.acteId ?? '',
    orgaId: search.orgaId ?? '',
    teacId: search.teacId ?? '',
    tagId: search.tagId ?? '',
    q: search.q ?? '',
  },
  pageIndex: search.page ?? 1,
});

/** The address of a list: the filters set, and the page unless it is the first. */
export const adminHomeSearchOf = ({ filters, pageIndex }: ClassListInputs): AdminHomeSearch => {
  const search: AdminHomeSearch = {};
  for (const [name, value] of Object.entries(filters) as [keyof ClassFilters, string][]) if (value !== '') search[name] = value;
  if (pageIndex > 1) search.page = pageIndex;
  return search;
};

export const classesQuery = ({ filters, pageIndex }: ClassListInputs) =>
  queryOptions({
    queryKey: [ADMIN_CLASSES, 'list', filters, pageIndex],
    queryFn: async () => {
      const searchParams: Record<string, string | number> = { 'page.pageIndex': pageIndex, 'page.pageSize': CLASS_PAGE_SIZE };
      for (const [name, value] of Object.entries(filters)) if (value !== '') searchParams[name] = value;
      return classPageSchema.parse(await apiRequest('/v1/admin/classes', { searchParams }));
    },
  });

/** Subjects, teachers and classrooms the forms offer (GET /v1/admin/lookups). */
export const adminLookupsQuery = () =>
  queryOptions({
    queryKey: ['admin-lookups'],
    queryFn: async () => adminLookupsSchema.parse(await apiRequest('/v1/admin/lookups')),
    staleTime: 5 * 60_000,
  });

const classPath = (teclId: string) => `/v1/admin/classes/${encodeURIComponent(teclId)}`;

export async function createClass(body: ClassCreateBody): Promise<ManagedClass> {
  return managedClassSchema.parse(await apiRequest('/v1/admin/classes', { method: 'POST', json: body, noMessage: true }));
}

export async function editClass(teclId: string, body: ClassEditBody): Promise<ManagedClass> {
  return managedClassSchema.parse(await apiRequest(classPath(teclId), { method: 'PATCH', json: body, noMessage: true }));
}

export async function deleteClass(teclId: string): Promise<void> {
  deletedClassSchema.parse(await apiRequest(classPath(teclId), { method: 'DELETE', noMessage: true }));
}

export async function generateLessons(teclId: string, body: LessonPatternBody): Promise<GeneratedLessons> {
  return generatedLessonsSchema.parse(
    await apiRequest(`${classPath(teclId)}/sessions/generate`, { method: 'POST', json: body, noMessage: true }),
  );
}
