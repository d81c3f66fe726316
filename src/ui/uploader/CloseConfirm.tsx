import * as Dialog from '@radix-ui/react-dialog';
import { ActionButton } from '../kit/buttons';
import { useI18n } from '../i18n/i18n-context';
import { rem } from '../scaling/rem';
import { Card, Footer, Heading, Hint, Overlay } from '../kit/dialog-styles';

type Props = { open: boolean; onOpenChange: (open: boolean) => void; onConfirm: () => void };

/** SPEC §8: closing the panel while files are on their way asks first (title 'hint', confirm and cancel). */
export function CloseConfirm({ open, onOpenChange, onConfirm }: Props) {
  const { t } = useI18n();
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Overlay />
        <Card css={{ width: rem(420) }} data-testid="uploader-close-confirm">
          <Heading>{t('dialog.hint')}</Heading>
          <Hint>{t('uploader.confirmClose')}</Hint>
          <Footer css={{ gap: rem(10) }}>
            <Dialog.Close asChild>
              <ActionButton type="button" tone="outline" data-testid="uploader-close-cancel">
                {t('dialog.cancel')}
              </ActionButton>
            </Dialog.Close>
            <ActionButton type="button" onClick={onConfirm} data-testid="uploader-close-confirm-button">
              {t('dialog.confirm')}
            </ActionButton>
          </Footer>
        </Card>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
