import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { LOGO_HEIGHT_PX } from '../../constants';
import { useI18n } from '../i18n/i18n-context';
import { logosOf } from '../layout/branding-api';
import { styleEntriesQuery } from '../shared/style-entries-api';
import { MIN_TARGET_PX, rem } from '../scaling/rem';
import { styled } from '../theme/stitches';

const Home = styled(Link, {
  display: 'flex',
  alignItems: 'center',
  gap: rem(14),
  flexShrink: 0,
  // A target of at least 24 px (WCAG 2.5.8) in narrow windows, when only the word mark shows too.
  minHeight: `${MIN_TARGET_PX}px`,
  textDecoration: 'none',
  '& img': { height: rem(LOGO_HEIGHT_PX), width: 'auto', display: 'block' },
  // The platform's mark is white artwork on transparent: it sits on a tile of the theme colour
  // (the fill shade, so its white reads). A logo of the platform's own covers the tile.
  '& img[data-logo="platform"]': { backgroundColor: '$primaryFill', borderRadius: rem(8) },
});

const Wordmark = styled('span', { fontSize: rem(26), fontWeight: 700, color: 'var(--header-fg)' });

/** A logo that steps aside when its image does not load, so no broken-image box shows. */
function Logo({ src, alt, kind, onFailed }: { src: string | null; alt: string; kind: 'school' | 'platform'; onFailed?: () => void }) {
  const [failed, setFailed] = useState(false);
  if (src === null || failed) return null;
  return (
    <img
      src={src}
      alt={alt}
      data-logo={kind}
      onError={() => {
        setFailed(true);
        onFailed?.();
      }}
    />
  );
}

/** The school's and the platform's logos from the style configuration; the app name without the latter. */
export function Logos() {
  const { t } = useI18n();
  const logos = useQuery({ ...styleEntriesQuery(), select: logosOf }).data ?? null;
  const [platformLogoFailed, setPlatformLogoFailed] = useState(false);
  const showWordmark = logos !== null && (logos.platformLogo === null || platformLogoFailed);
  return (
    // The name holds the word mark when it shows: a visible label is part of the name (WCAG 2.5.3).
    <Home to="/home" aria-label={showWordmark ? `${t('app.name')}, ${t('route.home')}` : t('route.home')} data-testid="header-logos">
      <Logo key={logos?.schoolLogo} src={logos?.schoolLogo ?? null} alt={t('header.schoolLogo')} kind="school" />
      <Logo
        key={logos?.platformLogo}
        src={logos?.platformLogo ?? null}
        alt={t('header.platformLogo')}
        kind="platform"
        onFailed={() => setPlatformLogoFailed(true)}
      />
      {showWordmark ? <Wordmark>{t('app.name')}</Wordmark> : null}
    </Home>
  );
}
