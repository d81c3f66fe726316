import { z } from 'zod';
import { SEARCH_MAX_LENGTH } from '../../../constants';

/**
 * /admin/capture's address (docs/data-loading.md): the text searched, the page, and the classroom
 * whose settings are open. A room's id is no secret; its keys never travel in the address. A
 * malformed field is dropped, not fatal, as in src/schemas/search-params.ts.
 */
const optionalText = z
  .union([z.string(), z.number()])
  .transform(String)
  .pipe(z.string().max(SEARCH_MAX_LENGTH))
  .optional()
  .catch(undefined);

export const captureSearchSchema = z.object({
  keyword: optionalText,
  page: z.coerce.number().int().min(1).optional().catch(undefined),
  room: optionalText,
});
export type CaptureSearch = z.infer<typeof captureSearchSchema>;

/** The list the address names. */
export type CaptureListInputs = { keyword: string; pageIndex: number };
export const captureListInputsOf = (search: CaptureSearch): CaptureListInputs => ({
  keyword: search.keyword ?? '',
  pageIndex: search.page ?? 1,
});

/** The address of a list and an open room: only what is set. */
export function captureSearchOf({ keyword, pageIndex }: CaptureListInputs, room: string | null): CaptureSearch {
  const search: CaptureSearch = {};
  if (keyword !== '') search.keyword = keyword;
  if (pageIndex > 1) search.page = pageIndex;
  if (room !== null) search.room = room;
  return search;
}
