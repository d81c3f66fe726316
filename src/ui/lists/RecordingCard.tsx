import { LessonCover } from '../covers/LessonCover';
import { formatDate, formatDuration } from '../i18n/format';
import { useI18n } from '../i18n/i18n-context';
import { CardBody, CardLink, CardMeta, CardTitle, CornerLabel } from '../shared/card-styles';

type Recording = {
  vodId: string;
  title: string;
  posterUrl: string | null;
  durationS: number;
  courId: string | null;
  recordedAt: string;
  teclId: string;
  teclImgUrl: string | null;
  teacName: string;
};

/** One recorded lesson: opens its class page on the recordings (/video-detail). */
export function RecordingCard({ recording }: { recording: Recording }) {
  const { language } = useI18n();
  const search = recording.courId === null ? { teclId: recording.teclId } : { teclId: recording.teclId, courseId: recording.courId };
  return (
    <CardLink to="/video-detail" search={search} data-testid="recording-card">
      <LessonCover poster={recording.posterUrl} src={recording.teclImgUrl} coverKey={recording.teclId} title={recording.title}>
        <CornerLabel>{formatDuration(recording.durationS)}</CornerLabel>
      </LessonCover>
      <CardBody>
        <CardTitle title={recording.title}>{recording.title}</CardTitle>
        <CardMeta>
          {recording.teacName} · {formatDate(recording.recordedAt, language, 'weekdayDayMonth')}
        </CardMeta>
      </CardBody>
    </CardLink>
  );
}
