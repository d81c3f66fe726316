import type { FastifyPluginAsync } from 'fastify';
import { apiArea } from '../area';
import { liveRoutes } from './live';
import { liveStreamRoutes } from './live-stream';
import { liveWatchRoutes } from './live-watch';

/**
 * Watching a lesson live: play information and the viewer's beats behind the session; the live
 * HLS behind its own check (live-stream.ts: the capability the play information hands out).
 */
const signedIn = apiArea('signedIn', [liveRoutes, liveWatchRoutes]);
const streams = apiArea('public', [liveStreamRoutes]);

export const liveArea: FastifyPluginAsync = async (app) => {
  await app.register(signedIn);
  await app.register(streams);
};
