import { useRouter } from '@tanstack/react-router';
import { useState, type ReactNode } from 'react';
import { useI18n } from '../i18n/i18n-context';
import { isAbsoluteHttp } from '../menu/menu-node';
import { menuHref } from '../menu/use-open-menu-node';
import { rem } from '../scaling/rem';
import { styled } from '../theme/stitches';
import type { Banner } from './banner-api';
import { FailedImageLabel } from '../kit/FailedImageLabel';

const Slide = styled('div', {
  position: 'relative',
  flex: '0 0 100%',
  height: '100%',
  '& > a': { display: 'block', height: '100%' },
  '& img': { display: 'block', width: '100%', height: '100%', objectFit: 'cover' },
});

/**
 * Where a banner leads (its linkUrl): a route of this app, another site in a new tab, or
 * nowhere when empty.
 */
function BannerLink({ url, children }: { url: string; children: ReactNode }) {
  const router = useRouter();
  if (url === '') return children;
  if (isAbsoluteHttp(url)) {
    return (
      <a href={url} target="_blank" rel="noopener noreferrer">
        {children}
      </a>
    );
  }
  return (
    <a
      href={menuHref({ url })}
      onClick={(event) => {
        event.preventDefault();
        router.history.push(url);
      }}
    >
      {children}
    </a>
  );
}

type Props = { banner: Banner; active: boolean; label: string };

/** One banner picture; 'load failed' over the backdrop when it does not load (SPEC §8). */
export function BannerSlide({ banner, active, label }: Props) {
  const { t } = useI18n();
  const [failed, setFailed] = useState(false);
  return (
    <Slide role="group" aria-roledescription="slide" aria-label={label} inert={!active} data-testid="banner-slide" data-active={active}>
      <BannerLink url={banner.linkUrl}>
        {failed ? (
          <FailedImageLabel css={{ fontSize: rem(18) }} data-testid="banner-failed" title={banner.title}>
            {t('image.loadFailed')}
          </FailedImageLabel>
        ) : (
          <img src={banner.imageUrl} alt={banner.title} onError={() => setFailed(true)} />
        )}
      </BannerLink>
    </Slide>
  );
}
