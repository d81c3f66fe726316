import { DESIGN_WIDTH_PX, MIN_SCALED_WIDTH_PX, ROOT_FONT_SIZE_PX } from '../../constants';

/**
 * The root font size that scales the page to the 1920 px design width (SPEC §1, §9): 20 px at
 * 1920, in proportion elsewhere. A window narrower than 1024 px counts as 1920; player pages and
 * Safari keep the design size unscaled.
 */
export const PLAYER_PATHS: readonly string[] = ['/play-video', '/play-live', '/play-center'];

/** Safari's user agent names Safari but not the Chromium browsers that also claim it. */
export function isSafari(userAgent: string): boolean {
  return /Safari\//.test(userAgent) && !/(Chrome|Chromium|CriOS|FxiOS|Edg|OPR|Android)\//.test(userAgent);
}

export function isPlayerPath(pathname: string): boolean {
  return PLAYER_PATHS.some((path) => pathname === path || pathname.startsWith(`${path}/`));
}

export function rootFontSizePx(windowWidth: number, pathname: string, userAgent: string): number {
  if (isPlayerPath(pathname) || isSafari(userAgent)) return ROOT_FONT_SIZE_PX;
  const width = windowWidth < MIN_SCALED_WIDTH_PX ? DESIGN_WIDTH_PX : windowWidth;
  return (ROOT_FONT_SIZE_PX * width) / DESIGN_WIDTH_PX;
}
