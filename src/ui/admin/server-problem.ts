import { ApiError } from '../../services/http/api-error';

/**
 * What a refused write shows beside its form: the server's own message (it names the field, e.g.
 * `body.subjId: no subject …`, or a 409's reason), else `fallback` for a network failure.
 */
export function serverProblem(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.serverMessage !== null && error.serverMessage !== '' ? error.serverMessage : fallback;
}
