import { z } from 'zod';
import { idText } from './text';

/**
 * Course resource downloads (SPEC §7 "Downloads"): one file with GET /v1/resource/downLoad
 * (id, vodId, fileName), several as one zip with GET /v1/resource/pack/downLoad (ids, vodIds,
 * courName). The stored file is found by id; fileName and courName only name the download.
 */

/** At most this many files in one pack. */
export const PACK_MAX_FILES = 100;

const id = idText();
const optional = <T extends z.ZodTypeAny>(schema: T) => z.preprocess((value) => (value === '' ? undefined : value), schema.optional());

/** A name for the saved file: no folders, no control characters, no way out of the download folder. */
const plainName = z
  .string()
  .trim()
  .min(1, 'is required')
  .max(200, 'must be at most 200 characters')
  // eslint-disable-next-line no-control-regex
  .refine((name) => !/[\\/\u0000-\u001f\u007f]/.test(name) && name !== '.' && name !== '..', 'must be a plain file name');

export const resourceDownloadQuerySchema = z.object({ id, vodId: optional(id), fileName: optional(plainName) });
export type ResourceDownloadQuery = z.infer<typeof resourceDownloadQuerySchema>;

/** Comma-separated ids, as the query carries them. */
const idList = z
  .string()
  .transform((value) => [
    ...new Set(
      value
        .split(',')
        .map((part) => part.trim())
        .filter((part) => part !== ''),
    ),
  ])
  .pipe(z.array(id).max(PACK_MAX_FILES, `at most ${PACK_MAX_FILES} ids`));

export const packDownloadQuerySchema = z
  .object({ ids: optional(idList), vodIds: optional(idList), courName: optional(plainName) })
  .refine((query) => (query.ids?.length ?? 0) + (query.vodIds?.length ?? 0) > 0, { path: ['ids'], message: 'ids or vodIds is required' });
export type PackDownloadQuery = z.infer<typeof packDownloadQuerySchema>;
