import type { UploadToast } from '../../machines/upload-file.machine';
import type { RuntimeConfig } from '../../schemas/runtime-config';
import { TENANT_HEADER, TOKEN_HEADER } from '../../schemas/auth';
import { chunkTestSchema } from '../../schemas/upload';
import { sessionToken } from '../auth/session';
import { apiRequest } from '../http/api';
import { readStored, readUserInfo } from '../storage';
import { loadOnce } from '../load-once';
import type { ChunkSender, ChunkSenderDeps, PreTest } from './chunk-sender';
import { createUploadManager } from './upload-manager';
import type { UploadMemory } from './upload-memory';

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
    sender: lazySender({ uploadUrl: uploadUrlOf(config), headers, pretest }),
    pretest,
    memory: lazyMemory(),
    computeIdentifier: async (file, options) => (await import('./compute-identifier')).computeIdentifier(file, options),
    showToast,
    currentUserId: () => readUserInfo()?.id ?? null,
  });
}

/*
 * resumable.js and spark-md5 (the hash when there is no Worker) load when a file is first chosen:
 * the first page does not wait for them.
 */
function lazySender(deps: ChunkSenderDeps): Pick<ChunkSender, 'send'> {
  const sender = loadOnce(async () => (await import('./chunk-sender')).createChunkSender(deps));
  return { send: async (request) => (await sender()).send(request) };
}

function lazyMemory(): UploadMemory {
  const memory = loadOnce(async () => (await import('./upload-memory')).createUploadMemory());
  return {
    remember: async (upload) => (await memory()).remember(upload),
    forget: async (userId, identifier, target) => (await memory()).forget(userId, identifier, target),
    list: async (userId) => (await memory()).list(userId),
  };
}
