import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useI18n } from '../i18n/i18n-context';
import { LessonCard } from '../lists/LessonCard';
import { RemoteGrid } from '../lists/RemoteGrid';
import { VodGroupCard } from '../lists/VodGroupCard';
import { liveFormResultsQuery, videoFormResultsQuery } from './search-api';
import type { SearchView } from './search-state';

type Props = { view: SearchView; onPage: (page: number) => void };

/** The live list filtered by the live form. */
export function LiveFormResults({ view, onPage }: Props) {
  const { t } = useI18n();
  const answer = useQuery({ ...liveFormResultsQuery(view), placeholderData: keepPreviousData });
  return (
    <RemoteGrid
      answer={answer}
      testId="live-results"
      emptyText={t('list.noLessons')}
      renderCard={(lesson) => <LessonCard key={lesson.courId} lesson={lesson} />}
      onPage={onPage}
    />
  );
}

/** The recorded classes filtered by the recorded form, most watched first. */
export function VideoFormResults({ view, onPage }: Props) {
  const { t } = useI18n();
  const answer = useQuery({ ...videoFormResultsQuery(view), placeholderData: keepPreviousData });
  return (
    <RemoteGrid
      answer={answer}
      testId="video-results"
      emptyText={t('list.noRecordings')}
      renderCard={(group) => <VodGroupCard key={group.teclId} group={group} />}
      onPage={onPage}
    />
  );
}
