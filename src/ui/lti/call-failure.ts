import { ApiError } from '../../services/http/api-error';
import type { Language } from '../i18n/translate';
import { serverErrorText } from '../kit/toast/server-error-text';

/**
 * A failed call of the LTI pages, kept as the server gave it and worded at render time, so a
 * language switch words it again. These pages show their failures themselves: in the LMS's frame
 * they are all the user sees.
 */
export type CallFailure = { code: number | undefined; serverMessage: string } | 'network';

export const callFailureOf = (refusal: unknown): CallFailure =>
  refusal instanceof ApiError ? { code: refusal.code, serverMessage: refusal.serverMessage ?? '' } : 'network';

export const callFailureText = (language: Language, failure: CallFailure, networkText: string): string =>
  failure === 'network' ? networkText : serverErrorText(language, failure.code, failure.serverMessage);
