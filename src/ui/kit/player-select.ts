import { rem } from '../scaling/rem';
import { controlBox } from '../theme/control-box';
import { styled } from '../theme/stitches';

/** The player's small choosers (speed, caption size and colour), boxed like the app's other fields. */
export const PlayerSelect = styled('select', {
  ...controlBox,
  height: rem(32),
  padding: `0 ${rem(8)}`,
  fontSize: rem(14),
  cursor: 'pointer',
});
