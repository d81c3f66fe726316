import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { useState } from 'react';
import type { WatchRecordItem } from '../../schemas/personal';
import { ActionButton } from '../kit/buttons';
import { HistoryCover } from '../history/HistoryCover';
import { formatDate, formatDateTime, formatDuration } from '../i18n/format';
import { useI18n } from '../i18n/i18n-context';
import { subjectName } from '../lists/lesson-time';
import { Pager } from '../kit/Pager';
import { useWatchLesson } from '../playback/use-watch-lesson';
import { rem } from '../scaling/rem';
import { EmptyBlock } from '../kit/EmptyBlock';
import { styled } from '../theme/stitches';
import { showSuccessToast } from '../kit/toast/toast-store';
import { ClearRecordConfirm } from './ClearRecordConfirm';
import {
  MY_WATCH_RECORDS,
  RECORD_PAGE_SIZE,
  clearWatchRecords,
  deleteWatchRecord,
  myWatchRecordsQuery,
  type RecordFilter,
} from './personal-api';
import { CoverButton, Failed, Heading, Muted, Toolbar } from './personal-styles';
import { recordDays } from './record-days';
import { recordOpening } from './record-open';
import { watchedText } from './record-watched';

// By id, not by importing the route: the route file imports this page (no import circle).
const route = getRouteApi('/layout/personal-center/my-record');

const Day = styled('h3', { margin: `${rem(20)} 0 ${rem(10)}`, fontSize: rem(16), fontWeight: 600, color: '$text' });
const Rows = styled('ul', { listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: rem(10) });
const Row = styled('li', {
  display: 'flex',
  alignItems: 'center',
  gap: rem(16),
  padding: rem(12),
  borderRadius: '$md',
  backgroundColor: '$surface',
});
const Texts = styled('div', {
  flex: 1,
  minWidth: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: rem(4),
  '& strong': { color: '$text' },
});
const Filters = styled('div', { display: 'flex', alignItems: 'center', gap: rem(8) });
const LiveBadge = styled('span', {
  alignSelf: 'flex-start',
  padding: `${rem(2)} ${rem(8)}`,
  borderRadius: rem(10),
  backgroundColor: '$danger',
  color: '#fff',
  fontSize: rem(12),
  fontWeight: 700,
});

const FILTERS = [
  { value: undefined, key: 'personal.record.filter.all' },
  { value: 'live', key: 'personal.record.filter.live' },
  { value: 'vod', key: 'personal.record.filter.vod' },
] as const;

/**
 * /personal-center/my-record: the whole viewing record by day, recordings and lessons watched live;
 * resume or open (record-open.ts), delete one, clear all.
 */
export function MyRecordPage() {
  const { t, language } = useI18n();
  const { page, type } = route.useSearch();
  const pageIndex = page ?? 1;
  const navigate = route.useNavigate();
  const query = useQuery({ ...myWatchRecordsQuery(pageIndex, type), placeholderData: keepPreviousData });
  const queryClient = useQueryClient();
  const watch = useWatchLesson();
  const [confirming, setConfirming] = useState(false);
  const changed = (message: 'personal.record.deleted' | 'personal.record.cleared') => {
    showSuccessToast(t(message));
    void queryClient.invalidateQueries({ queryKey: [MY_WATCH_RECORDS] });
  };
  const removeOne = useMutation({
    mutationFn: (record: WatchRecordItem) => deleteWatchRecord(record.id),
    onSuccess: () => changed('personal.record.deleted'),
    onError: (error) => console.error('viewing record entry could not be deleted', error),
  });
  const clearAll = useMutation({
    mutationFn: clearWatchRecords,
    onSuccess: () => {
      setConfirming(false);
      changed('personal.record.cleared');
    },
    onError: (error) => console.error('viewing record could not be cleared', error),
  });
  const opening = (record: WatchRecordItem) => {
    const how = recordOpening(record);
    if (how === null) return null;
    const label =
      how.label === 'resume'
        ? t('personal.record.resume', { time: formatDuration(record.positionS) })
        : t(how.label === 'live' ? 'personal.record.openLive' : 'personal.record.openRecording');
    return { label, open: () => void watch(how.request) };
  };
  const setSearch = (next: { page?: number; type?: RecordFilter }) => void navigate({ search: (prev) => ({ ...prev, ...next }) });
  const data = query.data;

  return (
    <section data-testid="my-record">
      <Heading>{t('route.myRecord')}</Heading>
      <Toolbar>
        <Filters role="group" aria-label={t('personal.record.filter')}>
          {FILTERS.map((filter) => (
            <ActionButton
              key={filter.key}
              type="button"
              tone={type === filter.value ? 'primary' : 'outline'}
              aria-pressed={type === filter.value}
              onClick={() => setSearch({ type: filter.value, page: undefined })}
              data-testid={`record-filter-${filter.value ?? 'all'}`}
            >
              {t(filter.key)}
            </ActionButton>
          ))}
        </Filters>
        <ActionButton
          type="button"
          tone="outline"
          disabled={!data || data.total === 0}
          onClick={() => setConfirming(true)}
          data-testid="record-clear"
        >
          {t('personal.record.clear')}
        </ActionButton>
      </Toolbar>
      {query.isError && !data ? <Failed role="alert">{t('personal.record.failed')}</Failed> : null}
      {data && data.records.length === 0 ? <EmptyBlock text={t('personal.record.empty')} /> : null}
      {data && data.records.length > 0 ? (
        <>
          {recordDays(data.records).map((day) => (
            <div key={day.date}>
              <Day>{formatDate(`${day.date}T12:00:00`, language, 'weekdayDayMonth')}</Day>
              <Rows>
                {day.records.map((record) => {
                  const course = subjectName(record, language);
                  const open = opening(record);
                  const watched = watchedText(record, t, language);
                  return (
                    <Row
                      key={record.id}
                      data-testid="record-row"
                      data-kind={record.kind}
                      data-vod-id={record.vodId ?? undefined}
                      data-cour-id={record.courId ?? undefined}
                    >
                      {/* A mouse shortcut to the open button, which keyboards and screen readers use. */}
                      <CoverButton type="button" tabIndex={-1} aria-hidden="true" disabled={open === null} onClick={open?.open}>
                        <HistoryCover src={record.posterUrl ?? record.teclImgUrl} coverKey={record.teclId} ai={false} />
                      </CoverButton>
                      <Texts>
                        {record.kind === 'live' ? (
                          <LiveBadge data-testid="record-live-badge">{t('personal.record.liveBadge')}</LiveBadge>
                        ) : null}
                        <strong>{record.title}</strong>
                        <Muted>
                          {course} · {record.teacName}
                        </Muted>
                        <Muted data-testid="record-progress">
                          {watched} · {t('personal.record.watchedAt', { time: formatDateTime(record.watchedAt, language) })}
                        </Muted>
                      </Texts>
                      {open !== null ? (
                        <ActionButton type="button" onClick={open.open} data-testid="record-resume">
                          {open.label}
                        </ActionButton>
                      ) : null}
                      <ActionButton
                        type="button"
                        tone="outline"
                        disabled={removeOne.isPending}
                        onClick={() => removeOne.mutate(record)}
                        data-testid="record-delete"
                      >
                        {t('personal.record.delete')}
                      </ActionButton>
                    </Row>
                  );
                })}
              </Rows>
            </div>
          ))}
          <Pager pageIndex={pageIndex} pageSize={RECORD_PAGE_SIZE} total={data.total} onPage={(next) => setSearch({ page: next })} />
        </>
      ) : null}
      <ClearRecordConfirm open={confirming} onOpenChange={setConfirming} onConfirm={() => clearAll.mutate()} />
    </section>
  );
}
