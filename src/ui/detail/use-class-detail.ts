import type { ClassDetail } from '../../schemas/detail';
import { useLoaded, type Refusal } from '../loading/use-loaded';
import { fetchClassDetail, type ClassDetailQuery } from './detail-api';

export { refusalOf, type Refusal } from '../loading/use-loaded';

export type ClassDetailState = { status: 'loading' } | { status: 'ready'; detail: ClassDetail } | { status: Refusal };

/** The class page's data, or why there is none. */
export function useClassDetail({ teclId, courseId }: ClassDetailQuery): ClassDetailState {
  const key = teclId === undefined && courseId === undefined ? null : JSON.stringify([teclId ?? null, courseId ?? null]);
  const loaded = useLoaded(key, () => fetchClassDetail({ teclId, courseId }), 'class detail');
  return loaded.status === 'ready' ? { status: 'ready', detail: loaded.value } : loaded;
}
