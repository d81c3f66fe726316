import { useQuery } from '@tanstack/react-query';
import { useEffect, type RefObject } from 'react';
import { WATCH_RECORD_INTERVAL_MS } from '../../constants';
import type { WatchRecordBody } from '../../schemas/playback';
import { useRuntimeConfig } from '../shared/use-app-context';
import { saveWatchRecord, saveWatchRecordOnLeave } from './player-api';
import { useAfterFirstFrame } from './first-frame-gate';
import { saveIntervalQuery } from './save-time';

/** Where the viewer is in a recording, as a watch record. */
export function watchRecordOf(vodId: string, positionS: number, durationS: number): WatchRecordBody {
  const percent = durationS > 0 ? positionS / durationS : 0;
  return { vodId, positionS: Math.max(0, positionS), watchPercent: Math.min(1, Math.max(0, percent)) };
}

/**
 * Keeps the watch record of the playing recording: every SaveTime seconds (the school's setting,
 * else WATCH_RECORD_INTERVAL_MS) while it plays,
 * when it pauses or ends, when another lesson is chosen, and as the page goes away, so history,
 * progress and resume stay right on every device.
 */
export function useWatchRecords(video: RefObject<HTMLVideoElement | null>, vodId: string, fallbackDurationS: number): void {
  const { BASE_URL } = useRuntimeConfig();
  const intervalMs = useQuery({ ...saveIntervalQuery(), enabled: useAfterFirstFrame() }).data ?? WATCH_RECORD_INTERVAL_MS;
  useEffect(() => {
    const element = video.current;
    if (element === null) return;
    const current = () => {
      const duration = Number.isFinite(element.duration) && element.duration > 0 ? element.duration : fallbackDurationS;
      return watchRecordOf(vodId, element.ended ? duration : element.currentTime, duration);
    };
    let lastSaved = -1;
    const save = () => {
      const record = current();
      if (record.positionS === lastSaved || element.currentTime === 0) return;
      lastSaved = record.positionS;
      saveWatchRecord(record).catch((error: unknown) => console.warn('watch record not saved', error));
    };
    const timer = window.setInterval(() => {
      if (!element.paused) save();
    }, intervalMs);
    const leave = () => {
      if (element.currentTime > 0) saveWatchRecordOnLeave(BASE_URL, current());
    };
    element.addEventListener('pause', save);
    element.addEventListener('ended', save);
    window.addEventListener('pagehide', leave);
    return () => {
      window.clearInterval(timer);
      element.removeEventListener('pause', save);
      element.removeEventListener('ended', save);
      window.removeEventListener('pagehide', leave);
      save();
    };
  }, [video, vodId, fallbackDurationS, intervalMs, BASE_URL]);
}
