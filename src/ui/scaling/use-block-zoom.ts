import { useEffect } from 'react';

/**
 * Ctrl/Cmd + wheel would zoom the browser and break the design-width scaling (SPEC §5). The
 * listener must not be passive, or preventDefault is ignored.
 */
export function useBlockWheelZoom(): void {
  useEffect(() => {
    const block = (event: WheelEvent) => {
      if (event.ctrlKey || event.metaKey) event.preventDefault();
    };
    window.addEventListener('wheel', block, { passive: false });
    return () => window.removeEventListener('wheel', block);
  }, []);
}
