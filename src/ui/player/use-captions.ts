import { useEffect, useState } from 'react';
import type { PlayCaptionTrack } from '../../schemas/lesson-texts';
import { apiRequest } from '../../services/http/api';
import { useI18n } from '../i18n/i18n-context';
import type { PlayerCaptionSettings } from './caption-settings';
import { captionTrackLabel, preferredTrack } from './caption-tracks';
import { useAfterFirstFrame } from './first-frame-gate';
import type { ShownCaptions } from './PlayerScreen';

/**
 * A WebVTT file as a blob address for <track>: fetched through the API client, since a <track>
 * cannot send the session header, once the first frame is shown. Null while loading, or when
 * there is none.
 */
function useVttBlob(vttUrl: string | null): string | null {
  const [loaded, setLoaded] = useState<{ from: string; url: string } | null>(null);
  const afterFirstFrame = useAfterFirstFrame();
  useEffect(() => {
    if (vttUrl === null || !afterFirstFrame) return;
    let current = true;
    let objectUrl: string | null = null;
    apiRequest(vttUrl, { asBlob: true, noMessage: true }).then(
      (file) => {
        if (!current || !(file instanceof Blob)) return;
        objectUrl = URL.createObjectURL(file);
        setLoaded({ from: vttUrl, url: objectUrl });
      },
      (error: unknown) => console.warn('captions could not be loaded', error),
    );
    return () => {
      current = false;
      if (objectUrl !== null) URL.revokeObjectURL(objectUrl);
    };
  }, [vttUrl, afterFirstFrame]);
  return loaded !== null && loaded.from === vttUrl ? loaded.url : null;
}

/**
 * The recording's caption track the viewer's settings choose (caption-tracks.ts), and what the
 * video shows of it. The track is on the video even while captions are off (hidden), so turning
 * them on shows them at once.
 */
export function useCaptions(
  tracks: readonly PlayCaptionTrack[],
  settings: PlayerCaptionSettings,
): { track: PlayCaptionTrack | null; shown: ShownCaptions | null } {
  const { t, language } = useI18n();
  const track = preferredTrack(tracks, settings.track, language);
  const src = useVttBlob(track?.vttUrl ?? null);
  return {
    track,
    shown: track === null || src === null ? null : { src, language: track.language, label: captionTrackLabel(t, track) },
  };
}
