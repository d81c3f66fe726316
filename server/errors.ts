import { ERROR, type ErrorKind } from '../src/schemas/error-codes';

/** Thrown by handlers; the error handler turns it into the envelope with the kind's status. */
export class ApiError extends Error {
  constructor(
    readonly kind: ErrorKind,
    message?: string,
    readonly headers: Record<string, string> = {},
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

export const errorEnvelope = (status: number, code: number, message: string) => ({ status, code, message, result: null });
