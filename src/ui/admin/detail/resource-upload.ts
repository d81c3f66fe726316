import { TENANT_HEADER, TOKEN_HEADER } from '../../../schemas/auth';
import { adminResourceSchema, CLASS_RESOURCE_FILE_FIELD, type AdminResource } from '../../../schemas/admin-detail';
import type { RuntimeConfig } from '../../../schemas/runtime-config';
import { sessionToken } from '../../../services/auth/session';
import { apiRequest } from '../../../services/http/api';
import { ApiError } from '../../../services/http/api-error';
import { envelopeCode, envelopeMessage, isEnvelope } from '../../../services/http/envelope-shape';
import { readStored } from '../../../services/storage';

const OK = 200;
const INVALID_TOKEN = 401;

export type ResourceUpload = {
  teclId: string;
  file: File;
  /** A lesson of the class the file belongs to; none: the whole class. */
  courId?: string;
  /** 0..1 of the bytes sent. */
  onProgress: (share: number) => void;
  signal?: AbortSignal;
};

/**
 * POST /v1/admin/classes/:teclId/resources (multipart, field `file`). Sent with XMLHttpRequest,
 * not the API client: fetch reports no upload progress over HTTP/1.1 (a streamed request body
 * needs HTTP/2), and a class file may be tens of megabytes. The session headers are the client's;
 * a refused token is renewed through the API client (any call does it) and the file sent once more.
 */
export async function uploadClassResource(
  config: Pick<RuntimeConfig, 'BASE_URL' | 'AJAX'>,
  upload: ResourceUpload,
): Promise<AdminResource> {
  const first = await send(config, upload);
  if (first.httpStatus !== INVALID_TOKEN) return answerOf(first);
  await apiRequest('/authority/me', { noMessage: true });
  return answerOf(await send(config, upload));
}

type Sent = { httpStatus: number; body: unknown };

function resourcesUrl(baseUrl: string, { teclId, courId }: ResourceUpload): string {
  const base = baseUrl === '' ? '' : baseUrl.replace(/\/+$/, '');
  const query = courId === undefined ? '' : `?${new URLSearchParams({ courId }).toString()}`;
  return `${base}/v1/admin/classes/${encodeURIComponent(teclId)}/resources${query}`;
}

function send(config: Pick<RuntimeConfig, 'BASE_URL' | 'AJAX'>, upload: ResourceUpload): Promise<Sent> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', resourcesUrl(config.BASE_URL, upload));
    request.withCredentials = config.AJAX.WITH_CREDENTIALS;
    const token = sessionToken();
    if (token !== null) request.setRequestHeader(TOKEN_HEADER, token);
    const tenantId = config.AJAX.TENANT_HEADER ? readStored('tenantId') : null;
    if (tenantId !== null) request.setRequestHeader(TENANT_HEADER, tenantId);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) upload.onProgress(event.loaded / event.total);
    };
    request.onload = () => resolve({ httpStatus: request.status, body: parsed(request.responseText) });
    request.onerror = () => reject(new ApiError('network', 'the upload did not reach the server'));
    request.onabort = () => reject(new ApiError('network', 'the upload was stopped'));
    upload.signal?.addEventListener('abort', () => request.abort(), { once: true });
    const form = new FormData();
    form.append(CLASS_RESOURCE_FILE_FIELD, upload.file, upload.file.name);
    request.send(form);
  });
}

function parsed(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** The new resource, or the server's refusal as the API client words it (status, code, message). */
function answerOf({ httpStatus, body }: Sent): AdminResource {
  if (isEnvelope(body) && body.status === OK) return adminResourceSchema.parse(body.result);
  const status = isEnvelope(body) ? body.status : httpStatus;
  const message = isEnvelope(body) ? envelopeMessage(body) : null;
  throw new ApiError('response', message ?? `upload failed (${status})`, {
    status,
    code: isEnvelope(body) ? envelopeCode(body) : undefined,
    serverMessage: message,
    body,
  });
}
