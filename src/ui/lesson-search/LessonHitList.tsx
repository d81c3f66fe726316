import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useI18n } from '../i18n/i18n-context';
import { EmptyBlock } from '../kit/EmptyBlock';
import { Pager } from '../kit/Pager';
import { rem } from '../scaling/rem';
import { styled } from '../theme/stitches';
import { lessonHitsQuery } from './lesson-search-api';
import { LessonHitCard } from './LessonHitCard';

const Count = styled('p', { margin: `${rem(24)} 0 ${rem(16)}`, fontSize: rem(15), color: '$textMuted' });

const List = styled('div', {
  display: 'grid',
  gap: rem(16),
  variants: { loading: { true: { opacity: 0.55, transition: 'opacity 150ms' } } },
});

const Skeleton = styled('div', { height: rem(190), borderRadius: '$md', backgroundColor: '#eceef1' });

const SKELETON_ROWS = 3;

/**
 * The lessons whose slides, captions, transcripts or notes hold the keyword, a page at a time, as
 * the search page's other lists show theirs: the count, the cards (the previous page dimmed while
 * the next loads), the pager; an empty block when nothing matched or the call failed.
 */
export function LessonHitList({ keyword, pageIndex, onPage }: { keyword: string; pageIndex: number; onPage: (page: number) => void }) {
  const { t, tc } = useI18n();
  const answer = useQuery({ ...lessonHitsQuery(keyword, pageIndex), placeholderData: keepPreviousData });
  const page = answer.data;
  if (page === undefined) {
    if (answer.isError) return <EmptyBlock text={t('list.failed')} />;
    return (
      <List css={{ marginTop: rem(56) }} aria-busy="true">
        {Array.from({ length: SKELETON_ROWS }, (_, i) => (
          <Skeleton key={i} />
        ))}
      </List>
    );
  }
  return (
    <div data-testid="lesson-hits">
      <Count data-testid="result-count">{tc(page.totalCapped ? 'lessonSearch.countMore' : 'lessonSearch.count', page.total)}</Count>
      {page.records.length === 0 ? (
        <EmptyBlock text={t('lessonSearch.noResults', { keyword: keyword.trim() })} />
      ) : (
        <List loading={answer.isPlaceholderData} aria-busy={answer.isPlaceholderData}>
          {page.records.map((hit) => (
            <LessonHitCard key={hit.vodId ?? `${hit.teclId}:${hit.courId ?? ''}`} hit={hit} />
          ))}
        </List>
      )}
      <Pager pageIndex={page.pageIndex} pageSize={page.pageSize} total={page.total} onPage={onPage} />
    </div>
  );
}
