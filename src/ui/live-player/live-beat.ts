/**
 * When the live player says the viewer is watching (POST /v1/live/watch, docs/personal-center.md
 * "Viewing record"): once as playback starts, then every beat while the picture really moves.
 * A stall keeps the rhythm but skips beats until the picture moves again; a pause or the end
 * stops it, and the next start beats at once. Timers are the global ones, so tests drive them
 * with fake timers.
 */
export type LiveBeat = {
  /** The video started or resumed playing (its `playing` event). */
  started: () => void;
  /** The video paused or ended. */
  stopped: () => void;
  dispose: () => void;
};

export function createLiveBeat(options: { beatMs: number; isPlaying: () => boolean; send: () => void }): LiveBeat {
  const { beatMs, isPlaying, send } = options;
  let timer: ReturnType<typeof setInterval> | null = null;
  const stop = () => {
    if (timer !== null) clearInterval(timer);
    timer = null;
  };
  return {
    started() {
      // After a stall the video plays again without a pause: the rhythm it kept goes on.
      if (timer !== null) return;
      send();
      timer = setInterval(() => {
        if (isPlaying()) send();
      }, beatMs);
    },
    stopped: stop,
    dispose: stop,
  };
}

/** HTMLMediaElement.HAVE_FUTURE_DATA, written out so this file also loads where there is no DOM (unit tests). */
const HAVE_FUTURE_DATA = 3;

/** The picture is moving: playing, not at its end, with enough data to go on (not stalled). */
export const videoIsPlaying = (video: Pick<HTMLVideoElement, 'paused' | 'ended' | 'readyState'>): boolean =>
  !video.paused && !video.ended && video.readyState >= HAVE_FUTURE_DATA;
