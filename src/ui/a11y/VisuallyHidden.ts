import { styled } from '../theme/stitches';

/** Text read by screen readers and counted in an accessible name, but not drawn. */
export const VisuallyHidden = styled('span', {
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
});
