import { createLink } from '@tanstack/react-router';
import { LinkButton } from '../kit/table';
import { useI18n } from '../i18n/i18n-context';
import { styled } from '../theme/stitches';

/** A table action that is a link: it looks like the row's other actions and opens like a link (new tab too). */
const ActionLink = createLink(styled('a', LinkButton, { display: 'inline-block', textDecoration: 'none' }));

/** A recording's way into its captions, /caption-edit (docs/captions.md "The editor"), from its class's recordings. */
export function CaptionsLink({ teclId, vodId, title }: { teclId: string; vodId: string; title: string }) {
  const { t } = useI18n();
  return (
    <ActionLink
      to="/caption-edit"
      search={{ vodId, teclId }}
      aria-label={t('captionEditor.openLinkLabel', { title })}
      data-testid="recording-captions"
    >
      {t('captionEditor.openLink')}
    </ActionLink>
  );
}
