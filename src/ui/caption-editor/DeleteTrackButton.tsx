import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { CaptionTrack } from '../../schemas/captions';
import { ActionButton } from '../kit/buttons';
import { DialogFrame, QuestionActions } from '../kit/dialog';
import { FormProblem } from '../kit/form-fields';
import { showSuccessToast } from '../kit/toast/toast-store';
import { useI18n } from '../i18n/i18n-context';
import { serverProblemText } from '../shared/form-problems';
import { CAPTION_TRACKS, deleteCaptionTrack } from './caption-api';
import { trackName } from './track-labels';

/** Deletes the track after a question that names it; "Keep" has the focus, so Enter never deletes by accident. */
export function DeleteTrackButton({ track, onDeleted }: { track: CaptionTrack; onDeleted: () => void }) {
  const { t } = useI18n();
  const queryClient = useQueryClient();
  const [asking, setAsking] = useState(false);
  const name = trackName(t, track);
  const deleting = useMutation({
    mutationFn: () => deleteCaptionTrack(track.vodId, track.trackId),
    onSuccess: async () => {
      queryClient.removeQueries({ queryKey: [CAPTION_TRACKS, track.vodId, track.trackId] });
      await queryClient.invalidateQueries({ queryKey: [CAPTION_TRACKS, track.vodId] });
      showSuccessToast(t('captionEditor.deleted', { name }));
      onDeleted();
    },
  });
  return (
    <>
      <ActionButton type="button" tone="outline" onClick={() => setAsking(true)} data-testid="caption-delete">
        {t('captionEditor.delete')}
      </ActionButton>
      {asking && (
        <DialogFrame
          title={t('captionEditor.deleteTitle')}
          description={t('captionEditor.deleteBody', { name })}
          width="narrow"
          testId="caption-delete-dialog"
          onClose={() => setAsking(false)}
        >
          {deleting.isError && (
            <FormProblem role="alert">{serverProblemText(t, deleting.error, t('captionEditor.deleteFailed'))}</FormProblem>
          )}
          <QuestionActions
            keep={{ label: t('captionEditor.keep'), testId: 'caption-delete-keep' }}
            confirm={{
              label: t('captionEditor.delete'),
              tone: 'live',
              disabled: deleting.isPending,
              testId: 'caption-delete-confirm',
              onClick: () => deleting.mutate(),
            }}
          />
        </DialogFrame>
      )}
    </>
  );
}
