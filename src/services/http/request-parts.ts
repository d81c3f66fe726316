import { TimeoutError } from 'ky';
import { ApiError } from './api-error';

const ABSOLUTE_URL = /^[a-z][a-z\d+.-]*:\/\//i;

/**
 * ky's prefixUrl refuses inputs with a leading slash and must not prefix absolute addresses
 * (e.g. a CAS or refresh address configured as a full URL).
 */
export function toKyInput(path: string, baseUrl: string): { input: string; prefixUrl: string } {
  if (ABSOLUTE_URL.test(path)) return { input: path, prefixUrl: '' };
  return { input: path.replace(/^\/+/, ''), prefixUrl: baseUrl === '' ? '/' : baseUrl };
}

/** The address as ky will build it, for logs and the logout check. */
export function displayUrl(input: string, prefixUrl: string): string {
  if (prefixUrl === '') return input;
  return `${prefixUrl.endsWith('/') ? prefixUrl : `${prefixUrl}/`}${input}`;
}

/** JSON when the text parses, else the text itself: non-JSON answers pass through (SPEC §8). */
export async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return '';
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** Anything thrown while sending (fetch TypeError, ky TimeoutError, abort) as an ApiError. */
export function toTransportError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  if (error instanceof TimeoutError) return new ApiError('timeout', error.message);
  return new ApiError('network', error instanceof Error ? error.message : String(error));
}
