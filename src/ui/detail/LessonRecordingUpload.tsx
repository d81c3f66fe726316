import * as Dialog from '@radix-ui/react-dialog';
import { useRef, useState, type ChangeEvent } from 'react';
import type { DetailSession } from '../../schemas/detail';
import { DialogFooter } from '../kit/form-fields';
import { formatDate } from '../i18n/format';
import { useI18n } from '../i18n/i18n-context';
import { rem } from '../scaling/rem';
import { Card, Heading, Hint, Overlay } from '../kit/dialog-styles';
import { styled } from '../theme/stitches';
import { UploadIcon } from '../uploader/UploadIcon';
import { useUploads } from '../uploader/use-uploads';
import { ActionButton } from '../kit/buttons';

const FINISHED = 2;

/**
 * A small round button beside the lesson's date (28 px, above WCAG 2.5.8's 24), named by its
 * tooltip and label. Doubled class: above the size variant's height and padding, which would
 * squeeze the icon to nothing.
 */
const IconButton = styled(ActionButton, { '&&': { width: rem(28), height: rem(28), padding: 0, flexShrink: 0 } });

/**
 * Where a lesson's recording may be sent from the class page (docs/uploads.md "One recording per
 * lesson"): only a lesson that is over, by its class's teacher or an administrator (`canUpload`);
 * the server refuses the rest. A lesson without a recording offers "Upload recording"; one with a
 * recording offers "Replace recording", which asks first, since the new video takes the old one's
 * place for everyone. Either way one video file goes to the uploader panel.
 */
export function offersRecordingUpload(session: DetailSession, canUpload: boolean): boolean {
  return canUpload && session.courStatus === FINISHED;
}

type Props = { session: DetailSession; teclId: string; recordingTitle: string | null };

export function LessonRecordingUpload({ session, teclId, recordingTitle }: Props) {
  const { t, language } = useI18n();
  const uploads = useUploads();
  const input = useRef<HTMLInputElement>(null);
  const [asking, setAsking] = useState(false);
  const replaces = session.vodId !== null;
  const date = formatDate(session.courBeginTime, language, 'dayMonth');
  const choose = () => input.current?.click();
  const chosen = (event: ChangeEvent<HTMLInputElement>) => {
    const [file] = Array.from(event.target.files ?? []);
    // Cleared, so choosing the same file again is a change too.
    event.target.value = '';
    if (file) uploads.add([file], { target: 'recording', teclId, courId: session.courId });
  };
  const label = t(replaces ? 'detail.replaceRecording' : 'uploader.uploadRecording');
  return (
    <>
      <IconButton
        type="button"
        tone="outline"
        onClick={replaces ? () => setAsking(true) : choose}
        title={label}
        aria-label={t(replaces ? 'detail.replaceRecordingFor' : 'uploader.uploadRecordingFor', { date })}
        data-testid={replaces ? 'replace-recording' : 'upload-recording'}
        data-cour-id={session.courId}
      >
        <UploadIcon size={rem(15)} />
      </IconButton>
      <input ref={input} type="file" accept="video/*" hidden onChange={chosen} data-testid="upload-recording-input" />
      {asking && (
        <Dialog.Root open onOpenChange={(open) => (open ? undefined : setAsking(false))}>
          <Dialog.Portal>
            <Overlay />
            <Card data-testid="replace-recording-dialog">
              <Heading>{t('detail.replace.title')}</Heading>
              <Hint>{t('detail.replace.body', { date, title: recordingTitle ?? '' })}</Hint>
              <DialogFooter css={{ flexWrap: 'wrap' }}>
                <Dialog.Close asChild>
                  <ActionButton type="button" tone="outline" autoFocus data-testid="replace-keep">
                    {t('detail.replace.keep')}
                  </ActionButton>
                </Dialog.Close>
                <ActionButton
                  type="button"
                  onClick={() => {
                    setAsking(false);
                    // Still within the click: the browser opens the file chooser for it.
                    choose();
                  }}
                  data-testid="replace-confirm"
                >
                  {t('detail.replace.choose')}
                </ActionButton>
              </DialogFooter>
            </Card>
          </Dialog.Portal>
        </Dialog.Root>
      )}
    </>
  );
}
