import { MIN_SCALED_WIDTH_PX } from '../../constants';
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

/**
 * A player and the column beside it (the recordings, notes and transcript; a share page's
 * transcript). Player pages keep the window's own width (no 1920 design width), so on a narrow
 * window the column goes under the player instead of squeezing it to nothing.
 */
export const PlayerColumns = styled('div', {
  display: 'grid',
  gridTemplateColumns: `minmax(0, 1fr) ${rem(380)}`,
  gap: rem(20),
  alignItems: 'start',
  [`@media (max-width: ${MIN_SCALED_WIDTH_PX - 0.02}px)`]: { gridTemplateColumns: 'minmax(0, 1fr)' },
});
