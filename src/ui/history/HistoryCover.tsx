import { useState } from 'react';
import { useI18n } from '../i18n/i18n-context';
import { rem } from '../scaling/rem';
import { styled } from '../theme/stitches';
import { FailedImageLabel } from '../covers/FailedImageLabel';

const COVER_WIDTH_PX = 128;
const COVER_HEIGHT_PX = 72;

const Frame = styled('div', {
  position: 'relative',
  flexShrink: 0,
  width: rem(COVER_WIDTH_PX),
  height: rem(COVER_HEIGHT_PX),
  borderRadius: '$sm',
  overflow: 'hidden',
  // Neutral placeholder behind a missing or failed cover.
  background: 'linear-gradient(135deg, #e4e7ec, #c9ced6)',
  '& img': { width: '100%', height: '100%', objectFit: 'cover', display: 'block' },
});

const AiBadge = styled('span', {
  position: 'absolute',
  top: rem(4),
  left: rem(4),
  padding: `0 ${rem(6)}`,
  borderRadius: '$sm',
  backgroundColor: '$primary',
  color: '#fff',
  fontSize: rem(12),
  fontWeight: 700,
  lineHeight: rem(18),
});

/** A lesson's cover with the AI badge; 'load failed' when the image does not load (SPEC §8). */
export function HistoryCover({ src, ai }: { src: string | null; ai: boolean }) {
  const { t } = useI18n();
  const [failed, setFailed] = useState(false);
  return (
    <Frame>
      {src !== null && !failed ? <img src={src} alt="" loading="lazy" onError={() => setFailed(true)} /> : null}
      {failed ? <FailedImageLabel tone="muted">{t('image.loadFailed')}</FailedImageLabel> : null}
      {ai ? <AiBadge>{t('history.ai')}</AiBadge> : null}
    </Frame>
  );
}
