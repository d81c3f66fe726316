import { z } from 'zod';
import { multilineText, plainText } from './text';

/** POST /v1/client/errors (chosen): one error of a page, reported at or above ERROR_REPORT_LEVEL. */
export const clientErrorBodySchema = z.object({
  level: z.number().int().min(0).max(1_000_000),
  message: multilineText().max(1_000),
  /** The first lines of the stack, if any. */
  stack: multilineText().max(8_000).optional(),
  /** The page's route, without its query (which may carry a token). */
  page: plainText().max(512),
});
export type ClientErrorBody = z.infer<typeof clientErrorBodySchema>;

/** Whether the report reached the server log (its level at or above ERROR_REPORT_LEVEL). */
export const clientErrorResultSchema = z.object({ recorded: z.boolean() });
