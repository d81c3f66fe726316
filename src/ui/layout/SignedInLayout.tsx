import { Outlet, useLocation } from '@tanstack/react-router';
import { HeaderBar } from './HeaderBar';
import { showsHeader } from './header-visibility';

/** The layout around every signed-in page (SPEC §2 "/ (layout)"). */
export function SignedInLayout() {
  const pathname = useLocation({ select: (location) => location.pathname });
  return (
    <>
      {showsHeader(pathname) ? <HeaderBar /> : null}
      <main>
        <Outlet />
      </main>
    </>
  );
}
