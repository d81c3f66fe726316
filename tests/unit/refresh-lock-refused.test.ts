// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { apiRequest } from '../../src/services/http/api';
import type { RotationRecord } from '../../src/services/session/rotation-record';
import { refreshTokens } from '../../src/services/session/token-calls';
import { readStored, writeStored } from '../../src/services/storage';

vi.mock('../../src/services/http/api', () => ({ apiRequest: vi.fn() }));

/**
 * A refresh where the browser refuses Web Locks (docs/lti.md "No cookie in the frame"): Chrome
 * denies them, with Web Storage, to a frame of another site when third-party cookies are blocked,
 * where an LTI launch runs. That page's session lives in its memory and no other tab shares it, so
 * it refreshes without the lock rather than losing its session when the access token expires.
 */
const user = {
  id: 'u1',
  username: 'lti-x',
  name: 'X',
  code: '',
  role: 2,
  tenantId: '1',
  avatarUrl: null,
  orgaName: null,
  mustChangePassword: false,
};
const noRecord: RotationRecord = { read: async () => null, write: async () => {}, clear: async () => {} };
const refusing = (): LockManager => ({
  request: (async () => {
    throw new DOMException('The request was denied.', 'SecurityError');
  }) as LockManager['request'],
  query: async () => ({ held: [], pending: [] }),
});
const running = (): LockManager => ({
  request: ((_name: string, callback: () => Promise<unknown>) => callback()) as LockManager['request'],
  query: async () => ({ held: [], pending: [] }),
});
const config = { REFRESH_TOKEN_URL: '/oauth2/refresh' };

beforeEach(() => {
  vi.mocked(apiRequest).mockReset();
  writeStored('refreshToken', 'r0');
});

describe('refresh when the browser refuses the lock', () => {
  it('exchanges the token without the lock', async () => {
    vi.mocked(apiRequest).mockResolvedValue({ jwt_token: 'jwt1', refresh_token: 'r1', expires_in: 900, user });
    const result = await refreshTokens(config, refusing(), noRecord);
    expect(result.jwt_token).toBe('jwt1');
    expect(readStored('refreshToken')).toBe('r1');
    expect(apiRequest).toHaveBeenCalledTimes(1);
  });

  it('does not exchange twice when the exchange itself fails under the lock', async () => {
    vi.mocked(apiRequest).mockRejectedValue(new Error('invalid refresh token'));
    await expect(refreshTokens(config, running(), noRecord)).rejects.toThrow('invalid refresh token');
    expect(apiRequest).toHaveBeenCalledTimes(1);
  });
});
