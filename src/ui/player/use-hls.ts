import Hls from 'hls.js';
import { useEffect, useState, type RefObject } from 'react';
import { LIVE_CATCH_UP_RATE, LIVE_MAX_LATENCY_S, LIVE_STALL_BACKOFF_S, LIVE_START_TIMEOUT_MS, LIVE_SYNC_S } from '../../constants';
import { TOKEN_HEADER } from '../../schemas/auth';
import { hasCapability } from '../../schemas/playback';
import { sessionToken } from '../../services/auth/session';
import { useRuntimeConfig } from '../shared/use-app-context';

export type HlsState = 'loading' | 'ready' | 'failed';

/** A live stream: play near its edge and report how far behind the lesson the picture is. */
export type LiveOptions = { onDelay: (delayMs: number | null) => void };

const LIVE_DELAY_REPORT_MS = 1_000;

/**
 * The wall-clock time (the stream's program date-time) of the frame each live <video> shows, as
 * hls.js maps it: two roads of a live lesson start their media clocks apart, so they are kept in
 * step by the moment their pictures were made (road-sync.ts), not by currentTime.
 */
const livePlayingDates = new WeakMap<HTMLVideoElement, () => Date | null>();

/** When the frame a live <video> shows was made (epoch ms), or null before it has one or for a recording. */
export function livePlayingMs(video: HTMLVideoElement): number | null {
  return livePlayingDates.get(video)?.()?.getTime() ?? null;
}

/**
 * Live: stay LIVE_SYNC_S behind the edge (jumping back when a stall left it LIVE_MAX_LATENCY_S
 * behind), and wait for the first playlist as long as a stopped feed may take to start (the
 * origin starts it on this very request).
 */
const LIVE_CONFIG = {
  liveSyncDuration: LIVE_SYNC_S,
  liveMaxLatencyDuration: LIVE_MAX_LATENCY_S,
  maxLiveSyncPlaybackRate: LIVE_CATCH_UP_RATE,
  liveSyncOnStallIncrease: LIVE_STALL_BACKOFF_S,
  manifestLoadingTimeOut: LIVE_START_TIMEOUT_MS + 5_000,
} as const;

/**
 * Plays an HLS playlist in a <video> with hls.js, adaptive between its renditions. A request to
 * an address without a capability (a recording's master playlist) carries the session token,
 * read when the request goes out so a refreshed token is used at once; the playlists and
 * segments under the capability it hands out carry none (their capability renews by its session). Playback starts at `startAt` seconds. A share page plays
 * with its link's token in the address instead, so it sends no session (`withSession: false`).
 * `path` is the playlist's same-site path, served from the configuration's BASE_URL.
 */
export function useHls(
  video: RefObject<HTMLVideoElement | null>,
  path: string | null,
  startAt: number,
  { withSession = true, live = null }: { withSession?: boolean; live?: LiveOptions | null } = {},
): HlsState {
  const { BASE_URL } = useRuntimeConfig();
  const src = path === null ? null : `${BASE_URL}${path}`;
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
      startPosition: live === null ? startAt : -1,
      ...(live === null ? {} : LIVE_CONFIG),
      // Only addresses without a capability carry the session (a recording's master playlist):
      // a header on every segment would cost a CORS preflight each from a media host.
      xhrSetup: (xhr, url) => {
        const token = withSession && !hasCapability(url) ? sessionToken() : null;
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
    if (live !== null) livePlayingDates.set(element, () => hls.playingDate);
    // The delay behind the lesson: now minus the wall-clock time of the frame on screen.
    const delayTimer =
      live === null
        ? undefined
        : setInterval(() => {
            const shown = hls.playingDate;
            live.onDelay(shown === null ? null : Date.now() - shown.getTime());
          }, LIVE_DELAY_REPORT_MS);
    return () => {
      clearInterval(delayTimer);
      livePlayingDates.delete(element);
      hls.destroy();
    };
    // startAt is read once per source: a later change must not reload the stream.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [video, src]);
  return state.src === src ? state.value : 'loading';
}
