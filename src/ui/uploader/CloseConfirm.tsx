import { QuestionActions, DialogFrame } from '../kit/dialog';
import { useI18n } from '../i18n/i18n-context';

type Props = { onClose: () => void; onConfirm: () => void };

/**
 * SPEC §8: closing the panel while files are on their way asks first (title 'hint', confirm and
 * cancel). Open while mounted; Cancel has the focus, so Enter keeps the uploads.
 */
export function CloseConfirm({ onClose, onConfirm }: Props) {
  const { t } = useI18n();
  return (
    <DialogFrame
      title={t('dialog.hint')}
      description={t('uploader.confirmClose')}
      testId="uploader-close-confirm"
      width="narrow"
      onClose={onClose}
    >
      <QuestionActions
        keep={{ label: t('dialog.cancel'), testId: 'uploader-close-cancel' }}
        confirm={{ label: t('dialog.confirm'), testId: 'uploader-close-confirm-button', onClick: onConfirm }}
      />
    </DialogFrame>
  );
}
