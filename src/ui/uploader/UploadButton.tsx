import { useRef, type ChangeEvent } from 'react';
import type { UploadTargetParams } from '../../services/upload/upload-target';
import { ActionButton } from '../kit/buttons';
import { useI18n } from '../i18n/i18n-context';
import type { MessageKey } from '../i18n/messages-en';
import type { ParamsArg } from '../i18n/translate';
import { rem } from '../scaling/rem';
import { UploadIcon } from './UploadIcon';
import { useUploads } from './use-uploads';

/** Catalogue keys without parameters: a button's label. */
type LabelKey = { [K in MessageKey]: ParamsArg<K> extends [] ? K : never }[MessageKey];

type Props = {
  target: UploadTargetParams;
  labelKey?: LabelKey;
  /** The file input's accept list, e.g. 'video/*'. */
  accept?: string;
  tone?: 'primary' | 'soft' | 'outline';
  /** Read out instead of the label where the label alone is too short (e.g. which lesson). */
  ariaLabel?: string;
  testId?: string;
};

/**
 * A button that opens the file chooser and hands the chosen files to the uploader panel with
 * their target. The input is cleared after each choice, so the same file can be chosen again.
 */
export function UploadButton({ target, labelKey = 'uploader.upload', accept, tone = 'soft', ariaLabel, testId = 'upload-button' }: Props) {
  const { t } = useI18n();
  const uploads = useUploads();
  const input = useRef<HTMLInputElement>(null);
  const chosen = (event: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(event.target.files ?? []);
    event.target.value = '';
    if (files.length > 0) uploads.add(files, target);
  };
  return (
    <>
      <ActionButton type="button" tone={tone} onClick={() => input.current?.click()} aria-label={ariaLabel} data-testid={testId}>
        <UploadIcon size={rem(14)} />
        {t(labelKey)}
      </ActionButton>
      <input ref={input} type="file" multiple accept={accept} hidden onChange={chosen} data-testid={`${testId}-input`} />
    </>
  );
}
