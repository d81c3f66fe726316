import { useRef, type ChangeEvent } from 'react';
import type { UploadRow } from '../../services/upload/upload-row';
import { useI18n } from '../i18n/i18n-context';
import { useAppServices } from '../shared/use-app-context';
import { Actions, LinkButton } from './uploader-styles';

/**
 * What may be done with a file now, as its machine allows (SPEC §4): pause, resume, retry,
 * cancel. A remembered file offers to be chosen again, which continues its upload.
 */
export function UploadRowActions({ row }: { row: UploadRow }) {
  const { t } = useI18n();
  const { uploads } = useAppServices();
  const input = useRef<HTMLInputElement>(null);
  const chosen = (event: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(event.target.files ?? []);
    event.target.value = '';
    if (files.length > 0) uploads.add(files, row.target);
  };
  return (
    <Actions>
      {row.status === 'remembered' && (
        <>
          <LinkButton
            type="button"
            onClick={() => input.current?.click()}
            aria-label={t('uploader.chooseFor', { name: row.name })}
            data-testid="upload-choose"
          >
            {t('uploader.action.choose')}
          </LinkButton>
          <input ref={input} type="file" hidden onChange={chosen} data-testid="upload-choose-input" />
        </>
      )}
      {row.can.pause && (
        <LinkButton type="button" onClick={() => uploads.pause(row.id)} data-testid="upload-pause">
          {t('uploader.action.pause')}
        </LinkButton>
      )}
      {row.can.resume && (
        <LinkButton type="button" onClick={() => uploads.resume(row.id)} data-testid="upload-resume">
          {t('uploader.action.resume')}
        </LinkButton>
      )}
      {row.can.retry && (
        <LinkButton type="button" onClick={() => uploads.retry(row.id)} data-testid="upload-retry">
          {t('uploader.action.retry')}
        </LinkButton>
      )}
      {row.can.cancel && (
        <LinkButton type="button" tone="danger" onClick={() => uploads.cancel(row.id)} data-testid="upload-cancel">
          {t('uploader.action.cancel')}
        </LinkButton>
      )}
    </Actions>
  );
}
