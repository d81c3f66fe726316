import { createLink, useCanGoBack, useRouter } from '@tanstack/react-router';
import { useI18n } from '../i18n/i18n-context';
import { rem } from '../scaling/rem';
import { styled } from '../theme/stitches';
import { BackIcon } from '../icons/line-icons';

const look = {
  display: 'inline-flex',
  alignItems: 'center',
  gap: rem(6),
  padding: `${rem(6)} ${rem(12)} ${rem(6)} ${rem(6)}`,
  border: 'none',
  borderRadius: '$md',
  background: 'none',
  color: '$text',
  fontFamily: 'inherit',
  fontSize: rem(16),
  textDecoration: 'none',
  cursor: 'pointer',
  '&:hover': { backgroundColor: '$page', color: '$primaryText' },
} as const;

const BackButton = styled('button', look);
const HomeLink = createLink(styled('a', look));

/**
 * Back to the page this one was opened from; a page opened on its own (a shared link, a new tab)
 * has none, so it leads home instead.
 */
export function BackLink() {
  const { t } = useI18n();
  const router = useRouter();
  const canGoBack = useCanGoBack();
  const content = (label: string) => (
    <>
      <BackIcon size={rem(20)} />
      {label}
    </>
  );
  return canGoBack ? (
    <BackButton type="button" onClick={() => router.history.back()} data-testid="back-link">
      {content(t('detail.back'))}
    </BackButton>
  ) : (
    <HomeLink to="/home" data-testid="back-link">
      {content(t('page.backHome'))}
    </HomeLink>
  );
}
