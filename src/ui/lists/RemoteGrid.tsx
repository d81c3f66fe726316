import type { ReactNode } from 'react';
import { useI18n } from '../i18n/i18n-context';
import { rem } from '../scaling/rem';
import { styled } from '../theme/stitches';
import { EmptyBlock } from '../kit/EmptyBlock';
import { CardGrid } from '../shared/page-layout';
import { Pager } from '../kit/Pager';
import type { ListAnswer } from './list-answer';

type Page<T> = { records: T[]; total: number; pageIndex: number; pageSize: number };

const Count = styled('p', { margin: `${rem(24)} 0 ${rem(16)}`, fontSize: rem(15), color: '$textMuted' });

const Skeleton = styled('div', { aspectRatio: '4 / 3.4', borderRadius: '$md', backgroundColor: '#eceef1' });

type Props<T> = {
  answer: ListAnswer<Page<T>>;
  renderCard: (record: T) => ReactNode;
  emptyText: string;
  onPage: (page: number) => void;
  columns?: 3 | 4;
  testId: string;
};

/** A paged list of cards: its count, the cards (dimmed while the next page loads), the pager. */
export function RemoteGrid<T>({ answer, renderCard, emptyText, onPage, columns = 4, testId }: Props<T>) {
  const { t, tc } = useI18n();
  const page = answer.data;
  if (page === undefined) {
    if (answer.isError) return <EmptyBlock text={t('list.failed')} />;
    return (
      <CardGrid columns={columns} css={{ marginTop: rem(56) }} aria-busy="true">
        {Array.from({ length: columns * 2 }, (_, i) => (
          <Skeleton key={i} />
        ))}
      </CardGrid>
    );
  }
  return (
    <div data-testid={testId}>
      <Count data-testid="result-count">{tc('list.count', page.total)}</Count>
      {page.records.length === 0 ? (
        <EmptyBlock text={emptyText} />
      ) : (
        <CardGrid columns={columns} loading={answer.isPlaceholderData} aria-busy={answer.isPlaceholderData}>
          {page.records.map(renderCard)}
        </CardGrid>
      )}
      <Pager pageIndex={page.pageIndex} pageSize={page.pageSize} total={page.total} onPage={onPage} />
    </div>
  );
}
