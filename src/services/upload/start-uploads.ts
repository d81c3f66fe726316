import type { UploadToast } from '../../machines/upload-file.machine';
import type { RuntimeConfig } from '../../schemas/runtime-config';
import { TENANT_HEADER, TOKEN_HEADER } from '../../schemas/auth';
import { chunkTestSchema } from '../../schemas/upload';
import { sessionToken } from '../auth/session';
import { apiRequest } from '../http/api';
import { readStored, readUserInfo } from '../storage';
import { createChunkSender, type PreTest } from './chunk-sender';
import { computeIdentifier } from './compute-identifier';
import { createUploadManager } from './upload-manager';
import { createUploadMemory } from './upload-memory';

/** CUSTOM_API.UPLOAD under BASE_URL, unless it names a whole address itself. */
export const uploadUrlOf = (config: Pick<RuntimeConfig, 'BASE_URL' | 'CUSTOM_API'>): string =>
  /^https?:\/\//.test(config.CUSTOM_API.UPLOAD) ? config.CUSTOM_API.UPLOAD : `${config.BASE_URL}${config.CUSTOM_API.UPLOAD}`;

/**
 * The page's upload manager on the real edge: the pre-test through the app's API client (token
 * renewal, no toast of its own: the machine shows refusals), chunks through resumable.js with
 * the token read per request.
 */
export function startUploads(config: RuntimeConfig, showToast: (toast: UploadToast) => void) {
  const pretest: PreTest = async (query) =>
    chunkTestSchema.parse(await apiRequest(config.CUSTOM_API.UPLOAD, { searchParams: query, noMessage: true }));
  const headers = (): Record<string, string> => {
    const token = sessionToken();
    const tenantId = config.AJAX.TENANT_HEADER ? readStored('tenantId') : null;
    return { ...(token === null ? {} : { [TOKEN_HEADER]: token }), ...(tenantId === null ? {} : { [TENANT_HEADER]: tenantId }) };
  };
  return createUploadManager({
    sender: createChunkSender({ uploadUrl: uploadUrlOf(config), headers, pretest }),
    pretest,
    memory: createUploadMemory(),
    computeIdentifier,
    showToast,
    currentUserId: () => readUserInfo()?.id ?? null,
  });
}
