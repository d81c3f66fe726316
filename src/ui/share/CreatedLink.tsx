import { useRef, useState } from 'react';
import { ActionButton } from '../kit/buttons';
import { useI18n } from '../i18n/i18n-context';
import { LinkField, Note, Row } from './share-dialog-styles';

/**
 * The new link, in full, shown this once (only its hash is kept). Copied with the clipboard
 * API; where there is none (a plain-http address) or it is refused, the text is selected for
 * the viewer to copy.
 */
export function CreatedLink({ url }: { url: string }) {
  const { t } = useI18n();
  const field = useRef<HTMLInputElement>(null);
  const [copy, setCopy] = useState<'idle' | 'copied' | 'byHand'>('idle');
  const byHand = () => {
    field.current?.select();
    setCopy('byHand');
  };
  const copyLink = () => {
    if (navigator.clipboard === undefined) return byHand();
    navigator.clipboard.writeText(url).then(() => setCopy('copied'), byHand);
  };
  return (
    <>
      <Note tone="warning">{t('share.created')}</Note>
      <Row>
        <LinkField
          ref={field}
          readOnly
          value={url}
          aria-label={t('share.link')}
          data-testid="share-link"
          onFocus={(event) => event.currentTarget.select()}
        />
        <ActionButton type="button" onClick={copyLink} data-testid="share-copy">
          {t(copy === 'copied' ? 'share.copied' : 'share.copy')}
        </ActionButton>
      </Row>
      {copy === 'byHand' && <Note data-testid="share-copy-hint">{t('share.copyByHand')}</Note>}
    </>
  );
}
