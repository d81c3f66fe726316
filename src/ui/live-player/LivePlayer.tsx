import { useCallback, useEffect, useState } from 'react';
import { COUR_STATUS } from '../../schemas/catalogue';
import type { LiveInfo } from '../../schemas/live';
import { DetailSkeleton } from '../detail/DetailSkeleton';
import { DetailUnavailable } from '../detail/DetailUnavailable';
import { useI18n } from '../i18n/i18n-context';
import { useLoaded, type Loaded } from '../loading/use-loaded';
import { fetchCourseStatus } from '../playback/playback-api';
import { ShareButton } from '../share/ShareButton';
import { LiveView } from './LiveView';
import { fetchLiveInfo } from './live-api';
import { useLiveStatus } from './use-live-status';

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
  const [recheck, setRecheck] = useState(0);
  const status = useLiveStatus(courseId, () => fetchCourseStatus(courseId!, { quiet: true }), recheck);
  // The play information is asked again when the status moves past what it said (started, ended).
  const [phase, setPhase] = useState<number | null>(null);
  const loaded: Loaded<LiveInfo> = useLoaded(courseId === undefined ? null : `${courseId}:${phase}`, () => fetchLiveInfo(courseId!), 'live lesson');
  const moved = status !== null && loaded.status === 'ready' && status.courStatus !== loaded.value.courStatus && status.courStatus !== phase;
  if (moved) setPhase(status.courStatus);
  const onStreamFailed = useCallback(() => setRecheck((count) => count + 1), []);
  const vodId = status?.vodId ?? (loaded.status === 'ready' ? loaded.value.vodId : null);
  const ended = (status?.courStatus ?? (loaded.status === 'ready' ? loaded.value.courStatus : null)) === COUR_STATUS.finished;
  const teclId = loaded.status === 'ready' ? loaded.value.teclId : null;
  useEffect(() => {
    if (ended && vodId !== null && teclId !== null) onRecording(teclId, vodId);
  }, [ended, vodId, teclId, onRecording]);

  if (loaded.status === 'loading') return <DetailSkeleton />;
  if (loaded.status !== 'ready') return <DetailUnavailable reason={loaded.status} />;
  const info = loaded.value;
  return (
    <LiveView
      info={info}
      ended={ended}
      endedHint={t(vodId === null ? 'live.recordingSoon' : 'live.openingRecording')}
      roadType={roadType}
      onStreamFailed={onStreamFailed}
      actions={info.canShare && <ShareButton teclId={info.teclId} target={{ courId: info.courId }} />}
    />
  );
}
