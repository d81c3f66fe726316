import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { LOGO_HEIGHT_PX } from '../../constants';
import { useI18n } from '../i18n/i18n-context';
import { fetchLogos } from '../layout/branding-api';
import { useApiData } from '../layout/use-api-data';
import { rem } from '../scaling/rem';
import { styled } from '../theme/stitches';

const Home = styled(Link, {
  display: 'flex',
  alignItems: 'center',
  gap: rem(14),
  flexShrink: 0,
  textDecoration: 'none',
  '& img': { height: rem(LOGO_HEIGHT_PX), width: 'auto', display: 'block' },
});

const Wordmark = styled('span', { fontSize: rem(26), fontWeight: 700, color: 'var(--header-fg)' });

/** A logo that steps aside when its image does not load, so no broken-image box shows. */
function Logo({ src, alt, onFailed }: { src: string | null; alt: string; onFailed?: () => void }) {
  const [failed, setFailed] = useState(false);
  if (src === null || failed) return null;
  return (
    <img
      src={src}
      alt={alt}
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
  const logos = useApiData(fetchLogos);
  const [platformLogoFailed, setPlatformLogoFailed] = useState(false);
  const showWordmark = logos !== null && (logos.platformLogo === null || platformLogoFailed);
  return (
    <Home to="/home" aria-label={t('route.home')} data-testid="header-logos">
      <Logo key={logos?.schoolLogo} src={logos?.schoolLogo ?? null} alt={t('header.schoolLogo')} />
      <Logo key={logos?.platformLogo} src={logos?.platformLogo ?? null} alt={t('header.platformLogo')} onFailed={() => setPlatformLogoFailed(true)} />
      {showWordmark ? <Wordmark>{t('app.name')}</Wordmark> : null}
    </Home>
  );
}
