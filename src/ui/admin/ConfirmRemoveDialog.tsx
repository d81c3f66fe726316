import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { DialogActions, DialogFrame } from '../kit/dialog';
import { ActionButton } from '../kit/buttons';
import { useI18n } from '../i18n/i18n-context';
import { Hint } from '../kit/dialog-styles';
import { showSuccessToast } from '../kit/toast/toast-store';
import { ADMIN_CLASSES } from './admin-api';
import { Problem } from './admin-styles';
import { serverProblem } from './server-problem';

type Props = {
  title: string;
  /** What will go, and what follows from it. */
  confirm: string;
  button: string;
  /** The toast once it is gone. */
  done: string;
  remove: () => Promise<unknown>;
  /** The queries to refresh once it is gone; course management's class lists and pages unless told. */
  refreshes?: QueryKey;
  /** The refusal in the reader's language; the server's words unless told. */
  problemOf?: (error: unknown) => string;
  /** Test ids: `${testId}-dialog`, `-problem`, `-confirm`. */
  testId: string;
  onClose: () => void;
};

/**
 * Confirms removing something an administrator manages (a class, a class's file, a campus). On
 * success the lists are refreshed and the dialog closes; a refusal (say a 409) is shown in the
 * dialog, and the dialog stays open.
 */
export function ConfirmRemoveDialog({
  title,
  confirm,
  button,
  done,
  remove,
  refreshes = [ADMIN_CLASSES],
  problemOf,
  testId,
  onClose,
}: Props) {
  const { t } = useI18n();
  const queryClient = useQueryClient();
  const removing = useMutation({
    mutationFn: remove,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: refreshes });
      showSuccessToast(done);
      onClose();
    },
  });
  return (
    <DialogFrame title={title} testId={`${testId}-dialog`} onClose={onClose}>
      <Hint>{confirm}</Hint>
      {removing.isError && (
        <Problem role="alert" data-testid={`${testId}-problem`}>
          {problemOf ? problemOf(removing.error) : serverProblem(t, removing.error, t('admin.failed'))}
        </Problem>
      )}
      <DialogActions>
        <ActionButton
          type="button"
          tone="live"
          disabled={removing.isPending}
          onClick={() => removing.mutate()}
          data-testid={`${testId}-confirm`}
        >
          {button}
        </ActionButton>
      </DialogActions>
    </DialogFrame>
  );
}
