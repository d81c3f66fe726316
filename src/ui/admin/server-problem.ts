import { serverRefusalOf } from '../../services/http/server-refusal';
import { problemText, serverProblemText, type Problem } from '../shared/form-problems';
import type { Translate } from '../i18n/translate';

export { problemText, type Problem };

/** The sentence of the refusal the server gave (src/schemas/refusals.ts), or null when it gave none. */
export function refusalProblemOf(error: unknown): Problem | null {
  const refusal = serverRefusalOf(error);
  if (refusal === null) return null;
  return refusal.reason === 'fieldsInvalid'
    ? { key: 'error.badRequest', params: {} }
    : { key: `refusal.${refusal.reason}`, params: refusal.values };
}

/**
 * What a refused write shows beside a form that has no field of its own to show it at, in the
 * page's language (../shared/form-problems.ts): the refusal's sentence with its values
 * (src/schemas/refusals.ts) when the server gave a reason; else the error kind's sentence;
 * `fallback` when no answer came back (network, timeout). Never the server's English.
 */
export const serverProblem = (t: Translate, error: unknown, fallback: string): string => serverProblemText(t, error, fallback);
