import { errorKindOf } from '../../schemas/error-codes';
import { ApiError } from '../../services/http/api-error';
import type { MessageKey } from '../i18n/messages-en';
import { catalogueOf, type Language } from '../i18n/translate';

/**
 * What the user reads for a failed call: the sentence of its error kind in their language. A
 * code this version does not know (a newer server) shows the server's own message.
 */
export function serverErrorText(language: Language, code: number | undefined, serverMessage: string): string {
  const kind = errorKindOf(code);
  const key = `error.${kind}` as MessageKey;
  return kind !== undefined && key in catalogueOf(language) ? catalogueOf(language)[key] : serverMessage;
}

/** A refused call's sentence (serverErrorText) when the server said why; `fallback` otherwise. */
export function failureText(language: Language, failure: unknown, fallback: string): string {
  return failure instanceof ApiError && failure.serverMessage ? serverErrorText(language, failure.code, failure.serverMessage) : fallback;
}
