import { useRef, useState, type ChangeEvent } from 'react';
import type { DetailSession } from '../../schemas/detail';
import { formatDate } from '../i18n/format';
import { ReplaceIcon } from '../icons/line-icons';
import { useI18n } from '../i18n/i18n-context';
import { rem } from '../scaling/rem';
import { DialogFrame, QuestionActions } from '../kit/dialog';
import { Hint } from '../kit/dialog-styles';
import { styled } from '../theme/stitches';
import { UploadIcon } from '../uploader/UploadIcon';
import { useUploads } from '../uploader/use-uploads';
import { ActionButton } from '../kit/buttons';

/**
 * A small round button beside the lesson's date (28 px, above WCAG 2.5.8's 24), named by its
 * tooltip and label. Doubled class: above the size variant's height and padding, which would
 * squeeze the icon to nothing.
 */
const IconButton = styled(ActionButton, { '&&': { width: rem(28), height: rem(28), padding: 0, flexShrink: 0 } });

type Props = { session: DetailSession; teclId: string; recordingTitle: string | null };

/**
 * The upload of a lesson's recording on the class page, for a lesson `offersRecordingUpload` allows:
 * "Upload recording" without a recording; "Replace recording" with one, which asks first, since the
 * new video takes the old one's place for everyone. Either way one video file goes to the uploader
 * panel.
 */
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
        {replaces ? <ReplaceIcon size={rem(15)} /> : <UploadIcon size={rem(15)} />}
      </IconButton>
      <input ref={input} type="file" accept="video/*" hidden onChange={chosen} data-testid="upload-recording-input" />
      {asking && (
        <DialogFrame title={t('detail.replace.title')} testId="replace-recording-dialog" onClose={() => setAsking(false)}>
          <Hint>{t('detail.replace.body', { date, title: recordingTitle ?? '' })}</Hint>
          <QuestionActions
            keep={{ label: t('detail.replace.keep'), testId: 'replace-keep' }}
            confirm={{
              label: t('detail.replace.choose'),
              testId: 'replace-confirm',
              onClick: () => {
                setAsking(false);
                // Still within the click: the browser opens the file chooser for it.
                choose();
              },
            }}
          />
        </DialogFrame>
      )}
    </>
  );
}
