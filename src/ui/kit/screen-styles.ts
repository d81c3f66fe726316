import { rem } from '../scaling/rem';
import { styled } from '../theme/stitches';

/** The black 16:9 frame a video plays in (the player, the media page), and the notice over it. */
export const Screen = styled('div', {
  position: 'relative',
  aspectRatio: '16 / 9',
  borderRadius: '$md',
  overflow: 'hidden',
  backgroundColor: '#000',
  '& video': { width: '100%', height: '100%', display: 'block', backgroundColor: '#000' },
});

export const Notice = styled('div', {
  position: 'absolute',
  inset: 0,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  color: '#fff',
  fontSize: rem(16),
  pointerEvents: 'none',
});
