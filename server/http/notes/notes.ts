import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { NOTE_BODY_MAX_BYTES } from '../../../src/constants';
import {
  noteCreateBodySchema,
  noteDeletedSchema,
  noteListQuerySchema,
  noteListSchema,
  noteParamsSchema,
  noteSchema,
  noteStatusBodySchema,
  noteUpdateBodySchema,
} from '../../../src/schemas/notes';
import { noteQuotas } from '../../quotas/note-quota';
import { changeNoteStatus } from '../../notes/note-status';
import { createNote, deleteNote, getNote, listNotes, updateNote } from '../../notes/notes-store';
import { claimsOf } from '../authenticate';
import { envelope } from '../../errors';
import { answers } from '../responses';

/**
 * Notes beside recordings (docs/notes.md; paths chosen, SPEC does not show them): the caller's
 * own notes, and the handed-in and released notes they may read. The area (./index.ts) admits
 * users holding the notes sign only.
 */
export const noteRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;
  const quotas = noteQuotas(app.deps.env);

  app.get('/v1/note/list', { schema: { querystring: noteListQuerySchema, response: answers(noteListSchema) } }, async (request) =>
    envelope(await listNotes(db, claimsOf(request), request.query)),
  );

  app.get('/v1/note/:id', { schema: { params: noteParamsSchema, response: answers(noteSchema) } }, async (request) =>
    envelope(await getNote(db, claimsOf(request), request.params.id)),
  );

  app.post(
    '/v1/note',
    { bodyLimit: NOTE_BODY_MAX_BYTES, schema: { body: noteCreateBodySchema, response: answers(noteSchema) } },
    async (request) => envelope(await createNote(db, claimsOf(request), request.body, quotas, app.deps.clock())),
  );

  app.put(
    '/v1/note/:id',
    { bodyLimit: NOTE_BODY_MAX_BYTES, schema: { params: noteParamsSchema, body: noteUpdateBodySchema, response: answers(noteSchema) } },
    async (request) => envelope(await updateNote(db, claimsOf(request), request.params.id, request.body, quotas, app.deps.clock())),
  );

  app.post(
    '/v1/note/:id/status',
    { schema: { params: noteParamsSchema, body: noteStatusBodySchema, response: answers(noteSchema) } },
    async (request) => envelope(await changeNoteStatus(db, claimsOf(request), request.params.id, request.body.status, app.deps.clock())),
  );

  app.delete('/v1/note/:id', { schema: { params: noteParamsSchema, response: answers(noteDeletedSchema) } }, async (request) => {
    await deleteNote(db, claimsOf(request), request.params.id);
    return envelope({ deleted: true as const });
  });
};
