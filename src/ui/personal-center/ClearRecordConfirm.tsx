import * as Dialog from '@radix-ui/react-dialog';
import { ActionButton } from '../kit/buttons';
import { useI18n } from '../i18n/i18n-context';
import { rem } from '../scaling/rem';
import { Card, Footer, Heading, Hint, Overlay } from '../kit/dialog-styles';

type Props = { open: boolean; onOpenChange: (open: boolean) => void; onConfirm: () => void };

/** Clearing the whole viewing record cannot be undone, so it asks first. */
export function ClearRecordConfirm({ open, onOpenChange, onConfirm }: Props) {
  const { t } = useI18n();
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Overlay />
        <Card css={{ width: rem(420) }} data-testid="record-clear-confirm">
          <Heading>{t('dialog.hint')}</Heading>
          <Hint>{t('personal.record.confirmClear')}</Hint>
          <Footer css={{ gap: rem(10) }}>
            <Dialog.Close asChild>
              <ActionButton type="button" tone="outline">
                {t('dialog.cancel')}
              </ActionButton>
            </Dialog.Close>
            <ActionButton type="button" tone="live" onClick={onConfirm} data-testid="record-clear-confirm-button">
              {t('dialog.confirm')}
            </ActionButton>
          </Footer>
        </Card>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
