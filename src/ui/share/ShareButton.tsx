import * as Dialog from '@radix-ui/react-dialog';
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
 */
export function ShareButton({ teclId, target, currentTimeS }: ShareButtonProps) {
  const { t } = useI18n();
  return (
    <Dialog.Root>
      <Dialog.Trigger asChild>
        <ActionButton type="button" tone="outline" data-testid="share-button">
          {t('share.button')}
        </ActionButton>
      </Dialog.Trigger>
      <ShareDialog teclId={teclId} target={target} currentTimeS={currentTimeS} />
    </Dialog.Root>
  );
}
