import { ERROR, errorKindOf } from '../../schemas/error-codes';
import { ApiError } from '../../services/http/api-error';
import { serverRefusalOf } from '../../services/http/server-refusal';
import type { MessageKey } from '../i18n/messages-en';
import type { Translate } from '../i18n/translate';

const BAD_REQUEST = ERROR.badRequest.code;

/** A sentence of the catalogue chosen at run time, with the values it names. */
export type Problem = { key: MessageKey; params: Record<string, string | number> };

export function problemText(t: Translate, { key, params }: Problem): string {
  const translateAny = t as unknown as (key: MessageKey, params: Record<string, string | number>) => string;
  return translateAny(key, params);
}

/** The sentence of the refusal the server gave (src/schemas/refusals.ts), or null when it gave none. */
export function refusalProblemOf(error: unknown): Problem | null {
  const refusal = serverRefusalOf(error);
  return refusal === null ? null : { key: `refusal.${refusal.reason}`, params: refusal.values };
}

/**
 * What a refused write shows beside its form, in the page's language: the refusal's sentence
 * with its values (src/schemas/refusals.ts) when the server gave a reason; else the error kind's
 * sentence, followed for a 400 by the server's words, which name the field; `fallback` when no
 * answer came back (network, timeout).
 */
export function serverProblem(t: Translate, error: unknown, fallback: string): string {
  const refusal = refusalProblemOf(error);
  if (refusal !== null) return problemText(t, refusal);
  if (!(error instanceof ApiError) || error.code === undefined) return fallback;
  const kind = errorKindOf(error.code);
  if (kind === undefined) return error.serverMessage ?? fallback;
  const sentence = problemText(t, { key: `error.${kind}`, params: {} });
  return error.code === BAD_REQUEST && error.serverMessage ? t('admin.refusedDetail', { sentence, detail: error.serverMessage }) : sentence;
}
