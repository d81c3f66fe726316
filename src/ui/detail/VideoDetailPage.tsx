import { getRouteApi } from '@tanstack/react-router';
import { ClassDetailPage } from './ClassDetailPage';

const route = getRouteApi('/layout/video-detail');

/** /video-detail: a class's page on its recordings, the one of courseId first. */
export function VideoDetailPage() {
  const { courseId, teclId } = route.useSearch();
  return <ClassDetailPage query={{ courseId, teclId }} focus="recordings" titleKey="route.videoDetail" testId="video-detail-page" />;
}
