import * as Dialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import { useI18n } from '../i18n/i18n-context';
import { rem } from '../scaling/rem';
import { ActionButton } from './buttons';
import { Card, Heading, Overlay } from './dialog-styles';
import { DialogFooter } from './form-fields';

type Props = { title: string; testId: string; wide?: boolean; onClose: () => void; children: ReactNode };

/** A modal dialog, open while mounted: a titled card over a dimmed page; Escape, the overlay or Cancel closes it. */
export function DialogFrame({ title, testId, wide = false, onClose, children }: Props) {
  return (
    <Dialog.Root open onOpenChange={(open) => (open ? undefined : onClose())}>
      <Dialog.Portal>
        <Overlay />
        <Card data-testid={testId} aria-describedby={undefined} css={wide ? { width: rem(860) } : undefined}>
          <Heading>{title}</Heading>
          {children}
        </Card>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** A dialog's footer: Cancel (closes it), then the dialog's own confirming button. */
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
