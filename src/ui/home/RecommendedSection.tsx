import { useQuery } from '@tanstack/react-query';
import { useI18n } from '../i18n/i18n-context';
import { styleEntriesQuery } from '../shared/style-entries-api';
import { VodGroupCard } from '../lists/VodGroupCard';
import { rem } from '../scaling/rem';
import { styled } from '../theme/stitches';
import { HomeSection } from './HomeSection';
import { MoreLink, MoreText } from './MoreLink';
import { rankingEnabledOf } from './ranking-setting';
import { RankingList } from './RankingList';
import { recordedQuery } from './recorded-load';
import { RemoteCards } from './RemoteCards';

/** Two rows: of four cards, or of three beside the ranking. */
const ROWS = 2;
const MOST_CARDS = 4 * ROWS;
const RANKING_WIDTH_PX = 360;

const Split = styled('div', {
  variants: {
    ranking: { true: { display: 'grid', gridTemplateColumns: `minmax(0, 1fr) ${rem(RANKING_WIDTH_PX)}`, gap: rem(24) } },
  },
});

/**
 * Classes with the newest recordings (time first, SPEC §7), and beside them the ranking when
 * the school enables it. The cards wait for the setting, so the grid is laid out once.
 */
export function RecommendedSection() {
  const { t } = useI18n();
  const cards = useQuery(recordedQuery('time', MOST_CARDS));
  // A school whose setting cannot be read gets no ranking rather than no section.
  const setting = useQuery({ ...styleEntriesQuery(), select: rankingEnabledOf });
  const ranking = setting.data ?? false;
  const columns = ranking ? 3 : 4;
  return (
    <HomeSection
      testId="home-recommended"
      title={t('home.recommended.title')}
      hint={t('home.recommended.hint')}
      more={
        <MoreLink to="/list-video" search={{ order: 'time' }} data-testid="home-more-recommended">
          <MoreText />
        </MoreLink>
      }
    >
      <Split ranking={ranking}>
        <RemoteCards
          answer={setting.isPending ? { data: undefined, isError: false } : cards}
          count={columns * ROWS}
          columns={columns}
          emptyText={t('home.recordings.empty')}
          renderCard={(group) => <VodGroupCard key={group.teclId} group={group} />}
        />
        {ranking ? <RankingList /> : null}
      </Split>
    </HomeSection>
  );
}
