import { useId, useRef, useState } from 'react';
import { SCREENSHOT_MAX_BYTES } from '../../../constants';
import { ActionButton } from '../../kit/buttons';
import { useI18n } from '../../i18n/i18n-context';
import { uploadBrandingPicture } from './look-api';
import { Empty, Row, Thumb, Warning } from './look-styles';
import { problemText } from '../server-problem';
import { uploadProblemOf } from './look-errors';

/** What the server takes (by its bytes; no SVG, which may carry script). */
const ACCEPTED = 'image/png,image/jpeg,image/gif,image/webp';

/**
 * A picture of the school's look: shown, replaced by an upload (POST /v1/admin/branding-pictures,
 * whose address goes into the draft), or removed ('' shows the readers' fallback).
 */
type Props = {
  value: string;
  onChange: (url: string) => void;
  testId: string;
  alt: string;
  /** Only the upload (a picture added to a list). */
  addOnly?: boolean;
  /** The ground the picture is shown on where it is used. */
  ground?: 'fill' | 'plain';
};

export function PictureField({ value, onChange, testId, alt, addOnly = false, ground = 'plain' }: Props) {
  const { t } = useI18n();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const warningId = useId();

  const upload = async (file: File) => {
    setProblem(null);
    if (file.size > SCREENSHOT_MAX_BYTES) return setProblem(t('look.upload.tooLarge'));
    setBusy(true);
    try {
      onChange(await uploadBrandingPicture(file));
    } catch (error) {
      setProblem(problemText(t, uploadProblemOf(error)));
    } finally {
      setBusy(false);
      if (input.current) input.current.value = '';
    }
  };

  return (
    <>
      {addOnly ? null : (
        <Row>
          {value === '' ? (
            <Empty>{t('look.picture.none')}</Empty>
          ) : (
            <Thumb src={value} alt={alt} ground={ground} data-testid={`${testId}-picture`} />
          )}
        </Row>
      )}
      <Row>
        <input
          ref={input}
          type="file"
          accept={ACCEPTED}
          hidden
          aria-describedby={problem === null ? undefined : warningId}
          data-testid={`${testId}-file`}
          onChange={(event) => {
            const file = event.target.files?.[0];
            if (file) void upload(file);
          }}
        />
        <ActionButton type="button" tone="outline" disabled={busy} onClick={() => input.current?.click()} data-testid={`${testId}-upload`}>
          {busy ? t('look.picture.uploading') : t(addOnly ? 'look.picture.add' : 'look.picture.upload')}
        </ActionButton>
        {value === '' || addOnly ? null : (
          <ActionButton type="button" tone="outline" onClick={() => onChange('')} data-testid={`${testId}-remove`}>
            {t('look.picture.remove')}
          </ActionButton>
        )}
      </Row>
      {problem === null ? null : (
        <Warning id={warningId} role="alert">
          {problem}
        </Warning>
      )}
    </>
  );
}
