import type { RouteTitleKey } from '../i18n/messages-en';
import { useI18n } from '../i18n/i18n-context';
import { ClassDetailView, type DetailFocus } from './ClassDetailView';
import type { ClassDetailQuery } from './detail-api';
import { DetailSkeleton } from './DetailSkeleton';
import { DetailUnavailable } from './DetailUnavailable';
import { FullWindowFrame } from './FullWindowFrame';
import { useClassDetail } from './use-class-detail';

type Props = { query: ClassDetailQuery; focus: DetailFocus; titleKey: RouteTitleKey; testId: string };

/** A teaching class's page on one of its lessons, once loaded; or why it cannot be shown. */
export function ClassDetailPage({ query, focus, titleKey, testId }: Props) {
  const { t } = useI18n();
  const state = useClassDetail(query);
  return (
    <FullWindowFrame title={t(titleKey)} testId={testId}>
      {state.status === 'loading' ? (
        <DetailSkeleton />
      ) : state.status === 'ready' ? (
        <ClassDetailView key={state.detail.teclId} detail={state.detail} focus={focus} />
      ) : (
        <DetailUnavailable reason={state.status} />
      )}
    </FullWindowFrame>
  );
}
