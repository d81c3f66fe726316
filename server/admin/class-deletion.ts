import { sql, type SQLWrapper } from 'drizzle-orm';
import type { ClassDeleteRefusal } from '../../src/schemas/admin-classes';
import { vods } from '../db/schema';

/**
 * What stops a class from being deleted (docs/admin.md "Classes"): a recording, ready or not,
 * since its students' notes, watch records and favourites hang on its recordings. Written once:
 * the DELETE checks it in its own statement (so a recording made meanwhile is not lost with the
 * class) and the list reads it per row (so the page offers Delete only where it would succeed).
 */
export const classHasRecordings = (teclId: SQLWrapper | string) =>
  sql<boolean>`exists (select 1 from ${vods} where ${vods.teclId} = ${teclId})`;

/** Why a class cannot be deleted (the DELETE's refusal, the list's `deleteRefusal`), or null when it can. */
export const deleteRefusalOf = (hasRecordings: boolean): ClassDeleteRefusal | null => (hasRecordings ? 'classHasRecordings' : null);
