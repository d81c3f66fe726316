import { useState, type RefObject } from 'react';
import { useCaptionSettings, writeCaptionSettings, type PlayerCaptionSettings } from './caption-settings';

/** A plain function: the hook rules keep a hook from writing to what it was given. */
function applyRate(video: HTMLVideoElement | null, rate: number): void {
  if (video !== null) video.playbackRate = rate;
}

/**
 * What the viewer picks while watching: the road (switching keeps the position: the new road
 * starts where the old one was), the speed, and the caption settings (kept, SPEC §3; shared with
 * the transcript beside the player, caption-settings.ts).
 */
export function usePlayerChoices<R extends { roadId: string }>(
  video: RefObject<HTMLVideoElement | null>,
  roads: readonly R[],
  startAt: number,
) {
  const [road, setRoad] = useState({ roadId: roads[0]?.roadId ?? null, startAt });
  const [rate, setRate] = useState(1);
  const captions = useCaptionSettings();
  return {
    playing: roads.find((candidate) => candidate.roadId === road.roadId) ?? roads[0],
    startAt: road.startAt,
    chooseRoad(roadId: string) {
      if (roadId !== road.roadId) setRoad({ roadId, startAt: video.current?.currentTime ?? 0 });
    },
    rate,
    chooseRate(value: number) {
      setRate(value);
      applyRate(video.current, value);
    },
    captions,
    changeCaptions(next: PlayerCaptionSettings) {
      writeCaptionSettings(next);
    },
  };
}
