import { rem } from '../scaling/rem';
import { styled } from '../theme/stitches';

/** The line above a note saying why it is read-only, loading, or could not be opened. */
export const NoteNotice = styled('p', {
  margin: 0,
  padding: rem(8),
  borderRadius: '$sm',
  backgroundColor: '$page',
  color: '$textMuted',
  fontSize: rem(13),
});
