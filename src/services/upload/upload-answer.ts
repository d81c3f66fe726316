import type { UploadResponse } from '../../machines/upload-file.machine';
import { ApiError } from '../http/api-error';
import { envelopeCode, envelopeMessage, isEnvelope, type LooseEnvelope } from '../http/envelope-shape';

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

const resultOf = (body: unknown): unknown => (isEnvelope(body) ? (body.result ?? null) : null);

const refusedBy = (envelope: LooseEnvelope): UploadResponse => ({
  data: null,
  message: envelopeMessage(envelope),
  refusal: { code: envelopeCode(envelope) ?? null, result: envelope.result ?? null },
});

/**
 * The server refused the file (4xx: not allowed, too large, over quota, another file under this
 * identifier): an answer without data, shown for 2 s, and the file fails. `refusal` carries the
 * error code and the refusal's reason and values, which the panel words in the reader's language.
 * Null for failures that may pass (network, 5xx), which leave the file retryable.
 */
export function refusalOf(failure: unknown): UploadResponse | null {
  if (failure instanceof ApiError) {
    if (failure.kind !== 'response' || !isRefusalStatus(failure.status)) return null;
    return {
      data: null,
      message: failure.serverMessage,
      refusal: { code: failure.code ?? null, result: resultOf(failure.body) },
    };
  }
  if (typeof failure !== 'string') return null;
  try {
    const body: unknown = JSON.parse(failure);
    return isEnvelope(body) && isRefusalStatus(body.status) ? refusedBy(body) : null;
  } catch {
    return null;
  }
}
