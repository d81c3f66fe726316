import { useI18n } from '../i18n/i18n-context';
import { fetchUnion, type LessonPage } from '../lists/catalogue-api';
import { LessonCard } from '../lists/LessonCard';
import { pageQuery } from '../lists/list-queries';
import { RecordingCard } from '../lists/RecordingCard';
import { useRemote, type Remote } from '../lists/use-remote';
import { HomeSection } from './HomeSection';
import { unionBesidesLiveRow } from './latest-cards';
import { LIVE_NOW_CARDS } from './live-now-load';
import { MoreLink, MoreText } from './MoreLink';
import { RemoteCards } from './RemoteCards';

const LATEST_CARDS = 8;

/**
 * Lessons on now, then the newest single recordings (GET /v1/union/vod_live_new), less those
 * the live row shows: asking for that many more keeps two full rows.
 */
export function LatestSection({ liveRow }: { liveRow: Remote<LessonPage> }) {
  const { t } = useI18n();
  const union = useRemote('latest', () => fetchUnion(pageQuery(1, LATEST_CARDS + LIVE_NOW_CARDS)));
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
        remote={unionBesidesLiveRow(union, liveRow)}
        count={LATEST_CARDS}
        columns={4}
        emptyText={t('home.latest.empty')}
        renderCard={(card) =>
          card.kind === 'live' ? <LessonCard key={`live-${card.courId}`} lesson={card} /> : <RecordingCard key={`vod-${card.vodId}`} recording={card} />
        }
      />
    </HomeSection>
  );
}
