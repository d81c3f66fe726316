import { useQuery } from '@tanstack/react-query';
import type { RouteTitleKey } from '../i18n/messages-en';
import { useI18n } from '../i18n/i18n-context';
import { answerOf, refusalOf } from '../shared/refusal';
import { ClassDetailView, type DetailFocus } from './ClassDetailView';
import { classDetailQuery, namesClass, type ClassDetailQuery } from './detail-api';
import { DetailSkeleton } from '../shared/DetailSkeleton';
import { DetailUnavailable } from '../shared/DetailUnavailable';
import { FullWindowFrame } from '../shared/FullWindowFrame';

type Props = { query: ClassDetailQuery; focus: DetailFocus; titleKey: RouteTitleKey; testId: string };

/** A teaching class's page on one of its lessons, once loaded (the route's loader asks); or why it cannot be shown. */
export function ClassDetailPage({ query, focus, titleKey, testId }: Props) {
  const { t } = useI18n();
  const named = namesClass(query);
  const answer = answerOf(useQuery({ ...classDetailQuery(query), enabled: named }), refusalOf);
  const state = named ? answer : { status: 'missing' as const };
  return (
    <FullWindowFrame title={t(titleKey)} testId={testId}>
      {state.status === 'loading' ? (
        <DetailSkeleton />
      ) : state.status === 'ready' ? (
        <ClassDetailView key={state.value.teclId} detail={state.value} focus={focus} />
      ) : (
        <DetailUnavailable reason={state.status} />
      )}
    </FullWindowFrame>
  );
}
