import * as Popover from '@radix-ui/react-popover';
import { useState, type ReactNode } from 'react';
import { TIME_CARD_REMARK_MAX } from '../../constants';
import { useI18n } from '../i18n/i18n-context';
import { rem } from '../scaling/rem';
import { styled } from '../theme/stitches';

const Content = styled(Popover.Content, {
  zIndex: 30,
  display: 'flex',
  flexDirection: 'column',
  gap: rem(8),
  width: rem(260),
  padding: rem(12),
  borderRadius: '$md',
  border: '1px solid $border',
  backgroundColor: '$surface',
  boxShadow: '$card',
  fontSize: rem(13),
});

const Field = styled('input', { padding: `${rem(6)} ${rem(8)}`, border: '1px solid $border', borderRadius: '$sm', fontSize: rem(14) });

const Row = styled('div', { display: 'flex', alignItems: 'center', justifyContent: 'space-between', color: '$textMuted' });

const Confirm = styled('button', {
  padding: `${rem(4)} ${rem(14)}`,
  border: 'none',
  borderRadius: '$sm',
  backgroundColor: '$primaryFill',
  color: '#fff',
  cursor: 'pointer',
});

type Props = {
  /** The toolbar button that opens it. */
  trigger: ReactNode;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  time: string;
  initial: string;
  confirmLabel: string;
  onConfirm: (remark: string) => void;
  /** Where the focus goes back to when it closes (the editor, to keep writing). */
  onClosed: () => void;
};

/** The remark of a time card: at most TIME_CARD_REMARK_MAX characters (SPEC §5). */
export function RemarkPopover({ trigger, open, onOpenChange, time, initial, confirmLabel, onConfirm, onClosed }: Props) {
  const { t } = useI18n();
  const [remark, setRemark] = useState(initial);
  const confirm = () => {
    onConfirm(remark);
    onOpenChange(false);
  };
  return (
    <Popover.Root
      open={open}
      onOpenChange={(next) => {
        if (next) setRemark(initial);
        onOpenChange(next);
      }}
    >
      <Popover.Trigger asChild>{trigger}</Popover.Trigger>
      <Popover.Portal>
        <Content
          side="bottom"
          align="start"
          sideOffset={6}
          data-testid="remark-popover"
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            onClosed();
          }}
        >
          <label htmlFor="time-card-remark">{t('notes.remarkAt', { time })}</label>
          <Field
            id="time-card-remark"
            data-testid="remark-input"
            autoFocus
            value={remark}
            maxLength={TIME_CARD_REMARK_MAX}
            placeholder={t('notes.remarkPlaceholder', { max: TIME_CARD_REMARK_MAX })}
            onChange={(event) => setRemark(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter') {
                event.preventDefault();
                confirm();
              }
            }}
          />
          <Row>
            <span>{`${[...remark.trim()].length}/${TIME_CARD_REMARK_MAX}`}</span>
            <Confirm type="button" data-testid="remark-confirm" onClick={confirm}>
              {confirmLabel}
            </Confirm>
          </Row>
        </Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
