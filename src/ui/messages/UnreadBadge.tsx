import { useQuery } from '@tanstack/react-query';
import { SIGN } from '../../constants';
import { usePermissions } from '../permission/permission-context';
import { hasAuthoritySign } from '../permission/permission-predicate';
import { rem } from '../scaling/rem';
import { styled } from '../theme/stitches';
import { unreadQuery } from './inbox-api';

/** Past this the badge says 99+. */
const SHOWN_MAX = 99;

/** The caller's unread messages, or 0 without the messages sign (nothing is asked then). */
export function useUnreadCount(): number {
  const allowed = hasAuthoritySign(usePermissions(), SIGN.message);
  return useQuery({ ...unreadQuery(), enabled: allowed }).data ?? 0;
}

export const unreadBadgeText = (count: number) => (count > SHOWN_MAX ? `${SHOWN_MAX}+` : String(count));

const Badge = styled('span', {
  minWidth: rem(18),
  height: rem(18),
  padding: `0 ${rem(5)}`,
  borderRadius: rem(9),
  backgroundColor: '$danger',
  color: '#fff',
  fontSize: rem(12),
  fontWeight: 700,
  lineHeight: rem(18),
  textAlign: 'center',
});

/** The red count on the header's user block; nothing when all is read. */
export function UnreadBadge({ count }: { count: number }) {
  if (count === 0) return null;
  return <Badge data-testid="header-unread-badge">{unreadBadgeText(count)}</Badge>;
}
