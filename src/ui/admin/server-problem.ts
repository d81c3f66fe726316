import { ERROR, errorKindOf } from '../../schemas/error-codes';
import { ApiError } from '../../services/http/api-error';
import { serverRefusalOf } from '../../services/http/server-refusal';
import type { MessageKey } from '../i18n/messages-en';
import type { Translate } from '../i18n/translate';

const BAD_REQUEST = ERROR.badRequest.code;

type AnyTranslate = (key: MessageKey, params?: Record<string, string | number>) => string;

/**
 * What a refused write shows beside its form, in the page's language: the refusal's sentence
 * with its values (src/schemas/refusals.ts) when the server gave a reason; else the error kind's
 * sentence, followed for a 400 by the server's words, which name the field; `fallback` when no
 * answer came back (network, timeout).
 */
export function serverProblem(t: Translate, error: unknown, fallback: string): string {
  const say = t as unknown as AnyTranslate;
  const refusal = serverRefusalOf(error);
  if (refusal !== null) return say(`refusal.${refusal.reason}`, refusal.values);
  if (!(error instanceof ApiError) || error.code === undefined) return fallback;
  const kind = errorKindOf(error.code);
  if (kind === undefined) return error.serverMessage ?? fallback;
  const sentence = say(`error.${kind}`);
  return error.code === BAD_REQUEST && error.serverMessage ? t('admin.refusedDetail', { sentence, detail: error.serverMessage }) : sentence;
}
