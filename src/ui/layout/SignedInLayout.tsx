import { Outlet, useLocation } from '@tanstack/react-router';
import { FirstFrameProvider, useFirstFrameGateFor, waitsForFirstFrame } from '../player/first-frame-gate';
import { useState } from 'react';
import { BannerUnderHeaderContext, HOME_PATH } from '../header/banner-under-header';
import { PermissionProvider } from '../permission/PermissionProvider';
import { useBlockWheelZoom } from '../scaling/use-block-zoom';
import { useRootScaling } from '../scaling/use-root-scaling';
import { isPlayerPath } from '../scaling/root-font-size';
import { MIN_SCALED_WIDTH_PX } from '../../constants';
import { styled } from '../theme/stitches';
import { useSchoolLook } from '../theme/use-school-look';
import { UploaderPanel } from '../uploader/UploaderPanel';
import { Footer } from './Footer';
import { HeaderBar } from './HeaderBar';
import { showsHeader } from './header-visibility';
import { usePlatformBranding } from './use-platform-branding';

const Page = styled('div', {
  display: 'flex',
  flexDirection: 'column',
  minHeight: '100vh',
  variants: {
    // SPEC §9: a window narrower than 1024 px is treated as 1920, so the page keeps the design
    // width and scrolls sideways: every control stays reachable. Player pages are not scaled.
    scaled: { true: { [`@media (max-width: ${MIN_SCALED_WIDTH_PX - 0.02}px)`]: { minWidth: '$designWidth' } }, false: {} },
  },
});

const Main = styled('main', { flex: 1 });

/**
 * The layout around every signed-in page (SPEC §2 "/ (layout)"): the school's look, the page
 * scaling, the header where it shows, the page, the footer, and the uploader panel, which stays
 * while the user moves between pages. On a recording's page its own calls wait for the first
 * frame (first-frame-gate.ts).
 */
export function SignedInLayout() {
  const pathname = useLocation({ select: (location) => location.pathname });
  const target = useLocation({ select: (location) => (location.search as { target?: unknown }).target });
  const gate = useFirstFrameGateFor(waitsForFirstFrame(pathname, target) ? pathname : null);
  const themeInfo = useSchoolLook(gate.opened);
  useRootScaling(pathname);
  useBlockWheelZoom();
  usePlatformBranding(gate.opened);
  const headerShown = showsHeader(pathname);
  const [bannerUnderHeader, setBannerUnderHeader] = useState(false);

  return (
    <FirstFrameProvider value={gate}>
      <PermissionProvider loads={gate.opened}>
        <BannerUnderHeaderContext.Provider value={setBannerUnderHeader}>
          <Page scaled={!isPlayerPath(pathname)}>
            {headerShown ? (
              <HeaderBar overBanner={pathname === HOME_PATH && bannerUnderHeader} showCourseNo={themeInfo?.isShowCourseNo === 1} />
            ) : null}
            <Main>
              <Outlet />
            </Main>
            {headerShown ? <Footer /> : null}
          </Page>
          <UploaderPanel />
        </BannerUnderHeaderContext.Provider>
      </PermissionProvider>
    </FirstFrameProvider>
  );
}
