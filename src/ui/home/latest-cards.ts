import type { UnionCard } from '../../schemas/catalogue';
import type { LessonPage, UnionPage } from '../lists/catalogue-api';
import type { Answer } from '../lists/list-answer';

/**
 * The union list less the lessons the live row above already shows: both lead with the lessons
 * on now, and the same card twice in a row of sections reads as a mistake. The union waits for
 * the row; a row that failed hides nothing.
 */
export function unionBesidesLiveRow(union: Answer<UnionPage>, liveRow: Answer<LessonPage>): Answer<{ records: UnionCard[] }> {
  if (union.data === undefined) return { data: undefined, isError: union.isError };
  if (liveRow.data === undefined && !liveRow.isError) return { data: undefined, isError: false };
  const shown = new Set(liveRow.data?.records.map((lesson) => lesson.courId) ?? []);
  return { data: { records: union.data.records.filter((card) => card.kind !== 'live' || !shown.has(card.courId)) }, isError: false };
}
