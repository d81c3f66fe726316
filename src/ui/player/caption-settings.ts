import { useSyncExternalStore } from 'react';
import { z } from 'zod';
import { CAPTION_DEFAULTS } from '../../machines/menu-tree';
import { CAPTION_LANGUAGES, CAPTION_ORIGINS } from '../../schemas/captions';
import { readStored, writeStored } from '../../services/storage';

/**
 * The caption settings (SPEC §3: open true, subtitleSize 1, subtitleColor white), kept with the
 * menu data in session storage and changed from the player. A damaged value falls back to the
 * defaults rather than breaking the player. `track` is the caption track last chosen, by its
 * language and who made it (docs/player-texts.md "The player"): the next recording shows its track
 * of that language, whatever its id.
 */
export const CAPTION_SIZES = [0.75, 1, 1.25, 1.5] as const;
export const CAPTION_COLOURS = ['white', 'yellow', 'cyan'] as const;

const captionSettingsSchema = z.object({
  open: z.boolean(),
  subtitleSize: z.number().min(0.5).max(2),
  subtitleColor: z.enum(CAPTION_COLOURS),
  track: z.object({ language: z.enum(CAPTION_LANGUAGES), origin: z.enum(CAPTION_ORIGINS) }).optional(),
});
export type PlayerCaptionSettings = z.infer<typeof captionSettingsSchema>;
export type ChosenCaptionTrack = NonNullable<PlayerCaptionSettings['track']>;

function parseSettings(raw: string | null): PlayerCaptionSettings {
  if (raw === null) return { ...CAPTION_DEFAULTS };
  try {
    return captionSettingsSchema.parse(JSON.parse(raw));
  } catch {
    return { ...CAPTION_DEFAULTS };
  }
}

export function readCaptionSettings(): PlayerCaptionSettings {
  return parseSettings(readStored('captionSettings'));
}

/**
 * The player's controls and the transcript beside it read the same settings: a change from one
 * reaches the other. The stored text is the truth (sign-in writes the menu's defaults, logout
 * clears them); the parsed value is kept while that text is unchanged, as React wants a snapshot.
 */
const listeners = new Set<() => void>();
let snapshot: { raw: string | null; settings: PlayerCaptionSettings } | null = null;

function settingsSnapshot(): PlayerCaptionSettings {
  const raw = readStored('captionSettings');
  if (snapshot === null || snapshot.raw !== raw) snapshot = { raw, settings: parseSettings(raw) };
  return snapshot.settings;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function writeCaptionSettings(settings: PlayerCaptionSettings): void {
  writeStored('captionSettings', JSON.stringify(captionSettingsSchema.parse(settings)));
  for (const listener of listeners) listener();
}

export function useCaptionSettings(): PlayerCaptionSettings {
  return useSyncExternalStore(subscribe, settingsSnapshot);
}
