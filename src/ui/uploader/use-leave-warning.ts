import { useEffect } from 'react';

/**
 * The browser's own "leave this page?" question while `active` (SPEC §2: a file is being read or
 * sent, and leaving would stop it). Browsers show their own text, not the page's.
 */
export function useLeaveWarning(active: boolean): void {
  useEffect(() => {
    if (!active) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers ask only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [active]);
}
