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

/** The file of Debian's fonts-noto-cjk that holds the face slides are drawn in (slide-deck.ts). */
export const CJK_FONT_FILE = '/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc';
/**
 * Chosen by family through fontconfig: drawtext's fontfile= always opens a collection's first
 * face, Japanese, whose forms of shared characters Tesseract's chi_sim misreads (数 as 效).
 */
export const CJK_FONT_FAMILY = 'Noto Sans CJK SC';

/** Whether Chinese text can be drawn here (Debian's fonts-noto-cjk installed). */
export const cjkFontInstalled = (): boolean => existsSync(CJK_FONT_FILE);

/** drawtext's boxed white text, as both the recordings and the live pictures use it. */
export const OVERLAY_BOX = 'box=1:boxcolor=black@0.55:boxborderw=12:fontcolor=white';
