import { rem } from '../scaling/rem';
import { styled } from '../theme/stitches';

const AVATAR_PX = 36;

const Circle = styled('span', {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: rem(AVATAR_PX),
  height: rem(AVATAR_PX),
  borderRadius: '50%',
  overflow: 'hidden',
  backgroundColor: '$primary',
  color: '#fff',
  fontSize: rem(16),
  fontWeight: 600,
  border: `${rem(2)} solid rgba(255, 255, 255, 0.8)`,
  '& img': { width: '100%', height: '100%', objectFit: 'cover' },
  // Drawn, not written: the letter is decoration, and as text it would become part of the visible
  // label of the user button that the button's name must contain (WCAG 2.5.3).
  '&[data-initial]::before': { content: 'attr(data-initial)' },
});

/** The user's picture, or the first letter of the name on the theme colour. */
export function UserAvatar({ name, avatarUrl }: { name: string; avatarUrl: string | null }) {
  if (avatarUrl !== null) {
    return (
      <Circle aria-hidden="true">
        <img src={avatarUrl} alt="" />
      </Circle>
    );
  }
  return <Circle aria-hidden="true" data-initial={Array.from(name)[0]?.toUpperCase() ?? ''} />;
}
