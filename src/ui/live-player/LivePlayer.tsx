import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import { COUR_STATUS } from '../../schemas/catalogue';
import { DetailSkeleton } from '../shared/DetailSkeleton';
import { DetailUnavailable } from '../shared/DetailUnavailable';
import { useI18n } from '../i18n/i18n-context';
import { ShareButton } from '../share/ShareButton';
import { answerOf, refusalOf } from '../shared/refusal';
import { LiveView } from './LiveView';
import { liveInfoQuery, liveStatusQuery } from './live-api';

type Props = {
  courseId: string | undefined;
  roadType: number | undefined;
  /** The lesson is over and recorded: the page becomes that recording. */
  onRecording: (teclId: string, vodId: string) => void;
};

/**
 * A live lesson from before it starts until after it ends: a notice with the start time, the
 * live stage while it is on, then its recording (or a notice until the recording is ready). The
 * status is asked every LIVE_STATUS_POLL_MS and as soon as the stream stops. The class's
 * teacher gets the Share button beside the roads.
 */
export function LivePlayer({ courseId, roadType, onRecording }: Props) {
  const { t } = useI18n();
  const queryClient = useQueryClient();
  const named = courseId !== undefined;
  const infoQuery = useQuery({ ...liveInfoQuery(courseId ?? ''), enabled: named });
  const statusQuery = useQuery({ ...liveStatusQuery(courseId ?? ''), enabled: named });
  const loaded = named ? answerOf(infoQuery, refusalOf) : { status: 'missing' as const };
  const info = loaded.status === 'ready' ? loaded.value : null;
  const status = statusQuery.data ?? null;
  // The play information is asked again when the status moves past what it said (started, ended).
  const statusNow = status?.courStatus;
  const infoSaid = info?.courStatus;
  useEffect(() => {
    if (courseId !== undefined && statusNow !== undefined && infoSaid !== undefined && statusNow !== infoSaid) {
      void queryClient.invalidateQueries({ queryKey: liveInfoQuery(courseId).queryKey });
    }
  }, [courseId, statusNow, infoSaid, queryClient]);
  const { refetch } = statusQuery;
  // The stream stopping may mean the lesson ended, or that its classroom stopped sending: ask both.
  const onStreamFailed = useCallback(() => {
    void refetch();
    if (courseId !== undefined) void queryClient.invalidateQueries({ queryKey: liveInfoQuery(courseId).queryKey });
  }, [refetch, courseId, queryClient]);
  const vodId = status?.vodId ?? info?.vodId ?? null;
  const ended = (statusNow ?? infoSaid ?? null) === COUR_STATUS.finished;
  const teclId = info?.teclId ?? null;
  useEffect(() => {
    if (ended && vodId !== null && teclId !== null) onRecording(teclId, vodId);
  }, [ended, vodId, teclId, onRecording]);

  if (loaded.status === 'loading') return <DetailSkeleton />;
  if (loaded.status !== 'ready') return <DetailUnavailable reason={loaded.status} />;
  return (
    <LiveView
      info={loaded.value}
      ended={ended}
      endedHint={t(vodId === null ? 'live.recordingSoon' : 'live.openingRecording')}
      roadType={roadType}
      onStreamFailed={onStreamFailed}
      actions={loaded.value.canShare && <ShareButton teclId={loaded.value.teclId} target={{ courId: loaded.value.courId }} />}
    />
  );
}
