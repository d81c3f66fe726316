import type { RoadType } from '../db/schema/recordings';

/**
 * The demo campus's studios (server/db/seed/capture-studios.ts) are told apart by their ids,
 * `clro-<tenant>-studio-<n>`: the demo encoders (demo-encoders.ts) send for those rooms only.
 */
export const STUDIO_ID_PART = 'studio';

/**
 * A demo RTSP room's road is served by its own RTSP server on this machine (demo-rtsp-server.ts).
 * The seed names the conventional RTSP port; the encoders write the port each server really
 * took into the road when they start it, as an administrator would type a camera's address.
 */
export const DEMO_RTSP_PORT = 8554;
export const demoPullUrl = (port: number, roadType: RoadType) => `rtsp://127.0.0.1:${port}/road-${roadType}`;
