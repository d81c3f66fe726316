import { useI18n } from '../i18n/i18n-context';
import type { LessonPage } from '../lists/catalogue-api';
import { LessonCard } from '../lists/LessonCard';
import type { Remote } from '../lists/use-remote';
import { HomeSection } from './HomeSection';
import { LIVE_NOW_CARDS } from './live-now-load';
import { MoreLink, MoreText } from './MoreLink';
import { RemoteCards } from './RemoteCards';

/** Lessons on air now, then the rest of today's (loaded by the page, see loadLiveNow); more on /list-live. */
export function LiveNowSection({ remote }: { remote: Remote<LessonPage> }) {
  const { t } = useI18n();
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
        remote={remote}
        count={LIVE_NOW_CARDS}
        columns={4}
        emptyText={t('home.liveNow.empty')}
        renderCard={(lesson) => <LessonCard key={lesson.courId} lesson={lesson} />}
      />
    </HomeSection>
  );
}
