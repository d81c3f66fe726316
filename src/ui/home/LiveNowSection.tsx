import { useQuery } from '@tanstack/react-query';
import { useI18n } from '../i18n/i18n-context';
import { LessonCard } from '../lists/LessonCard';
import { HomeSection } from './HomeSection';
import { LIVE_NOW_CARDS, liveNowQuery } from './live-now-load';
import { MoreLink, MoreText } from './MoreLink';
import { RemoteCards } from './RemoteCards';

/** Lessons on air now, then the rest of today's (see liveNowQuery); more on /list-live. */
export function LiveNowSection() {
  const { t } = useI18n();
  const answer = useQuery(liveNowQuery());
  return (
    <HomeSection
      testId="home-live-now"
      title={t('home.liveNow.title')}
      hint={t('home.liveNow.hint')}
      more={
        <MoreLink to="/list-live" data-testid="home-more-live">
          <MoreText />
        </MoreLink>
      }
    >
      <RemoteCards
        answer={answer}
        count={LIVE_NOW_CARDS}
        columns={4}
        emptyText={t('home.liveNow.empty')}
        renderCard={(lesson) => <LessonCard key={lesson.courId} lesson={lesson} />}
      />
    </HomeSection>
  );
}
