import { existsSync } from 'node:fs';

/** Fonts for text drawn into generated video; without one the pictures simply carry no text. */
const FONT_CANDIDATES = [
  '/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf',
  '/usr/share/fonts/truetype/liberation/LiberationSans-Bold.ttf',
  '/usr/share/fonts/dejavu/DejaVuSans-Bold.ttf',
  '/usr/share/fonts/TTF/DejaVuSans-Bold.ttf',
  '/System/Library/Fonts/Supplemental/Arial Bold.ttf',
];

/** The first font present whose path needs no escaping inside a filter graph. */
export const findOverlayFont = (): string | undefined => FONT_CANDIDATES.find((f) => existsSync(f) && !/[:'\\,;[\]]/.test(f));

/** drawtext's boxed white text, as both the recordings and the live pictures use it. */
export const OVERLAY_BOX = 'box=1:boxcolor=black@0.55:boxborderw=12:fontcolor=white';
