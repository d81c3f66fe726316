import { Link } from '@tanstack/react-router';
import { useI18n } from '../i18n/i18n-context';
import { rem } from '../scaling/rem';
import { styled } from '../theme/stitches';
import { LockIcon } from '../icons/line-icons';

// The message's parts are shared with the share pages' messages (ShareUnavailable).
export const Box = styled('div', {
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: rem(14),
  padding: `${rem(96)} ${rem(24)}`,
  borderRadius: '$lg',
  backgroundColor: '$surface',
  textAlign: 'center',
});

export const Sign = styled('span', {
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: rem(72),
  height: rem(72),
  borderRadius: '50%',
  backgroundColor: '$warningLight',
  color: '$warning',
});

export const Heading = styled('h1', { margin: 0, fontSize: rem(24), fontWeight: 700 });

export const Text = styled('p', { margin: 0, maxWidth: rem(560), fontSize: rem(16), color: '$textMuted' });

const REASONS = {
  forbidden: { title: 'permission.denied', body: 'detail.forbiddenBody' },
  missing: { title: 'detail.missingTitle', body: 'detail.missingBody' },
  failed: { title: 'detail.failedTitle', body: 'detail.failedBody' },
} as const;

/** Why the class cannot be shown: 'no permission' (SPEC §8), no such class, or the call failed. */
export function DetailUnavailable({ reason }: { reason: keyof typeof REASONS }) {
  const { t } = useI18n();
  return (
    <Box data-testid="detail-unavailable" data-reason={reason} role={reason === 'forbidden' ? 'alert' : undefined}>
      <Sign>
        <LockIcon size={rem(32)} />
      </Sign>
      <Heading>{t(REASONS[reason].title)}</Heading>
      <Text>{t(REASONS[reason].body)}</Text>
      <Link to="/home">{t('page.backHome')}</Link>
    </Box>
  );
}
