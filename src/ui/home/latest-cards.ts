import type { UnionCard } from '../../schemas/catalogue';
import type { LessonPage, UnionPage } from '../lists/catalogue-api';
import type { Remote } from '../lists/use-remote';

/**
 * The union list less the lessons the live row above already shows: both lead with the lessons
 * on now, and the same card twice in a row of sections reads as a mistake. The union waits for
 * the row; a row that failed hides nothing.
 */
export function unionBesidesLiveRow(union: Remote<UnionPage>, liveRow: Remote<LessonPage>): Remote<{ records: UnionCard[] }> {
  if (union.status !== 'ready') return union;
  if (liveRow.status === 'loading') return { status: 'loading', stale: null };
  const shown = new Set(liveRow.status === 'ready' ? liveRow.data.records.map((lesson) => lesson.courId) : []);
  return { status: 'ready', data: { records: union.data.records.filter((card) => card.kind !== 'live' || !shown.has(card.courId)) } };
}
