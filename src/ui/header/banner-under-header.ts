import { createContext, useContext, useEffect } from 'react';

/**
 * Over the home banner the header is see-through until the page scrolls (SPEC §2 "Layout
 * header"). The home page's top banner declares itself with useBannerUnderHeader(); without a
 * banner under it the header stays solid, so its white text never sits on a light page.
 */
export const HOME_PATH = '/home';

export const BannerUnderHeaderContext = createContext<(present: boolean) => void>(() => {});

/** Called by a full-width banner at the top of /home: the header then lies over it. */
export function useBannerUnderHeader(): void {
  const declare = useContext(BannerUnderHeaderContext);
  useEffect(() => {
    declare(true);
    return () => declare(false);
  }, [declare]);
}
