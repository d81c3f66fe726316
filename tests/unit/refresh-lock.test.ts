// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { User } from '../../src/schemas/auth';
import { apiRequest } from '../../src/services/http/api';
import { currentRefreshToken, type Rotation, type RotationRecord } from '../../src/services/session/rotation-record';
import { refreshTokens } from '../../src/services/session/token-calls';
import { readStored, writeStored } from '../../src/services/storage';

vi.mock('../../src/services/http/api', () => ({ apiRequest: vi.fn() }));

/**
 * Two tabs of one browser refreshing at once (docs/machines/README.md 5): they share the refresh
 * token in local storage, and the server revokes the session when a rotated token comes back.
 * Under the tabs' lock each exchange reads the token then current and stores its successor before
 * the next one reads, so neither presents a rotated token. (The lock and the server are doubles
 * here: the exchange order is what is under test.)
 */
const user: User = {
  id: 'u1',
  username: 'student01',
  name: 'S',
  code: 'c',
  role: 2,
  tenantId: '1',
  avatarUrl: null,
  orgaName: null,
  mustChangePassword: false,
};

/** The server's side: one current refresh token; presenting any other revokes the session. */
function refreshServer() {
  let current = 'r0';
  let issued = 0;
  const state = { revoked: false };
  vi.mocked(apiRequest).mockImplementation(async (_path, options) => {
    const presented = (options?.form as { refreshToken: string }).refreshToken;
    // The answer takes a moment, so the two calls overlap without a lock.
    await new Promise((resolve) => setTimeout(resolve, 5));
    if (state.revoked || presented !== current) {
      state.revoked = true;
      throw new Error('refresh token reuse detected; the session was revoked');
    }
    issued += 1;
    current = `r${issued}`;
    return { jwt_token: `jwt${issued}`, refresh_token: current, expires_in: 900, user };
  });
  return { state, current: () => current };
}

/** A lock manager that runs one holder at a time, as the browser's Web Locks do. */
function oneAtATime(): LockManager {
  let tail: Promise<unknown> = Promise.resolve();
  return {
    request: ((_name: string, callback: () => Promise<unknown>) => {
      const run = tail.then(callback);
      tail = run.catch(() => undefined);
      return run;
    }) as LockManager['request'],
    query: async () => ({ held: [], pending: [] }),
  };
}

const config = { REFRESH_TOKEN_URL: '/oauth2/refresh' };

beforeEach(() => {
  localStorage.clear();
  writeStored('refreshToken', 'r0');
});

describe('two tabs refreshing at once', () => {
  it('take turns under the lock: both get tokens, the session lives, storage holds the newest token', async () => {
    const server = refreshServer();
    const locks = oneAtATime();
    const [a, b] = await Promise.all([refreshTokens(config, locks), refreshTokens(config, locks)]);
    expect([a.refresh_token, b.refresh_token].sort()).toEqual(['r1', 'r2']);
    expect(server.state.revoked).toBe(false);
    expect(readStored('refreshToken')).toBe(server.current());
  });

  it("present the successor when this tab's local storage still shows the token another tab just rotated", async () => {
    const server = refreshServer();
    const locks = oneAtATime();
    let last: Rotation | null = null;
    const shared: RotationRecord = {
      read: async () => last,
      write: async (rotation) => void (last = rotation),
      clear: async () => void (last = null),
    };
    const first = await refreshTokens(config, locks, shared);
    // Chromium passes the write to the other tab's process a moment later: it still reads r0.
    writeStored('refreshToken', 'r0');
    const second = await refreshTokens(config, locks, shared);
    expect([first.refresh_token, second.refresh_token]).toEqual(['r1', 'r2']);
    expect(server.state.revoked).toBe(false);
    expect(readStored('refreshToken')).toBe('r2');
    // A token the record does not know (a new sign-in) is presented as stored.
    expect(currentRefreshToken('fresh', last)).toBe('fresh');
  });

  it('without the lock the second presents a rotated token and the session is revoked', async () => {
    const server = refreshServer();
    const outcomes = await Promise.allSettled([refreshTokens(config, undefined), refreshTokens(config, undefined)]);
    expect(outcomes.map((outcome) => outcome.status)).toContain('rejected');
    expect(server.state.revoked).toBe(true);
  });
});
