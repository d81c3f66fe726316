import { useQuery } from '@tanstack/react-query';
import { useI18n } from '../i18n/i18n-context';
import { VodGroupCard } from '../lists/VodGroupCard';
import { HomeSection } from './HomeSection';
import { MoreLink, MoreText } from './MoreLink';
import { recordedQuery } from './recorded-load';
import { RemoteCards } from './RemoteCards';

const HOT_CARDS = 8;

/** The hottest classes (hot first, then time, SPEC §7); more on /list-video. */
export function HotSection() {
  const { t } = useI18n();
  const answer = useQuery(recordedQuery('hot', HOT_CARDS));
  return (
    <HomeSection
      testId="home-hot"
      title={t('home.hot.title')}
      hint={t('home.hot.hint')}
      more={
        <MoreLink to="/list-video" data-testid="home-more-hot">
          <MoreText />
        </MoreLink>
      }
    >
      <RemoteCards
        answer={answer}
        count={HOT_CARDS}
        columns={4}
        emptyText={t('home.recordings.empty')}
        renderCard={(group) => <VodGroupCard key={group.teclId} group={group} />}
      />
    </HomeSection>
  );
}
