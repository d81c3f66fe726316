import { useEffect, useState } from 'react';
import { useI18n } from '../../i18n/i18n-context';
import { ActionButton } from '../../kit/buttons';
import { Confirmation } from './capture-styles';

/** How long "Copied" stays beside the button. */
const CONFIRMATION_MS = 3_000;

type Props = { value: string; label: string; testId: string };

/**
 * Copies `value` to the clipboard and says so beside the button (read out: role="status"). When
 * the browser refuses (no permission, no secure context) it says to copy by hand: the value is
 * on screen to be selected. Nothing copied is kept or logged.
 */
export function CopyButton({ value, label, testId }: Props) {
  const { t } = useI18n();
  const [outcome, setOutcome] = useState<'idle' | 'copied' | 'failed'>('idle');
  useEffect(() => {
    if (outcome !== 'copied') return;
    const timer = setTimeout(() => setOutcome('idle'), CONFIRMATION_MS);
    return () => clearTimeout(timer);
  }, [outcome]);
  const copy = () => {
    navigator.clipboard.writeText(value).then(
      () => setOutcome('copied'),
      () => setOutcome('failed'),
    );
  };
  return (
    <>
      <ActionButton type="button" tone="outline" aria-label={label} onClick={copy} data-testid={testId}>
        {t('capture.push.copy')}
      </ActionButton>
      <Confirmation role="status" failed={outcome === 'failed'} data-testid={`${testId}-status`}>
        {outcome === 'copied' ? t('capture.push.copied') : outcome === 'failed' ? t('capture.push.copyFailed') : ''}
      </Confirmation>
    </>
  );
}
