import { z } from 'zod';
import { CAPTION_DEFAULTS } from '../../machines/menu-tree';
import { readStored, writeStored } from '../../services/storage';

/**
 * The caption settings (SPEC §3: open true, subtitleSize 1, subtitleColor white), kept with the
 * menu data in session storage and changed from the player. A damaged value falls back to the
 * defaults rather than breaking the player.
 */
export const CAPTION_SIZES = [0.75, 1, 1.25, 1.5] as const;
export const CAPTION_COLOURS = ['white', 'yellow', 'cyan'] as const;

const captionSettingsSchema = z.object({
  open: z.boolean(),
  subtitleSize: z.number().min(0.5).max(2),
  subtitleColor: z.enum(CAPTION_COLOURS),
});
export type PlayerCaptionSettings = z.infer<typeof captionSettingsSchema>;

export function readCaptionSettings(): PlayerCaptionSettings {
  const raw = readStored('captionSettings');
  if (raw === null) return { ...CAPTION_DEFAULTS };
  try {
    return captionSettingsSchema.parse(JSON.parse(raw));
  } catch {
    return { ...CAPTION_DEFAULTS };
  }
}

export function writeCaptionSettings(settings: PlayerCaptionSettings): void {
  writeStored('captionSettings', JSON.stringify(captionSettingsSchema.parse(settings)));
}
