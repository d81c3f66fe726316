import type { FastifyRequest } from 'fastify';
import { assertMayEnter } from '../../access';
import { apiArea } from '../area';
import { claimsOf } from '../authenticate';
import { noteRoutes } from './notes';

/** Notes beside recordings, for users holding the notes sign (p2-individual-center-notes): 403 for the others. */
export const notesArea = apiArea('signedIn', [noteRoutes], async (request: FastifyRequest) =>
  assertMayEnter(request.server.deps.db, claimsOf(request), 'notes'),
);
