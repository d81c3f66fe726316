import type { FastifyPluginAsync } from 'fastify';
import { apiArea } from '../area';
import { playTextRoutes } from './play-texts';
import { playbackRoutes } from './playback';
import { streamRoutes } from './stream';

/**
 * Playing recordings: play information, watch records, slides and the search within a recording
 * behind the session; HLS behind its own check (stream.ts: the session for a playlist, a
 * capability for what it lists).
 */
const signedIn = apiArea('signedIn', [playbackRoutes, playTextRoutes]);
const streams = apiArea('public', [streamRoutes]);

export const playbackArea: FastifyPluginAsync = async (app) => {
  await app.register(signedIn);
  await app.register(streams);
};
