import { ActionButton } from '../kit/buttons';
import { useI18n } from '../i18n/i18n-context';

/** Closes a report opened below the table it was chosen from. */
export function CloseReport({ onClose }: { onClose: () => void }) {
  const { t } = useI18n();
  return (
    <ActionButton type="button" tone="soft" onClick={onClose}>
      {t('reports.close')}
    </ActionButton>
  );
}
