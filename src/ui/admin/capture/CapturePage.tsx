import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { useI18n } from '../../i18n/i18n-context';
import { EmptyBlock } from '../../kit/EmptyBlock';
import { Pager } from '../../kit/Pager';
import { PageBody, PageTitle } from '../../shared/page-layout';
import { answerOf, refusalOf } from '../../shared/refusal';
import { CAPTURE_PAGE_SIZE, captureRoomsQuery, LIST_REFRESH_MS, refreshEvery } from './capture-api';
import { captureListInputsOf, captureSearchOf, type CaptureListInputs } from './capture-search';
import { rem } from '../../scaling/rem';
import { Notice } from '../admin-styles';
import { CaptureSearchBar } from './CaptureSearchBar';
import { RoomDialog } from './RoomDialog';
import { RoomList } from './RoomList';

const route = getRouteApi('/layout/admin/capture');

/**
 * /admin/capture, Lecture capture (docs/admin.md "Lecture capture"): the school's classrooms,
 * searched and paged, each with its roads' signal; a room's settings open in a dialog. The text,
 * the page and the open room are the address's (the route's loader reads them), never a key. A
 * teacher, who may open the course-management area, is told this is for administrators (the
 * server's 403) and sees no list.
 */
export function CapturePage() {
  const { t } = useI18n();
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const inputs = captureListInputsOf(search);
  const room = search.room ?? null;
  const query = useQuery({
    ...captureRoomsQuery(inputs),
    placeholderData: keepPreviousData,
    refetchInterval: refreshEvery(LIST_REFRESH_MS),
  });
  const answer = answerOf(query, refusalOf);
  const show = (next: CaptureListInputs, open: string | null) => void navigate({ search: captureSearchOf(next, open) });
  return (
    <PageBody data-testid="capture-page">
      <PageTitle>{t('route.adminCapture')}</PageTitle>
      {answer.status === 'forbidden' ? (
        <Notice tone="danger" role="alert" data-testid="capture-forbidden">
          {t('capture.forbidden')}
        </Notice>
      ) : (
        <>
          <Notice css={{ marginBottom: rem(20) }}>{t('capture.intro')}</Notice>
          {/* Keyed by the text searched, so going back in history shows that text in the field. */}
          <CaptureSearchBar key={inputs.keyword} keyword={inputs.keyword} onSearch={(keyword) => show({ keyword, pageIndex: 1 }, null)} />
        </>
      )}
      {(answer.status === 'failed' || answer.status === 'missing') && <EmptyBlock text={t('capture.loadFailed')} />}
      {answer.status === 'ready' && answer.value.records.length === 0 && (
        <EmptyBlock text={inputs.keyword === '' ? t('capture.list.empty') : t('capture.list.noMatch', { keyword: inputs.keyword })} />
      )}
      {answer.status === 'ready' && answer.value.records.length > 0 && (
        <>
          <RoomList rooms={answer.value.records} loading={query.isPlaceholderData} onOpen={(clroId) => show(inputs, clroId)} />
          <Pager
            pageIndex={inputs.pageIndex}
            pageSize={CAPTURE_PAGE_SIZE}
            total={answer.value.total}
            onPage={(pageIndex) => show({ ...inputs, pageIndex }, null)}
          />
        </>
      )}
      {room !== null && answer.status !== 'forbidden' && <RoomDialog clroId={room} onClose={() => show(inputs, null)} />}
    </PageBody>
  );
}
