import { rem } from '../scaling/rem';
import { styled } from '../theme/stitches';

/**
 * Buttons side by side in one outline, one of them pressed (`aria-pressed`): a choice of a few
 * views, such as the player's road layout or its transcript and slides. Put them in a
 * `role="group"` with a label.
 */
export const SegmentButton = styled('button', {
  padding: `${rem(4)} ${rem(10)}`,
  border: '1px solid $border',
  backgroundColor: '$surface',
  color: '$text',
  fontSize: rem(13),
  cursor: 'pointer',
  '&:first-child': { borderRadius: `${rem(6)} 0 0 ${rem(6)}` },
  '&:last-child': { borderRadius: `0 ${rem(6)} ${rem(6)} 0` },
  '& + &': { borderLeft: 'none' },
  '&[aria-pressed="true"]': { backgroundColor: '$primaryLight', color: '$primaryText', fontWeight: 600 },
});
