import { useEffect, useState } from 'react';

/** See-through over the home banner at the top of the page, solid once scrolled and elsewhere. */
export type HeaderTone = 'transparent' | 'solid';

export function headerTone(overBanner: boolean, scrolled: boolean): HeaderTone {
  return overBanner && !scrolled ? 'transparent' : 'solid';
}

export function useHeaderTone(overBanner: boolean): HeaderTone {
  const [scrolled, setScrolled] = useState(() => window.scrollY > 0);
  useEffect(() => {
    if (!overBanner) return;
    const update = () => setScrolled(window.scrollY > 0);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, [overBanner]);
  return headerTone(overBanner, scrolled);
}
