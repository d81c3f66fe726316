import { classDetailSchema, collectionResultSchema, type ClassDetail, type CollectionBody } from '../../schemas/detail';
import { apiRequest } from '../../services/http/api';

/** Which class page: a teaching class, one of its lessons, or both (the route's search fields). */
export type ClassDetailQuery = { teclId?: string; courseId?: string };

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

/** POST /v1/vod/collection (SPEC §7): keeps a class or a recording among the favourites, or drops it. */
export async function toggleCollection(body: CollectionBody): Promise<boolean> {
  return collectionResultSchema.parse(await apiRequest('/v1/vod/collection', { method: 'POST', json: body })).collected;
}
