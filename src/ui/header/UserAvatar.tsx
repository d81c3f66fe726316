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
});

/** The user's picture, or the first letter of the name on the theme colour. */
export function UserAvatar({ name, avatarUrl }: { name: string; avatarUrl: string | null }) {
  return <Circle aria-hidden="true">{avatarUrl === null ? Array.from(name)[0]?.toUpperCase() : <img src={avatarUrl} alt="" />}</Circle>;
}
