/**
 * The player's keyboard shortcuts: space plays or pauses, the arrows seek 5 s and change the
 * volume by a tenth, f toggles full screen, m mutes. Keys typed into a field are left alone.
 */
export const SEEK_STEP_S = 5;
export const VOLUME_STEP = 0.1;

export type PlayerKeyAction =
  | { kind: 'togglePlay' }
  | { kind: 'seek'; bySeconds: number }
  | { kind: 'volume'; by: number }
  | { kind: 'toggleFullscreen' }
  | { kind: 'toggleMute' };

export function playerKeyAction(key: string, modifiers: { ctrl: boolean; meta: boolean; alt: boolean }): PlayerKeyAction | null {
  if (modifiers.ctrl || modifiers.meta || modifiers.alt) return null;
  switch (key) {
    case ' ':
      return { kind: 'togglePlay' };
    case 'ArrowLeft':
      return { kind: 'seek', bySeconds: -SEEK_STEP_S };
    case 'ArrowRight':
      return { kind: 'seek', bySeconds: SEEK_STEP_S };
    case 'ArrowUp':
      return { kind: 'volume', by: VOLUME_STEP };
    case 'ArrowDown':
      return { kind: 'volume', by: -VOLUME_STEP };
    case 'f':
    case 'F':
      return { kind: 'toggleFullscreen' };
    case 'm':
    case 'M':
      return { kind: 'toggleMute' };
    default:
      return null;
  }
}

/** Whether a key press belongs to a field (search box, select) rather than to the player. */
export function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}

/**
 * Widgets that move between their own items with the arrow keys (WAI-ARIA): tabs, radios, menus,
 * lists; and the player's own lists marked `data-arrow-keys` (the transcript's lines, the slide
 * chapters: player-texts/roving-keys.ts), which are lists of buttons, not one of those roles.
 */
const ARROW_WIDGETS =
  '[role="tablist"], [role="radiogroup"], [role="menu"], [role="menubar"], [role="listbox"], [role="slider"], [role="tree"], [role="grid"], [data-arrow-keys]';

/** Whether the arrow keys belong to the focused widget (e.g. the side tabs) rather than to the player. */
export function ownsArrowKeys(target: EventTarget | null): boolean {
  return target instanceof Element && target.closest(ARROW_WIDGETS) !== null;
}

/** Applies an action to the video; `screen` is what goes full screen (the video and its captions). */
export function applyPlayerKey(action: PlayerKeyAction, video: HTMLVideoElement, screen: HTMLElement): void {
  switch (action.kind) {
    case 'togglePlay':
      if (video.paused) void video.play().catch(() => undefined);
      else video.pause();
      return;
    case 'seek': {
      const end = Number.isFinite(video.duration) ? video.duration : Number.POSITIVE_INFINITY;
      video.currentTime = Math.min(end, Math.max(0, video.currentTime + action.bySeconds));
      return;
    }
    case 'volume':
      video.volume = Math.min(1, Math.max(0, Math.round((video.volume + action.by) * 10) / 10));
      if (video.volume > 0) video.muted = false;
      return;
    case 'toggleFullscreen':
      if (document.fullscreenElement) void document.exitFullscreen().catch(() => undefined);
      else void screen.requestFullscreen().catch(() => undefined);
      return;
    case 'toggleMute':
      video.muted = !video.muted;
  }
}
