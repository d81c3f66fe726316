import type { ReactNode } from 'react';
import { useI18n } from '../i18n/i18n-context';
import { CardGrid } from '../shared/page-layout';
import type { Answer } from '../lists/list-answer';
import { rem } from '../scaling/rem';
import { styled } from '../theme/stitches';

/** Short on purpose: the home page is a digest, so an empty section must not push the rest away. */
const Note = styled('div', {
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  height: rem(160),
  borderRadius: '$md',
  backgroundColor: '$surface',
  color: '$textMuted',
  fontSize: rem(16),
});

const Skeleton = styled('div', { aspectRatio: '16 / 13', borderRadius: '$md', backgroundColor: '#eceef1' });

type Props<T> = {
  answer: Answer<{ records: T[] }>;
  /** How many cards show: whole rows of `columns`. */
  count: number;
  columns: 3 | 4;
  emptyText: string;
  renderCard: (record: T) => ReactNode;
};

/** The first cards of a list, with placeholders while they load and a line when there are none. */
export function RemoteCards<T>({ answer, count, columns, emptyText, renderCard }: Props<T>) {
  const { t } = useI18n();
  const page = answer.data;
  if (page === undefined) {
    if (answer.isError) return <Note>{t('list.failed')}</Note>;
    return (
      <CardGrid columns={columns} aria-busy="true">
        {Array.from({ length: count }, (_, i) => (
          <Skeleton key={i} />
        ))}
      </CardGrid>
    );
  }
  if (page.records.length === 0) return <Note data-testid="home-empty">{emptyText}</Note>;
  return <CardGrid columns={columns}>{page.records.slice(0, count).map(renderCard)}</CardGrid>;
}
