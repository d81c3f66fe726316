import * as Dialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import { rem } from '../scaling/rem';
import { Card, Heading, Overlay } from '../share/share-dialog-styles';

type Props = { title: string; testId: string; wide?: boolean; onClose: () => void; children: ReactNode };

/** One of /admin/home's dialogs, open while mounted; Escape, the overlay or Cancel closes it. */
export function AdminDialog({ title, testId, wide = false, onClose, children }: Props) {
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
