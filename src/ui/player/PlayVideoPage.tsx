import { getRouteApi } from '@tanstack/react-router';
import { DetailSkeleton } from '../detail/DetailSkeleton';
import { DetailUnavailable } from '../detail/DetailUnavailable';
import { FullWindowFrame } from '../detail/FullWindowFrame';
import { useI18n } from '../i18n/i18n-context';
import { rem } from '../scaling/rem';
import { styled } from '../theme/stitches';
import { LessonList } from './LessonList';
import { ResourcePanel } from './ResourcePanel';
import { PlayerStage } from './PlayerStage';
import { chooseLesson, startPosition } from './play-choice';
import { usePlayInfo } from './use-play-info';

const route = getRouteApi('/layout/play-video');

const Layout = styled('div', {
  display: 'grid',
  gridTemplateColumns: `minmax(0, 1fr) ${rem(340)}`,
  gap: rem(20),
  alignItems: 'start',
});

const Side = styled('div', { display: 'flex', flexDirection: 'column', gap: rem(16), minWidth: 0 });

const Empty = styled('p', { padding: rem(48), textAlign: 'center', color: '$textMuted', backgroundColor: '$surface', borderRadius: '$md' });

/**
 * /play-video (teclId, target=video; vodId and t chosen): a class's recordings, one playing,
 * the others beside it. Resumes where the viewer left off unless t= says where to start.
 */
export function PlayVideoPage() {
  const { t } = useI18n();
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const state = usePlayInfo(search.teclId);
  const body = (() => {
    if (state.status === 'loading') return <DetailSkeleton />;
    if (state.status !== 'ready') return <DetailUnavailable reason={state.status} />;
    const lesson = chooseLesson(state.info.lessons, search.vodId);
    if (lesson === null) return <Empty data-testid="player-empty">{t('player.noRecordings')}</Empty>;
    return (
      <Layout>
        <PlayerStage key={lesson.vodId} lesson={lesson} startAt={startPosition(lesson, search.vodId === undefined || search.vodId === lesson.vodId ? search.t : undefined)} />
        <Side>
          <LessonList
            lessons={state.info.lessons}
            current={lesson.vodId}
            onChoose={(vodId) => void navigate({ search: (previous) => ({ ...previous, vodId, t: undefined }), replace: true })}
          />
          <ResourcePanel
            resources={state.info.resources.filter((resource) => resource.vodId === null || resource.vodId === lesson.vodId)}
            packName={state.info.teclName}
          />
        </Side>
      </Layout>
    );
  })();
  const title = state.status === 'ready' ? state.info.teclName : t('route.playVideo');
  return (
    <FullWindowFrame title={title} testId="play-video-page">
      {body}
    </FullWindowFrame>
  );
}
