import { targetRem } from '../scaling/rem';
import { styled } from '../theme/stitches';

const ICON_BUTTON_PX = 40;

/** A round icon button in the header's text colour. */
export const HeaderIconButton = styled('button', {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: targetRem(ICON_BUTTON_PX),
  height: targetRem(ICON_BUTTON_PX),
  padding: 0,
  border: 'none',
  borderRadius: '50%',
  background: 'none',
  color: 'var(--header-fg)',
  cursor: 'pointer',
  '&:hover, &:focus-visible, &[aria-expanded="true"]': { backgroundColor: 'var(--header-hover-bg)' },
});
