import { createLink } from '@tanstack/react-router';
import { useI18n } from '../i18n/i18n-context';
import { rem } from '../scaling/rem';
import { styled } from '../theme/stitches';

const MoreAnchor = styled('a', {
  display: 'inline-flex',
  alignItems: 'center',
  gap: rem(2),
  flexShrink: 0,
  fontSize: rem(16),
  color: '$textMuted',
  textDecoration: 'none',
  transition: 'color 150ms ease',
  '&:hover, &:focus-visible': { color: '$primaryText' },
  '& svg': { transition: 'transform 150ms ease' },
  '&:hover svg': { transform: 'translateX(2px)' },
});

/** A section's way to its full list, typed like the router's Link; holds <MoreText />. */
export const MoreLink = createLink(MoreAnchor);

export function MoreText() {
  const { t } = useI18n();
  return (
    <>
      {t('home.more')}
      <svg
        width={rem(18)}
        height={rem(18)}
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        aria-hidden="true"
      >
        <path d="M9 6l6 6-6 6" />
      </svg>
    </>
  );
}
