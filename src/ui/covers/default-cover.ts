import { z } from 'zod';

/**
 * The DefaultCover style entry (SPEC §3): `{ showType, styleType, picUrls: [{ order, url }] }`,
 * the pictures shown for lessons whose class has no cover of its own. The spec names the fields
 * only; Lectern reads them so:
 * - showType 1 spreads the pictures over the classes: a class always gets the same picture
 *   (picked from its id), neighbouring cards mostly differ. Any other showType shows the first
 *   picture by order everywhere.
 * - styleType 1 writes the course name over the covers: the default pictures, which are generic,
 *   and the classes' own pictures alike, so the cards of a grid look alike whichever each class
 *   has; any other styleType shows every picture alone.
 */
export const DEFAULT_COVER_SHOW = { spread: 1 } as const;
export const DEFAULT_COVER_STYLE = { titled: 1 } as const;

const defaultCoverSchema = z.object({
  showType: z.coerce.number().int(),
  styleType: z.coerce.number().int(),
  picUrls: z.array(z.object({ order: z.coerce.number(), url: z.string().min(1) })),
});
export type DefaultCoverConfig = z.infer<typeof defaultCoverSchema>;

/** The entry's value, null when the school has none or it is not the expected JSON. */
export function parseDefaultCover(value: string | null): DefaultCoverConfig | null {
  if (value === null || value.trim() === '') return null;
  try {
    const parsed = defaultCoverSchema.safeParse(JSON.parse(value));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** A small stable string hash (djb2): the same id picks the same picture on every page. */
function stableHash(key: string): number {
  let hash = 5381;
  for (let i = 0; i < key.length; i++) hash = ((hash * 33) ^ key.charCodeAt(i)) >>> 0;
  return hash;
}

/** The default picture for the lesson or class `key`, null when there is none to show. */
export function pickDefaultCover(config: DefaultCoverConfig | null, key: string): string | null {
  if (config === null || config.picUrls.length === 0) return null;
  const ordered = [...config.picUrls].sort((a, b) => a.order - b.order);
  const index = config.showType === DEFAULT_COVER_SHOW.spread ? stableHash(key) % ordered.length : 0;
  return ordered[index]!.url;
}

export type CoverChoice = { url: string | null; isDefault: boolean; titled: boolean };

/** The pictures a cover may show, the first there first: a frame of the recording, the class's own picture. */
export type CoverSources = { poster?: string | null; own: string | null | undefined };

const given = (url: string | null | undefined): url is string => url !== null && url !== undefined && url !== '';

/**
 * A recording's poster when it has one, else the class's own picture, else the default picture
 * for the class. A poster is a frame of the video, not artwork: nothing is written over it. The
 * class's pictures, its own or the default, carry the course name as the school says (styleType).
 */
export function chooseCover({ poster, own }: CoverSources, config: DefaultCoverConfig | null, key: string): CoverChoice {
  if (given(poster)) return { url: poster, isDefault: false, titled: false };
  const titled = config?.styleType === DEFAULT_COVER_STYLE.titled;
  if (given(own)) return { url: own, isDefault: false, titled };
  return { url: pickDefaultCover(config, key), isDefault: true, titled };
}
