import { afterEach, describe, expect, it, vi } from 'vitest';
import { LIVE_WATCH_BEAT_S } from '../../src/constants';
import { createLiveBeat, videoIsPlaying } from '../../src/ui/live-player/live-beat';

/** The live player's beats (docs/personal-center.md "Viewing record"), on fake timers. */
const BEAT_MS = LIVE_WATCH_BEAT_S * 1000;

function beating() {
  const video = { paused: false, ended: false, readyState: 4 };
  const send = vi.fn();
  const beat = createLiveBeat({ beatMs: BEAT_MS, isPlaying: () => videoIsPlaying(video), send });
  return { video, send, beat };
}

afterEach(() => void vi.useRealTimers());

describe('live watch beats', () => {
  it('beats once as playback starts, then every beat while it plays', () => {
    vi.useFakeTimers();
    const { send, beat } = beating();
    beat.started();
    expect(send).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(BEAT_MS - 1);
    expect(send).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    expect(send).toHaveBeenCalledTimes(2);
    vi.advanceTimersByTime(3 * BEAT_MS);
    expect(send).toHaveBeenCalledTimes(5);
    beat.dispose();
  });

  it('skips beats while stalled and keeps its rhythm when the picture moves again', () => {
    vi.useFakeTimers();
    const { video, send, beat } = beating();
    beat.started();
    video.readyState = 2;
    vi.advanceTimersByTime(2 * BEAT_MS);
    expect(send).toHaveBeenCalledTimes(1);
    // The video's `playing` after a stall starts nothing new.
    video.readyState = 4;
    beat.started();
    expect(send).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(BEAT_MS);
    expect(send).toHaveBeenCalledTimes(2);
    beat.dispose();
  });

  it('stops on pause and unmount, and beats at once when playback starts again', () => {
    vi.useFakeTimers();
    const { video, send, beat } = beating();
    beat.started();
    video.paused = true;
    beat.stopped();
    vi.advanceTimersByTime(5 * BEAT_MS);
    expect(send).toHaveBeenCalledTimes(1);
    video.paused = false;
    beat.started();
    expect(send).toHaveBeenCalledTimes(2);
    beat.dispose();
    vi.advanceTimersByTime(5 * BEAT_MS);
    expect(send).toHaveBeenCalledTimes(2);
  });

  it('counts a video as playing only when it moves: not paused, not ended, not starved of data', () => {
    expect(videoIsPlaying({ paused: false, ended: false, readyState: 3 })).toBe(true);
    expect(videoIsPlaying({ paused: true, ended: false, readyState: 4 })).toBe(false);
    expect(videoIsPlaying({ paused: false, ended: true, readyState: 4 })).toBe(false);
    expect(videoIsPlaying({ paused: false, ended: false, readyState: 2 })).toBe(false);
  });
});
