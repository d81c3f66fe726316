/**
 * Where a lesson plays (SPEC §2 "Playback windows"): a recording in a new tab at /play-video
 * with teclId and target=video, plus the chosen recording (vodId) and, when given, the start
 * time `t` in seconds, so the window plays what was clicked and not the class's newest (the
 * player resumes at the stored position when `t` is absent); a live lesson in a new tab at /play-live with courseId, liveId
 * (the same value), teclId, roadType and target=live, the window named after the course id so a
 * second click brings the same window back. With the PLAY_CENTER flag both open /play-center.
 */
export type PlaybackTarget =
  { kind: 'video'; teclId: string; vodId: string; startS?: number } | { kind: 'live'; courseId: string; teclId: string; roadType: number };

/** The road a live window starts on: the teacher camera (DESIGN.md §3 "road"). */
export const MAIN_ROAD_TYPE = 1;

/** A window.open name that always opens a new tab. */
export const NEW_TAB = '_blank';

export type PlaybackWindow = { hash: string; windowName: string };

export function playbackWindow(target: PlaybackTarget, playCenter: boolean): PlaybackWindow {
  if (target.kind === 'video') {
    const query = new URLSearchParams({ teclId: target.teclId, target: 'video', vodId: target.vodId });
    if (target.startS !== undefined) query.set('t', String(Math.floor(target.startS)));
    return { hash: `#/${playCenter ? 'play-center' : 'play-video'}?${query}`, windowName: NEW_TAB };
  }
  const query = new URLSearchParams({
    courseId: target.courseId,
    liveId: target.courseId,
    teclId: target.teclId,
    roadType: String(target.roadType),
    target: 'live',
  });
  return { hash: `#/${playCenter ? 'play-center' : 'play-live'}?${query}`, windowName: target.courseId };
}

/** The full address of the window: this page's document with the player's hash route. */
export function playbackUrl(hash: string, location: Pick<Location, 'origin' | 'pathname' | 'search'>): string {
  return `${location.origin}${location.pathname}${location.search}${hash}`;
}
