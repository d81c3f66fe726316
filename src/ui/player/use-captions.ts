import { useEffect, useState } from 'react';
import { apiRequest } from '../../services/http/api';
import { useAfterFirstFrame } from './first-frame-gate';

/**
 * The lesson's WebVTT captions as a blob address for <track>: fetched through the API client,
 * since a <track> cannot send the session header, once the first frame is shown. Null while
 * loading, or when there are none.
 */
export function useCaptions(captionsUrl: string | null): string | null {
  const [loaded, setLoaded] = useState<{ from: string; url: string } | null>(null);
  const afterFirstFrame = useAfterFirstFrame();
  useEffect(() => {
    if (captionsUrl === null || !afterFirstFrame) return;
    let current = true;
    let objectUrl: string | null = null;
    apiRequest(captionsUrl, { asBlob: true, noMessage: true }).then(
      (file) => {
        if (!current || !(file instanceof Blob)) return;
        objectUrl = URL.createObjectURL(file);
        setLoaded({ from: captionsUrl, url: objectUrl });
      },
      (error: unknown) => console.warn('captions could not be loaded', error),
    );
    return () => {
      current = false;
      if (objectUrl !== null) URL.revokeObjectURL(objectUrl);
    };
  }, [captionsUrl, afterFirstFrame]);
  return loaded !== null && loaded.from === captionsUrl ? loaded.url : null;
}
