import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { NOTE_BODY_MAX_BYTES } from '../../src/constants';
import { noteCreateBodySchema, noteListQuerySchema, noteParamsSchema, noteUpdateBodySchema } from '../../src/schemas/notes';
import { noteQuotas } from '../quotas/note-quota';
import { assertMayTakeNotes, createNote, deleteNote, getNote, listNotes, updateNote } from '../notes/notes-store';
import { authenticate, claimsOf } from './authenticate';
import { envelope } from './errors';

/**
 * Notes beside recordings (docs/notes.md; paths chosen, SPEC does not show them): the caller's
 * own notes only, for users holding the notes sign (p2-individual-center-notes).
 */
export const noteRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;
  const quotas = noteQuotas(app.deps.env);
  const mayTakeNotes = [authenticate(), async (request: FastifyRequest) => assertMayTakeNotes(db, claimsOf(request))];

  app.get('/v1/note/list', { preHandler: mayTakeNotes, schema: { querystring: noteListQuerySchema } }, async (request) =>
    envelope(await listNotes(db, claimsOf(request), request.query)),
  );

  app.get('/v1/note/:id', { preHandler: mayTakeNotes, schema: { params: noteParamsSchema } }, async (request) =>
    envelope(await getNote(db, claimsOf(request), request.params.id)),
  );

  app.post('/v1/note', { preHandler: mayTakeNotes, bodyLimit: NOTE_BODY_MAX_BYTES, schema: { body: noteCreateBodySchema } }, async (request) =>
    envelope(await createNote(db, claimsOf(request), request.body, quotas, app.deps.clock())),
  );

  app.put('/v1/note/:id', { preHandler: mayTakeNotes, bodyLimit: NOTE_BODY_MAX_BYTES, schema: { params: noteParamsSchema, body: noteUpdateBodySchema } }, async (request) =>
    envelope(await updateNote(db, claimsOf(request), request.params.id, request.body, quotas, app.deps.clock())),
  );

  app.delete('/v1/note/:id', { preHandler: mayTakeNotes, schema: { params: noteParamsSchema } }, async (request) => {
    await deleteNote(db, claimsOf(request), request.params.id);
    return envelope({ deleted: true });
  });
};
