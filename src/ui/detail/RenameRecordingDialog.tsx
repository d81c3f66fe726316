import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { RECORDING_TITLE_MAX, recordingTitleRefusal } from '../../schemas/admin-detail';
import { problemText, serverProblem } from '../admin/server-problem';
import { DialogActions, DialogFrame } from '../kit/dialog';
import { DialogForm, ErrorList, Field, Label } from '../kit/form-fields';
import { useI18n } from '../i18n/i18n-context';
import { showSuccessToast } from '../kit/toast/toast-store';
import { renameRecording } from './detail-api';
import { ActionButton } from '../kit/buttons';

const PROBLEM_ID = 'recording-title-problem';

/**
 * Rename a recording, as its class's teacher or an administrator (PUT
 * /v1/admin/recordings/:vodId/title): open while mounted, starting from the current title. The
 * title is checked here as the server checks it (src/schemas/admin-detail.ts), and a refusal is
 * worded in the page's language beside the field; the dialog stays open until it is kept.
 */
export function RenameRecordingDialog({ vodId, title, onClose }: { vodId: string; title: string; onClose: () => void }) {
  const { t } = useI18n();
  const queryClient = useQueryClient();
  const [typed, setTyped] = useState(title);
  const [tried, setTried] = useState(false);
  const renaming = useMutation({
    mutationFn: renameRecording,
    onSuccess: async (renamed) => {
      // The class page, course management, the player and the personal lists all show the title.
      await queryClient.invalidateQueries();
      showSuccessToast(t('detail.renamed', { title: renamed.title }));
      onClose();
    },
  });
  const refusal = recordingTitleRefusal(typed);
  const problem = tried && refusal !== null ? problemText(t, { key: `refusal.${refusal}`, params: { max: RECORDING_TITLE_MAX } }) : null;
  const shown = problem ?? (renaming.isError ? serverProblem(t, renaming.error, t('detail.renameFailed')) : null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (refusal === null) renaming.mutate({ vodId, title: typed.trim() });
  };
  return (
    <DialogFrame title={t('detail.renameTitle')} testId="rename-recording-dialog" onClose={onClose}>
      <DialogForm onSubmit={submit} noValidate>
        <Label>
          {t('detail.renameField')}
          <Field
            value={typed}
            maxLength={RECORDING_TITLE_MAX}
            onChange={(event) => setTyped(event.target.value)}
            aria-invalid={shown !== null}
            aria-describedby={shown !== null ? PROBLEM_ID : undefined}
            data-testid="recording-title-field"
          />
        </Label>
        {shown !== null && (
          <ErrorList id={PROBLEM_ID} role="alert" data-testid="recording-title-problem">
            <li>{shown}</li>
          </ErrorList>
        )}
        <DialogActions>
          <ActionButton type="submit" disabled={renaming.isPending} data-testid="recording-title-save">
            {t('detail.renameSave')}
          </ActionButton>
        </DialogActions>
      </DialogForm>
    </DialogFrame>
  );
}
