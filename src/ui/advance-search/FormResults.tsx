import { useI18n } from '../i18n/i18n-context';
import { fetchVodGroups } from '../lists/catalogue-api';
import { LessonCard } from '../lists/LessonCard';
import { LIST_PAGE_SIZE, videoListQuery } from '../lists/list-queries';
import { loadLiveLessons } from '../lists/live-list-load';
import { RemoteGrid } from '../lists/RemoteGrid';
import { useRemote } from '../lists/use-remote';
import { VodGroupCard } from '../lists/VodGroupCard';
import type { LiveForm, VideoForm } from './search-state';
import { usePaging } from './use-paging';

/** Recorded classes on the search page: most watched first (the form has no order). */
const SEARCH_VIDEO_ORDER = 'hot';

/** The live list filtered by the live form. */
export function LiveFormResults({ form }: { form: LiveForm }) {
  const { t } = useI18n();
  const key = JSON.stringify(form);
  const { pageIndex, onPage } = usePaging(key);
  const remote = useRemote(JSON.stringify([key, pageIndex]), () => loadLiveLessons(form, pageIndex, LIST_PAGE_SIZE));
  return (
    <RemoteGrid
      remote={remote}
      testId="live-results"
      emptyText={t('list.noLessons')}
      renderCard={(lesson) => <LessonCard key={lesson.courId} lesson={lesson} />}
      onPage={onPage}
    />
  );
}

/** The recorded classes filtered by the recorded form. */
export function VideoFormResults({ form }: { form: VideoForm }) {
  const { t } = useI18n();
  const key = JSON.stringify(form);
  const { pageIndex, onPage } = usePaging(key);
  const remote = useRemote(JSON.stringify([key, pageIndex]), () =>
    fetchVodGroups(videoListQuery({ ...form, order: SEARCH_VIDEO_ORDER }, pageIndex, LIST_PAGE_SIZE)),
  );
  return (
    <RemoteGrid
      remote={remote}
      testId="video-results"
      emptyText={t('list.noRecordings')}
      renderCard={(group) => <VodGroupCard key={group.teclId} group={group} />}
      onPage={onPage}
    />
  );
}
