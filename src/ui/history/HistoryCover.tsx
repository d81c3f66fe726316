import { useState } from 'react';
import { useI18n } from '../i18n/i18n-context';
import { rem } from '../scaling/rem';
import { styled } from '../theme/stitches';
import { FailedImageLabel } from '../kit/FailedImageLabel';
import { chooseCover } from '../covers/default-cover';
import { useDefaultCover } from '../covers/use-default-cover';

const COVER_WIDTH_PX = 128;
const COVER_HEIGHT_PX = 72;

const Frame = styled('div', {
  position: 'relative',
  flexShrink: 0,
  width: rem(COVER_WIDTH_PX),
  height: rem(COVER_HEIGHT_PX),
  borderRadius: '$sm',
  overflow: 'hidden',
  // Behind a failed picture, in the theme's colour like the lesson cards.
  background: 'linear-gradient(135deg, $primary, #1f2d3d)',
  '& img': { width: '100%', height: '100%', objectFit: 'cover', display: 'block' },
});

const AiBadge = styled('span', {
  position: 'absolute',
  top: rem(4),
  left: rem(4),
  padding: `0 ${rem(6)}`,
  borderRadius: '$sm',
  backgroundColor: '$primaryFill',
  color: '#fff',
  fontSize: rem(12),
  fontWeight: 700,
  lineHeight: rem(18),
});

/**
 * A lesson's cover with the AI badge: the class's picture, else the school's DefaultCover
 * picture for the class (as on the cards); 'load failed' when the image does not load (SPEC §8).
 */
export function HistoryCover({ src, coverKey, ai }: { src: string | null; coverKey: string; ai: boolean }) {
  const { t } = useI18n();
  const cover = chooseCover({ own: src }, useDefaultCover(), coverKey);
  const [failed, setFailed] = useState(false);
  return (
    <Frame data-testid="history-cover" data-default-cover={cover.isDefault ? 'true' : undefined}>
      {cover.url !== null && !failed ? <img src={cover.url} alt="" loading="lazy" onError={() => setFailed(true)} /> : null}
      {failed ? <FailedImageLabel tone="muted">{t('image.loadFailed')}</FailedImageLabel> : null}
      {ai ? <AiBadge>{t('history.ai')}</AiBadge> : null}
    </Frame>
  );
}
