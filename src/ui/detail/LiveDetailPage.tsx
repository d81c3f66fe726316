import { getRouteApi } from '@tanstack/react-router';
import { ClassDetailPage } from './ClassDetailPage';

const route = getRouteApi('/layout/live-detail');

/** /live-detail: a class's page on its live lesson (courseId), offering to watch it while it is on. */
export function LiveDetailPage() {
  const { courseId, teclId } = route.useSearch();
  return <ClassDetailPage query={{ courseId, teclId }} focus="live" titleKey="route.liveDetail" testId="live-detail-page" />;
}
