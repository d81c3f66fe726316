import { useBlocker } from '@tanstack/react-router';
import { DialogFrame, QuestionActions } from '../kit/dialog';
import { useI18n } from '../i18n/i18n-context';

/**
 * Asks before unsaved captions are left behind: a move inside the app (another page, the track
 * list, the back button) waits for the person's answer in a dialog; closing or reloading the tab
 * gets the browser's own question (its own words). `unsaved` is asked at the moment of leaving.
 */
export function LeaveGuard({ unsaved }: { unsaved: () => boolean }) {
  const { t } = useI18n();
  const blocker = useBlocker({ shouldBlockFn: unsaved, enableBeforeUnload: unsaved, withResolver: true });
  if (blocker.status !== 'blocked') return null;
  return (
    <DialogFrame
      title={t('captionEditor.leaveTitle')}
      description={t('captionEditor.leaveBody')}
      width="narrow"
      testId="caption-leave-dialog"
      onClose={blocker.reset}
    >
      <QuestionActions
        keep={{ label: t('captionEditor.stay'), testId: 'caption-leave-stay' }}
        confirm={{ label: t('captionEditor.leave'), tone: 'live', testId: 'caption-leave-confirm', onClick: blocker.proceed }}
      />
    </DialogFrame>
  );
}
