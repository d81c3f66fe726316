import { rem } from '../scaling/rem';
import { styled } from '../theme/stitches';

/** A line of the transcript panel that says how things stand: loading, nothing found, how many. */
export const PanelNote = styled('p', { margin: 0, fontSize: rem(14), lineHeight: 1.5, color: '$textMuted' });
