import type { CourStatus } from '../../schemas/catalogue';
import { useI18n } from '../i18n/i18n-context';
import { rem } from '../scaling/rem';
import { keyframes, styled } from '../theme/stitches';

const pulse = keyframes({ '0%, 100%': { opacity: 1 }, '50%': { opacity: 0.35 } });

const Badge = styled('span', {
  display: 'inline-flex',
  alignItems: 'center',
  gap: rem(6),
  padding: `${rem(3)} ${rem(10)}`,
  borderRadius: rem(12),
  color: '#fff',
  fontSize: rem(13),
  fontWeight: 600,
  lineHeight: 1.4,
  variants: {
    status: {
      live: {
        backgroundColor: '$danger',
        '&::before': {
          content: '""',
          width: rem(7),
          height: rem(7),
          borderRadius: '50%',
          backgroundColor: '#fff',
          animation: `${pulse} 1.4s ease-in-out infinite`,
        },
      },
      upcoming: { backgroundColor: '$primaryFill' },
      // Dark enough that its white text reads even on a white row (WCAG AA 4.5:1).
      ended: { backgroundColor: 'rgba(31, 35, 41, 0.72)' },
    },
    overlay: { true: { position: 'absolute', top: rem(12), left: rem(12) } },
  },
});

const NAMES = { 0: 'upcoming', 1: 'live', 2: 'ended' } as const satisfies Record<CourStatus, string>;

/** Whether a lesson is on now, to come or over, from the server clock's courStatus. */
export function StatusBadge({ courStatus, overlay = false }: { courStatus: CourStatus; overlay?: boolean }) {
  const { t } = useI18n();
  const status = NAMES[courStatus];
  return (
    <Badge status={status} overlay={overlay} data-testid="status-badge" data-status={status}>
      {t(`status.${status}`)}
    </Badge>
  );
}
