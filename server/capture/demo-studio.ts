/**
 * The demo campus's studios (server/db/seed/capture-studios.ts) are told apart by their ids,
 * `clro-<tenant>-studio-<n>`: the demo encoders (demo-encoders.ts) send for those rooms only.
 */
export const STUDIO_ID_PART = 'studio';
