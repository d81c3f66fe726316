import { useEffect, useState } from 'react';
import { fetchPicture } from './screenshot-api';

/**
 * A picture only its owner may fetch (an <img> cannot send the session header): fetched with the
 * session, shown from a blob address that is released when the picture goes.
 */
export function useSessionPicture(url: string): string | null {
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    let address: string | null = null;
    let current = true;
    fetchPicture(url).then(
      (picture) => {
        address = URL.createObjectURL(picture);
        if (current) setSrc(address);
      },
      (error: unknown) => console.warn('picture could not be shown', error),
    );
    return () => {
      current = false;
      if (address !== null) URL.revokeObjectURL(address);
    };
  }, [url]);
  return src;
}
