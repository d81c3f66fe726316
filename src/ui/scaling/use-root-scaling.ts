import { useEffect } from 'react';
import { rootFontSizePx } from './root-font-size';

/** Keeps the root font size in step with the window width and the current page. */
export function useRootScaling(pathname: string): void {
  useEffect(() => {
    const apply = () => {
      document.documentElement.style.fontSize = `${rootFontSizePx(window.innerWidth, pathname, navigator.userAgent)}px`;
    };
    apply();
    window.addEventListener('resize', apply);
    return () => window.removeEventListener('resize', apply);
  }, [pathname]);
}
