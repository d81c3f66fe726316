import { z } from 'zod';

/**
 * The DefaultCover style entry (SPEC §3): `{ showType, styleType, picUrls: [{ order, url }] }`,
 * the pictures shown for lessons whose class has no cover of its own. The spec names the fields
 * only; Lectern reads them so:
 * - showType 1 spreads the pictures over the classes: a class always gets the same picture
 *   (picked from its id), neighbouring cards mostly differ. Any other showType shows the first
 *   picture by order everywhere.
 * - styleType 1 writes the course name over a default picture (the pictures are generic);
 *   any other styleType shows the picture alone.
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

/** The class's own picture when it has one, else the default picture for it. */
export function chooseCover(ownUrl: string | null | undefined, config: DefaultCoverConfig | null, key: string): CoverChoice {
  if (ownUrl !== null && ownUrl !== undefined && ownUrl !== '') return { url: ownUrl, isDefault: false, titled: false };
  return { url: pickDefaultCover(config, key), isDefault: true, titled: config?.styleType === DEFAULT_COVER_STYLE.titled };
}
