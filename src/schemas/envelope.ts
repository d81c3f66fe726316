import { z } from 'zod';
import { queryInt } from './text';

/** Every API answer: `{ status, code, message, result }` (SPEC §8, DESIGN.md §3). */
export const envelopeSchema = <T extends z.ZodType>(result: T) =>
  z.object({ status: z.number(), code: z.number(), message: z.string(), result });

export type Envelope<T> = { status: number; code: number; message: string; result: T };

/** The loose shape the response handler recognises: an object with a numeric status. */
export const looseEnvelopeSchema = z
  .object({
    status: z.number(),
    code: z.number().optional(),
    message: z.string().optional(),
    result: z.unknown().optional(),
  })
  .passthrough();

/** Paging query fields as the product sends them (`page.pageIndex`, `page.pageSize`). */
export const MAX_PAGE_SIZE = 1000;
export const pageQuerySchema = z.object({
  'page.pageIndex': queryInt({ min: 1 }).default(1),
  'page.pageSize': queryInt({ min: 1, max: MAX_PAGE_SIZE }).default(15),
});

export const pagedResultSchema = <T extends z.ZodType>(item: T) =>
  z.object({ records: z.array(item), total: z.number().int(), pageIndex: z.number().int(), pageSize: z.number().int() });
