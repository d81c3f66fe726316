import { rem } from '../scaling/rem';
import { styled } from '../theme/stitches';

/** 'load failed' laid over a picture that did not load (SPEC §8). */
export const FailedImageLabel = styled('span', {
  position: 'absolute',
  inset: 0,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  variants: {
    /** Light text on the dark covers and banners, muted text on the grey history thumbnails. */
    tone: {
      onDark: { color: 'rgba(255, 255, 255, 0.85)', fontSize: rem(14) },
      muted: { color: '$textMuted', fontSize: rem(13) },
    },
  },
  defaultVariants: { tone: 'onDark' },
});
