import { z } from 'zod';
import { mediaHostSchema } from './runtime-config';

/**
 * Configuration values a client asks for by key (SPEC §7 "Configuration and info"):
 * `POST /v1/config/keyValues` with a key list, and the media host alone in its other shape,
 * `GET /v1/config/vodNmediaConfigInfo`. docs/api.md "Runtime configuration".
 */

/** The keys a client may ask for; TyVodNmedia is the media host (SPEC §3 "Media host config"). */
export const CONFIG_KEYS = ['TyVodNmedia'] as const;

/** The key list, e.g. `["TyVodNmedia"]`; an unknown key is a 400 naming it. */
export const keyValuesBodySchema = z.array(z.enum(CONFIG_KEYS)).min(1).max(16);

/** Each asked key with its value. */
export const keyValuesResultSchema = z.object({ TyVodNmedia: mediaHostSchema }).partial();
export type KeyValues = z.infer<typeof keyValuesResultSchema>;

/** The media host without `path`: `uri` is the whole address (path included). */
export const vodMediaConfigInfoSchema = mediaHostSchema.omit({ path: true });
