import { queryOptions } from '@tanstack/react-query';
import { classDetailSchema, collectionResultSchema, type ClassDetail, type CollectionBody } from '../../schemas/detail';
import { recordingTitleSchema, type RecordingTitle } from '../../schemas/admin-detail';
import { apiRequest } from '../../services/http/api';

/** Which class page: a teaching class, one of its lessons, or both (the route's search fields). */
export type ClassDetailQuery = { teclId?: string; courseId?: string };

/** An address without either names no class: the page says so without asking. */
export const namesClass = ({ teclId, courseId }: ClassDetailQuery) => teclId !== undefined || courseId !== undefined;

/**
 * GET /v1/tecl/detail. The page says itself why a class cannot be shown (no permission, not
 * found), so the server message is not toasted as well.
 */
export async function fetchClassDetail(query: ClassDetailQuery): Promise<ClassDetail> {
  const searchParams: Record<string, string> = {};
  if (query.teclId !== undefined) searchParams.teclId = query.teclId;
  if (query.courseId !== undefined) searchParams.courseId = query.courseId;
  return classDetailSchema.parse(await apiRequest('/v1/tecl/detail', { searchParams, noMessage: true }));
}

/** Every cached class page: a favourite changed says `collected` anew on them. */
export const CLASS_DETAIL = 'class-detail';

/** The class page's answer, cached by its address fields (docs/data-loading.md). */
export const classDetailQuery = ({ teclId, courseId }: ClassDetailQuery) =>
  queryOptions({
    queryKey: [CLASS_DETAIL, teclId ?? null, courseId ?? null],
    queryFn: () => fetchClassDetail({ teclId, courseId }),
  });

/** POST /v1/vod/collection (SPEC §7): keeps a class or a recording among the favourites, or drops it. */
export async function toggleCollection(body: CollectionBody): Promise<boolean> {
  return collectionResultSchema.parse(await apiRequest('/v1/vod/collection', { method: 'POST', json: body })).collected;
}

/**
 * PUT /v1/admin/recordings/:vodId/title: the class's teacher or an administrator renames one of its
 * recordings (docs/admin.md "Renaming a recording"). Quiet: the dialog says why it was refused.
 */
export async function renameRecording({ vodId, title }: { vodId: string; title: string }): Promise<RecordingTitle> {
  return recordingTitleSchema.parse(
    await apiRequest(`/v1/admin/recordings/${encodeURIComponent(vodId)}/title`, { method: 'PUT', json: { title }, noMessage: true }),
  );
}
