import { COUR_STATUS } from '../../schemas/catalogue';
import { formatDateTime } from '../i18n/format';
import { useI18n } from '../i18n/i18n-context';
import { LiveHeading } from './LiveHeading';
import { LiveNotice } from './LiveNotice';
import { LiveStage, type LiveStageProps } from './LiveStage';

type Props = LiveStageProps & {
  /** The lesson is over, by the latest status (which may be newer than `info`). */
  ended: boolean;
  endedHint: string;
  notBroadcastHint?: string;
  /** Notices are followed by the lesson's name and times (a page that says nothing else about it). */
  headed?: boolean;
};

/**
 * Where the picture goes: a notice saying why there is none (over, not broadcast, not started
 * yet with its start time, a classroom without capture, a classroom not sending yet) or the live
 * stage. The signed-in player and the live share page show the same states.
 */
export function LiveView({ ended, endedHint, notBroadcastHint, headed = false, ...stage }: Props) {
  const { t, language } = useI18n();
  const { info } = stage;
  const notice = (() => {
    if (ended) return <LiveNotice state="ended" title={t('live.ended')} hint={endedHint} />;
    if (!info.isLive)
      return <LiveNotice state="not-broadcast" title={t('live.notBroadcast')} hint={notBroadcastHint ?? t('live.notBroadcastHint')} />;
    if (info.courStatus === COUR_STATUS.live && info.roads.length === 0) {
      return <LiveNotice state="no-capture" title={t('live.noCapture')} hint={t('live.noCaptureHint')} />;
    }
    if (info.courStatus === COUR_STATUS.live && !info.roads.some((road) => road.onAir)) {
      return <LiveNotice state="not-sending" title={t('live.notSending')} hint={t('live.notSendingHint')} />;
    }
    if (info.courStatus === COUR_STATUS.notStarted || info.roads.length === 0) {
      return (
        <LiveNotice
          state="not-started"
          title={t('live.notStarted', { time: formatDateTime(info.courBeginTime, language) })}
          hint={t('live.notStartedHint')}
        />
      );
    }
    return null;
  })();
  if (notice === null) return <LiveStage key={info.courId} {...stage} />;
  return (
    <>
      {notice}
      {headed && <LiveHeading info={info} />}
    </>
  );
}
