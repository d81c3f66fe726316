import { PageBody } from '../lists/page-layout';
import { useRemote } from '../lists/use-remote';
import { rem } from '../scaling/rem';
import { BannerCarousel } from './BannerCarousel';
import { HotSection } from './HotSection';
import { LatestSection } from './LatestSection';
import { LIVE_NOW_CARDS, loadLiveNow } from './live-now-load';
import { LiveNowSection } from './LiveNowSection';
import { RecommendedSection } from './RecommendedSection';

/**
 * /home: the banners, then what is live now, the latest lessons, recommended classes (with the
 * ranking when enabled) and popular ones, each with a way to its full list. The live row is
 * loaded here because the latest section leaves its lessons out.
 */
export function HomePage() {
  const liveRow = useRemote('live-now', () => loadLiveNow(LIVE_NOW_CARDS));
  return (
    <div data-testid="home-page">
      <BannerCarousel />
      <PageBody css={{ paddingTop: rem(8) }}>
        <LiveNowSection remote={liveRow} />
        <LatestSection liveRow={liveRow} />
        <RecommendedSection />
        <HotSection />
      </PageBody>
    </div>
  );
}
