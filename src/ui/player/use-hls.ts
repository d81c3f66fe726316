import Hls from 'hls.js';
import { useEffect, useState, type RefObject } from 'react';
import { TOKEN_HEADER } from '../../schemas/auth';
import { readStored } from '../../services/storage';

export type HlsState = 'loading' | 'ready' | 'failed';

/**
 * Plays an HLS playlist in a <video> with hls.js, adaptive between its renditions. Every
 * playlist and segment request carries the session token, read when the request goes out so a
 * refreshed token is used at once. Playback starts at `startAt` seconds.
 */
export function useHls(video: RefObject<HTMLVideoElement | null>, src: string | null, startAt: number): HlsState {
  const [state, setState] = useState<{ src: string | null; value: HlsState }>({ src: null, value: 'loading' });
  useEffect(() => {
    const element = video.current;
    if (element === null || src === null) return;
    const settle = (value: HlsState) => setState({ src, value });
    if (!Hls.isSupported()) {
      settle('failed');
      return;
    }
    const hls = new Hls({
      startPosition: startAt,
      xhrSetup: (xhr) => {
        const token = readStored('jwtToken');
        if (token !== null) xhr.setRequestHeader(TOKEN_HEADER, token);
      },
    });
    hls.on(Hls.Events.MANIFEST_PARSED, () => settle('ready'));
    hls.on(Hls.Events.ERROR, (_event, data) => {
      if (!data.fatal) return;
      // A media error is often recoverable once; anything else ends this source.
      if (data.type === Hls.ErrorTypes.MEDIA_ERROR) hls.recoverMediaError();
      else settle('failed');
    });
    hls.loadSource(src);
    hls.attachMedia(element);
    return () => hls.destroy();
    // startAt is read once per source: a later change must not reload the stream.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [video, src]);
  return state.src === src ? state.value : 'loading';
}
