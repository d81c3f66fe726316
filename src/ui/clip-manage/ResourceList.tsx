import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { MEDIA_POLL_MS } from '../../constants';
import { Pager } from '../kit/Pager';
import { EmptyBlock } from '../kit/EmptyBlock';
import { useI18n } from '../i18n/i18n-context';
import { anyProcessing, resourcesQuery, type ResourceListInputs } from './media-api';
import { ResourceTable } from './ResourceTable';

type Props = {
  inputs: ResourceListInputs;
  onPage: (page: number) => void;
  /** What the empty-data placeholder says when nothing matches. */
  emptyText: string;
  caption: string;
};

/**
 * One page of the caller's resources (or clips), read from the cache the route's loader filled;
 * asked again every MEDIA_POLL_MS while one of its rows is still being made.
 */
export function ResourceList({ inputs, onPage, emptyText, caption }: Props) {
  const { t } = useI18n();
  const query = useQuery({
    ...resourcesQuery(inputs),
    placeholderData: keepPreviousData,
    refetchInterval: (current) => (anyProcessing(current.state.data?.records) ? MEDIA_POLL_MS : false),
  });
  const page = query.data;
  // The last row of a later page was deleted: show the page that is now the last.
  const lastPage = page === undefined ? 1 : Math.max(1, Math.ceil(page.total / page.pageSize));
  const pastTheEnd = page !== undefined && !query.isPlaceholderData && page.records.length === 0 && page.pageIndex > lastPage;
  useEffect(() => {
    if (pastTheEnd) onPage(lastPage);
  }, [pastTheEnd, lastPage, onPage]);
  if (page === undefined) return query.isError ? <EmptyBlock text={t('media.failed')} /> : <div aria-busy="true" />;
  if (page.records.length === 0) return <EmptyBlock text={inputs.title === '' ? emptyText : t('media.noMatch', { title: inputs.title })} />;
  return (
    <>
      <ResourceTable records={page.records} loading={query.isPlaceholderData} attach={inputs.kind === null} caption={caption} />
      <Pager pageIndex={page.pageIndex} pageSize={page.pageSize} total={page.total} onPage={onPage} />
    </>
  );
}
