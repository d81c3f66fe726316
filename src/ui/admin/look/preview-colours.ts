import { lighterShades } from '../../theme/colour';
import { readableShades } from '../../theme/theme-variables';

/** The shades the preview is drawn with, worked out as the pages work out a theme's (theme-variables.ts). */
export type PreviewColours = { colour: string; text: string; fill: string; soft: string; light: string };

const SOFT_LEVEL = 8;
const LIGHT_LEVEL = 9;

export function previewColours(hex: string): PreviewColours {
  const shades = lighterShades(hex);
  const soft = shades.ok ? shades.value[SOFT_LEVEL - 1]! : '#ffffff';
  const light = shades.ok ? shades.value[LIGHT_LEVEL - 1]! : '#ffffff';
  const readable = readableShades(hex, soft);
  return { colour: hex, text: readable.text, fill: readable.fill, soft, light };
}
