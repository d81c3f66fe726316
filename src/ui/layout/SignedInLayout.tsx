import { Outlet, useLocation } from '@tanstack/react-router';
import { useState } from 'react';
import { BannerUnderHeaderContext, HOME_PATH } from '../header/banner-under-header';
import { PermissionProvider } from '../permission/PermissionProvider';
import { useBlockWheelZoom } from '../scaling/use-block-zoom';
import { useRootScaling } from '../scaling/use-root-scaling';
import { styled } from '../theme/stitches';
import { useSchoolLook } from '../theme/use-school-look';
import { Footer } from './Footer';
import { HeaderBar } from './HeaderBar';
import { showsHeader } from './header-visibility';
import { usePlatformBranding } from './use-platform-branding';

const Page = styled('div', { display: 'flex', flexDirection: 'column', minHeight: '100vh' });

const Main = styled('main', { flex: 1 });

/**
 * The layout around every signed-in page (SPEC §2 "/ (layout)"): the school's look, the page
 * scaling, the header where it shows, the page, the footer.
 */
export function SignedInLayout() {
  const pathname = useLocation({ select: (location) => location.pathname });
  const themeInfo = useSchoolLook();
  useRootScaling(pathname);
  useBlockWheelZoom();
  usePlatformBranding();
  const headerShown = showsHeader(pathname);
  const [bannerUnderHeader, setBannerUnderHeader] = useState(false);

  return (
    <PermissionProvider>
      <BannerUnderHeaderContext.Provider value={setBannerUnderHeader}>
        <Page>
          {headerShown ? (
            <HeaderBar overBanner={pathname === HOME_PATH && bannerUnderHeader} showCourseNo={themeInfo?.isShowCourseNo === 1} />
          ) : null}
          <Main>
            <Outlet />
          </Main>
          {headerShown ? <Footer /> : null}
        </Page>
      </BannerUnderHeaderContext.Provider>
    </PermissionProvider>
  );
}
