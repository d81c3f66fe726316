import { errorKindOf } from '../../../schemas/error-codes';
import { refusalSchema } from '../../../schemas/refusals';
import { ApiError } from '../../../services/http/api-error';
import type { MessageKey } from '../../i18n/messages-en';
import { catalogueOf, translate, type Language } from '../../i18n/translate';

/**
 * Server wording that is not for a user (docs/api.md "Field problems"): a request path
 * (`body.teclName`, `querystring.q`), a part of the request named on its own (`body: malformed
 * JSON`), a wire field name (`courId: …`, `teclId`), or an id (`cour-1-0003`, `user-2-student03`,
 * a UUID). The server's English names these for integrators and the log; a page says the kind
 * of problem in the user's language instead.
 */
const INTERNAL_WORDING: readonly RegExp[] = [
  /\b(?:body|querystring|params|headers)\.\w/,
  /\b(?:body|querystring|params|headers|request):/,
  /\b[a-z]+(?:[A-Z][a-z]*)*Ids?\b/,
  /\b[a-z]+[A-Z]\w*:/,
  // Seeded rows' ids: a table's prefix, the tenant, a number or a name (server/db/seed/ids.ts).
  /\b(?:acte|bann|camp|clro|coll|cour|help|mess|mooc|note|orga|reso?|road|role|scho|subj|sypa|tag|tecl|user|visi|vod|watc)-\d+-[\w.-]+/,
  /\b[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\b/i,
];

export const isInternalWording = (text: string): boolean => INTERNAL_WORDING.some((pattern) => pattern.test(text));

/** `text` when it is fit to show, else the catalogue's sentence for a failure of unknown kind. */
export const userFacingText = (language: Language, text: string): string =>
  isInternalWording(text) ? catalogueOf(language)['error.unknown'] : text;

/** The sentence of a refusal the envelope's `result` carries (src/schemas/refusals.ts), with its values; null for none. */
function refusalText(language: Language, result: unknown): string | null {
  const refusal = refusalSchema.safeParse(result);
  // A schema failure's field problems belong beside a form's fields: a toast says its kind.
  if (!refusal.success || refusal.data.reason === 'fieldsInvalid') return null;
  const withValues = translate as (language: Language, key: MessageKey, params: Record<string, string | number>) => string;
  return withValues(language, `refusal.${refusal.data.reason}`, refusal.data.values);
}

/**
 * What the user reads for a failed call: the sentence of the refusal when the envelope carries
 * one, else of its error kind, in their language. A code this version does not know (a newer
 * server) shows the server's own message, unless it names fields or ids (then the sentence for a
 * failure of unknown kind).
 */
export function serverErrorText(language: Language, code: number | undefined, serverMessage: string, result: unknown = null): string {
  const refusal = refusalText(language, result);
  if (refusal !== null) return refusal;
  const kind = errorKindOf(code);
  const key = `error.${kind}` as MessageKey;
  return kind !== undefined && key in catalogueOf(language) ? catalogueOf(language)[key] : userFacingText(language, serverMessage);
}

const resultOf = (failure: ApiError) =>
  typeof failure.body === 'object' && failure.body !== null ? (failure.body as { result?: unknown }).result : null;

/** A refused call's sentence (serverErrorText) when the server said why; `fallback` otherwise. */
export function failureText(language: Language, failure: unknown, fallback: string): string {
  return failure instanceof ApiError && failure.serverMessage
    ? serverErrorText(language, failure.code, failure.serverMessage, resultOf(failure))
    : fallback;
}
