import * as Dialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import { ActionButton } from '../detail/detail-buttons';
import { useI18n } from '../i18n/i18n-context';
import { DialogFooter } from './media-styles';

/** A media dialog's footer: Cancel (closes it), then the dialog's own confirming button. */
export function DialogActions({ children }: { children: ReactNode }) {
  const { t } = useI18n();
  return (
    <DialogFooter>
      <Dialog.Close asChild>
        <ActionButton type="button" tone="outline">
          {t('media.cancel')}
        </ActionButton>
      </Dialog.Close>
      {children}
    </DialogFooter>
  );
}
