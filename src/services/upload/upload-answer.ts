import type { UploadResponse } from '../../machines/upload-file.machine';
import { ApiError } from '../http/api-error';
import { envelopeMessage, isEnvelope } from '../http/envelope-shape';

const isRefusalStatus = (status: number | undefined) => status !== undefined && status >= 400 && status < 500;

/**
 * A chunk call's answer text as the uploadFile machine reads it (SPEC §3 "Upload response"):
 * `data` is the envelope's result, `message` its message. Anything that is not an envelope has
 * no data, so the file fails with the fallback text.
 */
export function uploadResponseOf(text: string): UploadResponse {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return { data: null, message: null };
  }
  if (!isEnvelope(body)) return { data: null, message: null };
  const result = body.result;
  const data = typeof result === 'object' && result !== null && !Array.isArray(result) ? (result as UploadResponse['data']) : null;
  return { data, message: envelopeMessage(body) };
}

/**
 * The server refused the file (4xx: not allowed, too large, over quota, another file under this
 * identifier): an answer without data, shown for 2 s, and the file fails. Null for failures that
 * may pass (network, 5xx), which leave the file retryable.
 */
export function refusalOf(failure: unknown): UploadResponse | null {
  if (failure instanceof ApiError) {
    return failure.kind === 'response' && isRefusalStatus(failure.status) ? { data: null, message: failure.serverMessage } : null;
  }
  if (typeof failure !== 'string') return null;
  try {
    const body: unknown = JSON.parse(failure);
    return isEnvelope(body) && isRefusalStatus(body.status) ? { data: null, message: envelopeMessage(body) } : null;
  } catch {
    return null;
  }
}
