import type { FastifyPluginAsync } from 'fastify';
import { apiArea } from '../area';
import { edgeCheckRoutes } from './edge-check';

/** The video edge's check (docs/edge.md): public, the capability in the address is the credential. */
export const edgeArea: FastifyPluginAsync = apiArea('public', [edgeCheckRoutes]);
