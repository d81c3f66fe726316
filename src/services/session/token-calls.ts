import { kickBodySchema, tokenResultSchema, type TokenResult } from '../../schemas/auth';
import type { RuntimeConfig } from '../../schemas/runtime-config';
import { apiRequest } from '../http/api';
import { readStored } from '../storage';

/** The refresh and kick calls the session machine invokes (SPEC §7). */

/** POST {REFRESH_TOKEN_URL}, form-encoded refreshToken; rejects when there is none or it is refused. */
export async function refreshTokens(config: Pick<RuntimeConfig, 'REFRESH_TOKEN_URL'>): Promise<TokenResult> {
  const refreshToken = readStored('refreshToken');
  if (!refreshToken) throw new Error('no refresh token stored');
  const answer = await apiRequest(config.REFRESH_TOKEN_URL, {
    method: 'POST',
    form: { refreshToken },
    isRefresh: true,
    noMessage: true,
  });
  return tokenResultSchema.parse(answer);
}

/** The kick-other-clients call (SPEC §3 "Kick-user request"): ends this user's other sessions. */
export async function kickOtherClients(config: Pick<RuntimeConfig, 'CUSTOM_API'>, username: string): Promise<void> {
  const jwtToken = readStored('jwtToken') ?? '';
  const body = kickBodySchema.parse({
    user: username,
    username,
    lockTime: 0,
    broadcast: true,
    bcMessage: { action: 'kick-client', kickType: 'jwt', jwtToken },
  });
  await apiRequest(config.CUSTOM_API.KICK, { method: 'POST', json: body, noMessage: true });
}
