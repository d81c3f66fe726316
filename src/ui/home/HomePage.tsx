import { PageBody } from '../shared/page-layout';
import { rem } from '../scaling/rem';
import { BannerCarousel } from './BannerCarousel';
import { HotSection } from './HotSection';
import { LatestSection } from './LatestSection';
import { LiveNowSection } from './LiveNowSection';
import { RecommendedSection } from './RecommendedSection';

/**
 * /home: the banners, then what is live now, the latest lessons, recommended classes (with the
 * ranking when enabled) and popular ones, each with a way to its full list. Each section asks
 * for its own data; what two of them share (the live row, the style entries) is asked once.
 */
export function HomePage() {
  return (
    <div data-testid="home-page">
      <BannerCarousel />
      <PageBody css={{ paddingTop: rem(8) }}>
        <LiveNowSection />
        <LatestSection />
        <RecommendedSection />
        <HotSection />
      </PageBody>
    </div>
  );
}
