import { useQuery } from '@tanstack/react-query';
import { useI18n } from '../i18n/i18n-context';
import { unionQuery } from '../lists/catalogue-api';
import { LessonCard } from '../lists/LessonCard';
import { RecordingCard } from '../lists/RecordingCard';
import { HomeSection } from './HomeSection';
import { unionBesidesLiveRow } from './latest-cards';
import { LIVE_NOW_CARDS, liveNowQuery } from './live-now-load';
import { MoreLink, MoreText } from './MoreLink';
import { RemoteCards } from './RemoteCards';

const LATEST_CARDS = 8;

/**
 * Lessons on now, then the newest single recordings (GET /v1/union/vod_live_new), less those
 * the live row shows: asking for that many more keeps two full rows.
 */
export function LatestSection() {
  const { t } = useI18n();
  const union = useQuery(unionQuery(1, LATEST_CARDS + LIVE_NOW_CARDS));
  // The live section's own query: asked once for both.
  const liveRow = useQuery(liveNowQuery());
  return (
    <HomeSection
      testId="home-latest"
      title={t('home.latest.title')}
      hint={t('home.latest.hint')}
      more={
        <MoreLink to="/list-video" search={{ order: 'time' }} data-testid="home-more-latest">
          <MoreText />
        </MoreLink>
      }
    >
      <RemoteCards
        answer={unionBesidesLiveRow(union, liveRow)}
        count={LATEST_CARDS}
        columns={4}
        emptyText={t('home.latest.empty')}
        renderCard={(card) =>
          card.kind === 'live' ? (
            <LessonCard key={`live-${card.courId}`} lesson={card} />
          ) : (
            <RecordingCard key={`vod-${card.vodId}`} recording={card} />
          )
        }
      />
    </HomeSection>
  );
}
