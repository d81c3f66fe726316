import { useQuery } from '@tanstack/react-query';
import type { AdminClassDetail, AdminRecording } from '../../schemas/admin-detail';
import type { CaptionTrackSummary } from '../../schemas/captions';
import { getRouteApi, Link } from '@tanstack/react-router';
import { adminClassDetailQuery } from '../admin/detail/class-detail-api';
import { useI18n } from '../i18n/i18n-context';
import { formatDuration } from '../i18n/format';
import { showSuccessToast } from '../kit/toast/toast-store';
import { DetailSkeleton } from '../shared/DetailSkeleton';
import { DetailUnavailable } from '../shared/DetailUnavailable';
import { FullWindowFrame } from '../shared/FullWindowFrame';
import { PageTitle } from '../shared/page-layout';
import { answerOf, refusalOf, type Answer } from '../shared/refusal';
import { captionTrackQuery, captionTracksQuery } from './caption-api';
import { Subtitle } from './caption-editor-styles';
import { CaptionUpload } from './CaptionUpload';
import { TrackEditor } from './TrackEditor';
import { TrackList } from './TrackList';
import { trackName } from './track-labels';

const route = getRouteApi('/layout/caption-edit');

type Shown = { recording: AdminRecording; className: string; tracks: CaptionTrackSummary[] };

/** The page's answer: the class's (which says whether the caller manages it), then the recording in it, then its tracks. */
function shownAnswer(detail: Answer<AdminClassDetail>, tracks: Answer<CaptionTrackSummary[]>, vodId: string): Answer<Shown> {
  if (detail.status !== 'ready') return detail;
  const recording = detail.value.recordings.find((candidate) => candidate.vodId === vodId);
  if (recording === undefined) return { status: 'missing' };
  if (tracks.status !== 'ready') return tracks;
  return { status: 'ready', value: { recording, className: detail.value.teclName, tracks: tracks.value } };
}

/**
 * /caption-edit?vodId=…&teclId=…[&trackId=…], a recording's captions as its class's teacher or an
 * administrator manages them (docs/captions.md "The editor"): the recording's tracks with an
 * upload form, or, with `trackId`, one track in the editor. The class's page answers only those
 * who manage the class, so anyone else is told they have no permission, as on that page.
 */
export function CaptionEditPage() {
  const { t, tc } = useI18n();
  const { vodId = '', teclId = '', trackId } = route.useSearch();
  const navigate = route.useNavigate();
  const named = vodId !== '' && teclId !== '';
  const detail = answerOf(useQuery({ ...adminClassDetailQuery(teclId), enabled: named }), refusalOf);
  const tracks = answerOf(useQuery({ ...captionTracksQuery(vodId), enabled: named }), refusalOf);
  const track = answerOf(useQuery({ ...captionTrackQuery(vodId, trackId ?? ''), enabled: named && trackId !== undefined }), refusalOf);
  const shown: Answer<Shown> = named ? shownAnswer(detail, tracks, vodId) : { status: 'missing' };
  const open = (next: string | undefined) => void navigate({ search: (prev) => ({ ...prev, trackId: next }) });

  return (
    <FullWindowFrame title={t('route.captionEdit')} testId="caption-edit-page">
      {shown.status === 'loading' && <DetailSkeleton />}
      {shown.status !== 'loading' && shown.status !== 'ready' && <DetailUnavailable reason={shown.status} />}
      {shown.status === 'ready' && (
        <>
          <PageTitle data-testid="caption-recording-title">{shown.value.recording.title}</PageTitle>
          <Subtitle>
            {t('captionEditor.recordingFacts', { duration: formatDuration(shown.value.recording.durationS) })}{' '}
            <Link to="/admin/detail" search={{ teclId, tab: 'recordings' }} data-testid="caption-class-link">
              {shown.value.className}
            </Link>
          </Subtitle>
          {trackId === undefined && (
            <>
              <TrackList tracks={shown.value.tracks} onOpen={open} />
              <CaptionUpload
                vodId={vodId}
                onUploaded={(uploaded) => {
                  showSuccessToast(
                    t('captionEditor.uploaded', { name: trackName(t, uploaded), cues: tc('captionEditor.cueCount', uploaded.cueCount) }),
                  );
                  open(uploaded.trackId);
                }}
              />
            </>
          )}
          {trackId !== undefined && track.status === 'loading' && <DetailSkeleton />}
          {trackId !== undefined && track.status !== 'loading' && track.status !== 'ready' && <DetailUnavailable reason={track.status} />}
          {trackId !== undefined && track.status === 'ready' && (
            <TrackEditor
              key={trackId}
              track={track.value}
              teclId={teclId}
              recordingTitle={shown.value.recording.title}
              onClose={() => open(undefined)}
            />
          )}
        </>
      )}
    </FullWindowFrame>
  );
}
