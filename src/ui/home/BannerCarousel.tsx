import { useQuery } from '@tanstack/react-query';
import { useBannerUnderHeader } from '../header/banner-under-header';
import { useI18n } from '../i18n/i18n-context';
import { rem } from '../scaling/rem';
import { styled } from '../theme/stitches';
import { bannersQuery, type Banner } from './banner-api';
import { BannerSlide } from './BannerSlide';
import { useCarousel } from './use-carousel';

/** The banner pictures are drawn 1920 × 480. */
const BANNER_HEIGHT_PX = 480;
const SLIDE_INTERVAL_MS = 5_000;

const Stage = styled('section', {
  position: 'relative',
  height: rem(BANNER_HEIGHT_PX),
  overflow: 'hidden',
  // The theme colour, dark on the left where the titles are: seen while the pictures load, behind
  // one that fails, and the ground of the built-in banners, white artwork on transparent.
  backgroundColor: '$primary',
  backgroundImage: 'linear-gradient(90deg, #10202f, rgba(16, 32, 47, 0) 55%)',
  '&:hover [data-arrow], &:focus-within [data-arrow]': { opacity: 1 },
});

const Track = styled('div', { display: 'flex', height: '100%', transition: 'transform 600ms ease' });

const Arrow = styled('button', {
  position: 'absolute',
  top: '50%',
  zIndex: 1,
  width: rem(48),
  height: rem(48),
  marginTop: rem(-24),
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: 0,
  border: 'none',
  borderRadius: '50%',
  backgroundColor: 'rgba(0, 0, 0, 0.3)',
  color: '#fff',
  cursor: 'pointer',
  opacity: 0,
  transition: 'opacity 200ms ease, background-color 150ms ease',
  '&:hover': { backgroundColor: 'rgba(0, 0, 0, 0.5)' },
  '&:focus-visible': { opacity: 1 },
  variants: { side: { previous: { left: rem(40) }, next: { right: rem(40) } } },
});

const Dots = styled('div', {
  position: 'absolute',
  left: '50%',
  bottom: rem(24),
  transform: 'translateX(-50%)',
  display: 'flex',
});

/** At least 24 × 24 px to click or tap (WCAG 2.5.8) at any window width; the pill is drawn inside. */
const DOT_TARGET = `max(24px, ${rem(38)})`;

const Dot = styled('button', {
  width: DOT_TARGET,
  height: DOT_TARGET,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: 0,
  border: 'none',
  backgroundColor: 'transparent',
  cursor: 'pointer',
  '&::before': {
    content: '""',
    width: rem(10),
    height: rem(10),
    borderRadius: rem(5),
    backgroundColor: 'rgba(255, 255, 255, 0.5)',
    transition: 'width 300ms ease, background-color 300ms ease',
  },
  '&[aria-current="true"]::before': { width: rem(28), backgroundColor: '#fff' },
});

function ArrowIcon({ back }: { back: boolean }) {
  return (
    <svg
      width={rem(24)}
      height={rem(24)}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      aria-hidden="true"
    >
      <path d={back ? 'M15 6l-6 6 6 6' : 'M9 6l6 6-6 6'} />
    </svg>
  );
}

/** The carousel itself; while `banners` is null it holds the place of the pictures on their way. */
function BannerStage({ banners }: { banners: Banner[] | null }) {
  const { t } = useI18n();
  useBannerUnderHeader();
  const count = banners?.length ?? 0;
  const { index, go, pause, resume } = useCarousel(count, SLIDE_INTERVAL_MS);
  return (
    <Stage
      aria-roledescription="carousel"
      aria-label={t('home.banner.label')}
      aria-busy={banners === null}
      data-testid="home-banner"
      onMouseEnter={pause}
      onMouseLeave={resume}
      onFocus={pause}
      onBlur={resume}
    >
      <Track style={{ transform: `translateX(-${index * 100}%)` }}>
        {banners?.map((banner, i) => (
          <BannerSlide key={banner.id} banner={banner} active={i === index} label={t('home.banner.slide', { index: i + 1, count })} />
        ))}
      </Track>
      {count > 1 ? (
        <>
          <Arrow type="button" side="previous" data-arrow aria-label={t('home.banner.previous')} onClick={() => go(index - 1)}>
            <ArrowIcon back />
          </Arrow>
          <Arrow type="button" side="next" data-arrow aria-label={t('home.banner.next')} onClick={() => go(index + 1)}>
            <ArrowIcon back={false} />
          </Arrow>
          <Dots>
            {banners?.map((banner, i) => (
              <Dot
                key={banner.id}
                type="button"
                aria-label={t('home.banner.slide', { index: i + 1, count })}
                aria-current={i === index}
                data-testid="banner-dot"
                onClick={() => go(i)}
              />
            ))}
          </Dots>
        </>
      ) : null}
    </Stage>
  );
}

/**
 * The school's banners across the top of /home (GET /v1/circular_banner), under the see-through
 * header. Without banners there is no carousel, and the header stays solid.
 */
export function BannerCarousel() {
  const { data: banners, isError } = useQuery(bannersQuery());
  if (isError || banners?.length === 0) return null;
  return <BannerStage banners={banners ?? null} />;
}
