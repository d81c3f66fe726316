import { Box, Heading, Sign, Text } from '../shared/DetailUnavailable';
import { useI18n } from '../i18n/i18n-context';
import { ClockIcon, LockIcon } from '../icons/line-icons';
import { rem } from '../scaling/rem';
import type { ShareRefusal } from './share-refusal';

const VOD_REASONS = {
  revoked: { title: 'share.revokedTitle', body: 'share.revokedBody' },
  expired: { title: 'share.expiredTitle', body: 'share.expiredBody' },
  missing: { title: 'share.missingTitle', body: 'share.missingBody' },
  failed: { title: 'share.failedTitle', body: 'share.failedBody' },
} as const;

// A live link's viewer came for the lesson, not a recording.
const REASONS = {
  vod: VOD_REASONS,
  live: {
    ...VOD_REASONS,
    revoked: { title: 'share.revokedTitle', body: 'share.revokedBodyLive' },
    failed: { title: 'share.failedTitleLive', body: 'share.failedBody' },
  },
} as const;

/**
 * Why a share link does not play, said in full instead of an empty player. No way to the rest
 * of the app: whoever holds a share link is usually not signed in.
 */
export function ShareUnavailable({ reason, kind = 'vod' }: { reason: ShareRefusal; kind?: 'vod' | 'live' }) {
  const { t } = useI18n();
  const texts = REASONS[kind][reason];
  return (
    <Box data-testid="share-unavailable" data-reason={reason} role="alert">
      <Sign>{reason === 'expired' ? <ClockIcon size={rem(32)} /> : <LockIcon size={rem(32)} />}</Sign>
      <Heading>{t(texts.title)}</Heading>
      <Text>{t(texts.body)}</Text>
    </Box>
  );
}
