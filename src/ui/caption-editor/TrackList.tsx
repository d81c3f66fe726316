import type { CaptionTrackSummary } from '../../schemas/captions';
import { VisuallyHidden } from '../a11y/VisuallyHidden';
import { Badge } from '../kit/badge';
import { EmptyBlock } from '../kit/EmptyBlock';
import { LinkButton, Table } from '../kit/table';
import { useI18n } from '../i18n/i18n-context';
import { formatDateTime, formatNumber } from '../i18n/format';
import { Muted } from './caption-editor-styles';
import { languageName, originLabel, trackName } from './track-labels';

type Props = { tracks: readonly CaptionTrackSummary[]; onOpen: (trackId: string) => void };

/**
 * A recording's caption tracks: language, who made it (the label viewers see), draft or
 * published, how many captions and when they were last saved; Edit opens one in the editor. A
 * track the server says the caller may not change (`editable`) has no Edit.
 */
export function TrackList({ tracks, onOpen }: Props) {
  const { t, language } = useI18n();
  if (tracks.length === 0) return <EmptyBlock text={t('captionEditor.noTracks')} />;
  return (
    <Table data-testid="caption-tracks">
      <thead>
        <tr>
          <th scope="col">{t('captionEditor.col.language')}</th>
          <th scope="col">{t('captionEditor.col.origin')}</th>
          <th scope="col">{t('captionEditor.col.status')}</th>
          <th scope="col">{t('captionEditor.col.cues')}</th>
          <th scope="col">{t('captionEditor.col.saved')}</th>
          <th scope="col">{t('admin.col.actions')}</th>
        </tr>
      </thead>
      <tbody>
        {tracks.map((track) => (
          <tr key={track.trackId} data-testid="caption-track" data-track-id={track.trackId} data-status={track.status}>
            <td>{languageName(t, track)}</td>
            <td data-testid="caption-track-origin">{originLabel(t, track)}</td>
            <td>
              <Badge tone={track.status === 'published' ? 'success' : 'neutral'}>{t(`captionEditor.status.${track.status}`)}</Badge>
            </td>
            <td>{formatNumber(track.cueCount, language)}</td>
            <td>{formatDateTime(track.updatedAt, language)}</td>
            <td>
              {track.editable ? (
                <LinkButton type="button" onClick={() => onOpen(track.trackId)} data-testid="caption-track-open">
                  {t('captionEditor.edit')}
                  <VisuallyHidden> {trackName(t, track)}</VisuallyHidden>
                </LinkButton>
              ) : (
                <Muted>{t('captionEditor.readOnly')}</Muted>
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
