import { refusalSchema, type Refusal } from '../../schemas/refusals';
import { ApiError } from './api-error';

/** The refusal a failure envelope carries as its `result` (src/schemas/refusals.ts), or null. */
export function serverRefusalOf(error: unknown): Refusal | null {
  if (!(error instanceof ApiError) || typeof error.body !== 'object' || error.body === null) return null;
  const parsed = refusalSchema.safeParse((error.body as { result?: unknown }).result);
  return parsed.success ? parsed.data : null;
}
