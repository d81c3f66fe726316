import * as Dialog from '@radix-ui/react-dialog';
import { useState, type ReactNode } from 'react';
import { useI18n } from '../i18n/i18n-context';
import { rem } from '../scaling/rem';
import { ActionButton } from './buttons';
import { Card, Heading, Hint, Overlay } from './dialog-styles';
import { DialogFooter } from './form-fields';

/** How wide the card is: a short question is narrow, a form of many fields wide; the rest take the card's own 600. */
const WIDTHS = { narrow: rem(420), wide: rem(860) } as const;

type Props = {
  title: string;
  testId: string;
  /** The sentence under the title; the dialog's accessible description. */
  description?: ReactNode;
  width?: keyof typeof WIDTHS;
  onClose: () => void;
  children: ReactNode;
};

/** A modal dialog, open while mounted: a titled card over a dimmed page; Escape, the overlay or Cancel closes it. */
export function DialogFrame({ title, testId, description, width, onClose, children }: Props) {
  // What had the focus when the dialog opened (the button that opened it) gets it back when it
  // closes, as a Radix Dialog.Trigger would: without one, Radix would leave it on the page's body.
  // Not when the page has put it somewhere on purpose (the report that takes the dialog's place).
  const [opener] = useState(() => (document.activeElement instanceof HTMLElement ? document.activeElement : null));
  const giveFocusBack = (event: Event) => {
    event.preventDefault();
    const lost = document.activeElement === null || document.activeElement === document.body;
    if (lost) opener?.focus();
  };
  return (
    <Dialog.Root open onOpenChange={(open) => (open ? undefined : onClose())}>
      <Dialog.Portal>
        <Overlay />
        <Card
          data-testid={testId}
          aria-describedby={undefined}
          css={width === undefined ? undefined : { width: WIDTHS[width] }}
          onCloseAutoFocus={giveFocusBack}
        >
          <Heading>{title}</Heading>
          {description !== undefined && <Hint>{description}</Hint>}
          {children}
        </Card>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/**
 * A dialog's footer: Cancel (closes it), then the dialog's own confirming button; a dialog that
 * only shows things has one button, named `closeLabel` (Close), and no other.
 */
export function DialogActions({ closeLabel, children }: { closeLabel?: string; children?: ReactNode }) {
  const { t } = useI18n();
  return (
    <DialogFooter>
      <Dialog.Close asChild>
        <ActionButton type="button" tone="outline">
          {closeLabel ?? t('media.cancel')}
        </ActionButton>
      </Dialog.Close>
      {children}
    </DialogFooter>
  );
}

type QuestionProps = {
  /** Closes the dialog; it has the focus, so Enter never does the harmful thing by accident. */
  keep: { label: string; testId: string };
  confirm: { label: string; testId: string; tone?: 'primary' | 'live'; disabled?: boolean; onClick: () => void };
};

/** A question's footer (cancel a lesson, replace a recording): the safe answer first and focused, then the one that acts. */
export function QuestionActions({ keep, confirm }: QuestionProps) {
  return (
    <DialogFooter css={{ flexWrap: 'wrap' }}>
      <Dialog.Close asChild>
        <ActionButton type="button" tone="outline" autoFocus data-testid={keep.testId}>
          {keep.label}
        </ActionButton>
      </Dialog.Close>
      <ActionButton
        type="button"
        tone={confirm.tone ?? 'primary'}
        disabled={confirm.disabled}
        onClick={confirm.onClick}
        data-testid={confirm.testId}
      >
        {confirm.label}
      </ActionButton>
    </DialogFooter>
  );
}
