import {
  loginBodySchema,
  PASSWORD_HASH_HEADER,
  PASSWORD_HASH_SHA256,
  TENANT_HEADER,
  tokenResultSchema,
  type TokenResult,
} from '../../schemas/auth';
import { sha256Hex } from '../hash';
import { ApiError } from '../http/api-error';
import { apiRequest } from '../http/api';

export const PASSWORD_LOGIN_PATH = '/oauth2/password';

export type PasswordLoginInput = { username: string; password: string; tenantId: string };

/**
 * Signs in with username and password (DESIGN.md §4): the password leaves the browser only as
 * its SHA-256, flagged by a header. Failures reject with an ApiError carrying the server message;
 * the login form shows it, so no toast.
 */
/** HTTP Basic of the configured OAuth client (runtime configuration OAUTH_CLIENT), if any. */
export function clientAuthorization(client: { id: string; secret: string } | null): Record<string, string> {
  if (client === null) return {};
  const pair = new TextEncoder().encode(`${client.id}:${client.secret}`);
  return { authorization: `Basic ${btoa(String.fromCharCode(...pair))}` };
}

export async function passwordLogin(input: PasswordLoginInput, client: { id: string; secret: string } | null = null): Promise<TokenResult> {
  const body = loginBodySchema.parse({
    username: input.username,
    password: sha256Hex(input.password),
    tenantId: input.tenantId,
  });
  const answer = await apiRequest(PASSWORD_LOGIN_PATH, {
    method: 'POST',
    json: body,
    headers: { [PASSWORD_HASH_HEADER]: PASSWORD_HASH_SHA256, [TENANT_HEADER]: input.tenantId, ...clientAuthorization(client) },
    noMessage: true,
  });
  const parsed = tokenResultSchema.safeParse(answer);
  if (parsed.success) return parsed.data;
  // Answers outside the envelope (e.g. a proxy's rate-limit page) pass through the rules as is.
  const serverMessage = messageOf(answer);
  throw new ApiError('response', serverMessage ?? 'unexpected login answer', { serverMessage, body: answer });
}

function messageOf(answer: unknown): string | null {
  if (typeof answer === 'object' && answer !== null && 'message' in answer && typeof answer.message === 'string') {
    return answer.message === '' ? null : answer.message;
  }
  return null;
}
