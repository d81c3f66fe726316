import { useState } from 'react';
import { ActionButton } from '../kit/buttons';
import { useI18n } from '../i18n/i18n-context';
import { ShareDialog, type ShareTarget } from './ShareDialog';

export type ShareButtonProps = {
  teclId: string;
  /** The recording or the live lesson the new link opens. */
  target: ShareTarget;
  /** The player's position, offered as the link's start time (recordings only). */
  currentTimeS?: () => number;
};

/**
 * "Share" for the class's teacher (play information's canShare): opens the dialog that makes a
 * link, shows it once with a copy button, and lists the class's links to revoke them. The
 * server refuses anyone else, so showing it to others would only lead to 'no permission'.
 * Closing the dialog gives the focus back to this button.
 */
export function ShareButton({ teclId, target, currentTimeS }: ShareButtonProps) {
  const { t } = useI18n();
  const [open, setOpen] = useState(false);
  return (
    <>
      <ActionButton
        type="button"
        tone="outline"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpen(true)}
        data-testid="share-button"
      >
        {t('share.button')}
      </ActionButton>
      {open && <ShareDialog teclId={teclId} target={target} currentTimeS={currentTimeS} onClose={() => setOpen(false)} />}
    </>
  );
}
