import { ERROR, type ErrorKind } from '../src/schemas/error-codes';
import type { Refusal, RefusalReason, RefusalValues } from '../src/schemas/refusals';

/**
 * Thrown by handlers; the error handler turns it into the envelope with the kind's status, and
 * its refusal (when it has one) into the envelope's `result`.
 */
export class ApiError extends Error {
  constructor(
    readonly kind: ErrorKind,
    message?: string,
    readonly headers: Record<string, string> = {},
    readonly refusal: Refusal | null = null,
  ) {
    super(message ?? ERROR[kind].message);
  }
  get status(): number {
    return ERROR[this.kind].status;
  }
  get code(): number {
    return ERROR[this.kind].code;
  }
}

export const envelope = <T>(result: T, message: string = ERROR.ok.message) => ({
  status: ERROR.ok.status,
  code: ERROR.ok.code,
  message,
  result,
});

/**
 * A refusal a form can cause (src/schemas/refusals.ts): `message` names the field in English for
 * integrators; `reason` and `values` let the page say it in the user's language, beside `field`
 * (the body's field, as the form knows it) when the refusal is about one.
 */
export function refused<R extends RefusalReason>(
  kind: ErrorKind,
  reason: R,
  values: RefusalValues<R>,
  message: string,
  field?: string,
): ApiError {
  return new ApiError(kind, message, {}, field === undefined ? { reason, values } : { reason, values, field });
}

/**
 * A 400 naming the body's field at fault (`body.<field>: <rule>`), with the reason a form words
 * and the field it shows the sentence beside.
 */
export const badBody = <R extends RefusalReason>(field: string, rule: string, reason: R, values: RefusalValues<R>): ApiError =>
  refused('badRequest', reason, values, `body.${field}: ${rule}`, field);

export const errorEnvelope = (status: number, code: number, message: string, refusal: Refusal | null = null) => ({
  status,
  code,
  message,
  result: refusal,
});
