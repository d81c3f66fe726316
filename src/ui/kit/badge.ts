import { rem } from '../scaling/rem';
import { styled } from '../theme/stitches';

/**
 * A state in a small pill: a resource's processing, a share link's state, an attendee's presence.
 * The tone says how it stands, so one state reads the same on every page.
 */
export const Badge = styled('span', {
  display: 'inline-block',
  padding: `${rem(2)} ${rem(10)}`,
  borderRadius: rem(12),
  fontSize: rem(13),
  fontWeight: 600,
  whiteSpace: 'nowrap',
  variants: {
    tone: {
      neutral: { backgroundColor: '$page', color: '$textMuted' },
      /** Ready, active: in the school's colour. */
      primary: { backgroundColor: '$primaryLight', color: '$primaryText' },
      // Darker than $warning and $danger: small text on their light fills needs 4.5:1 (WCAG AA).
      /** Still processing, expired, on air. */
      warning: { backgroundColor: '$warningLight', color: '#8f5400' },
      /** Failed, revoked, absent. */
      danger: { backgroundColor: '$dangerLight', color: '#b3241c' },
      /** Present: green whatever the school's colour, beside the red of absent. */
      success: { backgroundColor: '#e3f6ec', color: '#11643c' },
    },
    size: { small: { fontSize: rem(12) } },
  },
});
