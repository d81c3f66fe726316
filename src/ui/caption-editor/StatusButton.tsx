import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CaptionTrack } from '../../schemas/captions';
import { ActionButton } from '../kit/buttons';
import { useI18n } from '../i18n/i18n-context';
import { serverProblemText } from '../shared/form-problems';
import { CAPTION_TRACKS, captionTrackQuery, setCaptionStatus } from './caption-api';

type Props = {
  track: CaptionTrack;
  /** Unsaved changes: what is published is what was saved, so the changes go first. */
  unsaved: boolean;
  /** What the save line says once it is done, or why it was refused. */
  onResult: (result: { text: string; failed: boolean }) => void;
};

/** Publishes a draft (everyone who may watch the recording gets it) or takes a published track back to draft. */
export function StatusButton({ track, unsaved, onResult }: Props) {
  const { t } = useI18n();
  const queryClient = useQueryClient();
  const next = track.status === 'published' ? 'draft' : 'published';
  const changing = useMutation({
    mutationFn: () => setCaptionStatus(track.vodId, track.trackId, next),
    onSuccess: (answer) => {
      queryClient.setQueryData(captionTrackQuery(track.vodId, track.trackId).queryKey, answer);
      void queryClient.invalidateQueries({ queryKey: [CAPTION_TRACKS, track.vodId], exact: true });
      onResult({ text: t(answer.status === 'published' ? 'captionEditor.publishedDone' : 'captionEditor.draftDone'), failed: false });
    },
    onError: (error) => onResult({ text: serverProblemText(t, error, t('captionEditor.statusFailed')), failed: true }),
  });
  return (
    <ActionButton
      type="button"
      tone={next === 'published' ? 'soft' : 'outline'}
      disabled={unsaved || changing.isPending}
      title={unsaved ? t('captionEditor.saveFirst') : undefined}
      onClick={() => changing.mutate()}
      data-testid="caption-status"
      data-next={next}
    >
      {t(next === 'published' ? 'captionEditor.publish' : 'captionEditor.unpublish')}
    </ActionButton>
  );
}
