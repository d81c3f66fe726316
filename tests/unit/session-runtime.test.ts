// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { User } from '../../src/schemas/auth';
import type { RuntimeConfig } from '../../src/schemas/runtime-config';
import { changePassword, CHANGE_PASSWORD_API } from '../../src/services/auth/change-password';
import { apiRequest } from '../../src/services/http/api';
import { ApiError } from '../../src/services/http/api-error';
import { startSessionRuntime } from '../../src/services/session/session-runtime';
import { REFRESH_LOCK } from '../../src/services/session/token-calls';
import { readUserInfo, STORAGE_KEYS, writeStored, writeUserInfo } from '../../src/services/storage';

vi.mock('../../src/services/http/api', () => ({ apiRequest: vi.fn() }));

/**
 * The session machine's effects as the browser sees them (services/session/session-runtime.ts):
 * where the tokens end up, that a refresh runs under the tabs' lock, what a forced sign-out
 * forgets, and that a password change's new token goes through the machine. Storage is jsdom's;
 * the server and the Web Locks are doubles.
 */
const config = {
  BASE_URL: '',
  REFRESH_TOKEN_URL: '/oauth2/refresh',
  CAS_SINGLE_CLIENT: 'N',
  AJAX: { TIMEOUT_MS: 30_000, WITH_CREDENTIALS: false, REFRESH_ENABLED: true, TENANT_HEADER: true },
  CUSTOM_API: { LOGOUT: '', KICK: '/rbac/kick', CAS_URL: '', UPLOAD: '/v1/upload/chunk' },
} as RuntimeConfig;

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

/** What the browser keeps under a key, read the way an auditor would: by its stored name and area. */
const stored = (key: keyof typeof STORAGE_KEYS) =>
  (STORAGE_KEYS[key].area === 'session' ? sessionStorage : localStorage).getItem(STORAGE_KEYS[key].name);

/** Web Locks that record whether the lock was held while the server was asked. */
function recordingLocks() {
  const held: string[] = [];
  const locks = {
    held,
    request: (async (name: string, callback: () => Promise<unknown>) => {
      held.push(name);
      try {
        return await callback();
      } finally {
        held.splice(held.indexOf(name), 1);
      }
    }) as LockManager['request'],
    query: async () => ({ held: [], pending: [] }),
  };
  return locks;
}

function start(href = 'https://campus.example.edu/#/home') {
  const goToLogin = vi.fn();
  const replaceAddress = vi.fn();
  const runtime = startSessionRuntime({ config, currentHref: () => '/list-live?day=0', goToLogin, location: { href }, replaceAddress });
  return { runtime, goToLogin, replaceAddress };
}

let locks: ReturnType<typeof recordingLocks>;

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  vi.mocked(apiRequest).mockReset();
  locks = recordingLocks();
  Object.defineProperty(navigator, 'locks', { value: locks, configurable: true });
});

afterEach(() => {
  Reflect.deleteProperty(navigator, 'locks');
});

/** A signed-in tab, as a page reload finds it. */
function signedIn() {
  writeStored('jwtToken', 'jwt-0');
  writeStored('refreshToken', 'refresh-0');
  writeUserInfo(user);
  return start();
}

describe('session runtime: where the tokens are kept', () => {
  it('a sign-in keeps the session token per tab (session storage) and the refresh token for all tabs (local storage)', () => {
    const { runtime } = start();
    runtime.login('student01', { jwtToken: 'jwt-login', refreshToken: 'refresh-login' });
    expect(sessionStorage.getItem('lectern.jwt_token')).toBe('jwt-login');
    expect(localStorage.getItem('lectern.refresh_token')).toBe('refresh-login');
    expect(localStorage.getItem('lectern.jwt_token')).toBeNull();
    expect(stored('refreshCount')).toBe('0');
    expect(runtime.actor.getSnapshot().matches('signedIn')).toBe(true);
  });

  it('a jwt_token in the address becomes the session token and leaves the address', () => {
    const { runtime, replaceAddress } = start('https://campus.example.edu/#/play-video?teclId=7&jwt_token=from-cas');
    expect(stored('jwtToken')).toBe('from-cas');
    expect(replaceAddress).toHaveBeenCalledWith('https://campus.example.edu/#/play-video?teclId=7');
    expect(runtime.actor.getSnapshot().matches('signedIn')).toBe(true);
  });
});

describe('session runtime: refreshing', () => {
  it("a call refused for its token waits while the refresh token is exchanged under the tabs' lock, then goes out again", async () => {
    const { runtime } = signedIn();
    vi.mocked(apiRequest).mockImplementation(async (path, options) => {
      expect(path).toBe('/oauth2/refresh');
      expect(locks.held).toEqual([REFRESH_LOCK]);
      expect(options?.form).toEqual({ refreshToken: 'refresh-0' });
      return { jwt_token: 'jwt-1', refresh_token: 'refresh-1', expires_in: 900, user: { ...user, name: 'Renamed' } };
    });
    const retry = vi.fn(async () => `sent with ${stored('jwtToken')}`);
    await expect(runtime.onInvalidToken({ url: '/v1/vod/playInfo', retry })).resolves.toBe('sent with jwt-1');
    expect(retry).toHaveBeenCalledTimes(1);
    expect(locks.held).toEqual([]);
    expect(stored('jwtToken')).toBe('jwt-1');
    expect(stored('refreshToken')).toBe('refresh-1');
    expect(stored('refreshCount')).toBe('1');
    expect(readUserInfo()?.name).toBe('Renamed');
  });

  it('the new refresh token is written once, inside the lock: never again after it, when another tab may have rotated it', async () => {
    const { runtime } = signedIn();
    vi.mocked(apiRequest).mockResolvedValue({ jwt_token: 'jwt-1', refresh_token: 'refresh-1', expires_in: 900, user });
    const writes: { value: string; locked: boolean }[] = [];
    const write = Storage.prototype.setItem;
    const setItem = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(function (this: Storage, name: string, value: string) {
      if (name === STORAGE_KEYS.refreshToken.name) writes.push({ value, locked: locks.held.includes(REFRESH_LOCK) });
      write.call(this, name, value);
    });
    await runtime.onInvalidToken({ url: '/v1/vod/playInfo', retry: async () => 'ok' });
    setItem.mockRestore();
    expect(writes).toEqual([{ value: 'refresh-1', locked: true }]);
    expect(stored('jwtToken')).toBe('jwt-1');
  });

  it('a refused refresh forgets the session, remembers where the user was, rejects the call and shows sign-in', async () => {
    const { runtime, goToLogin } = signedIn();
    writeStored('tenantId', '1');
    vi.mocked(apiRequest).mockRejectedValue(new ApiError('response', 'refresh token revoked', { status: 401 }));
    await expect(runtime.onInvalidToken({ url: '/v1/vod/playInfo', retry: async () => 'never' })).rejects.toMatchObject({
      kind: 'invalidToken',
    });
    for (const key of ['jwtToken', 'refreshToken', 'userInfo', 'tenantId'] as const) expect(stored(key)).toBeNull();
    expect(JSON.parse(stored('redirectByUser') ?? '{}')).toEqual({ student01: '/list-live?day=0' });
    expect(goToLogin).toHaveBeenCalledTimes(1);
    expect(runtime.actor.getSnapshot().matches('signedOut')).toBe(true);
  });

  it('a new tab of a signed-in browser gets its own session token before the route guard decides', async () => {
    writeStored('refreshToken', 'refresh-0');
    vi.mocked(apiRequest).mockImplementation(async () => {
      expect(locks.held).toEqual([REFRESH_LOCK]);
      return { jwt_token: 'jwt-tab', refresh_token: 'refresh-1', expires_in: 900, user };
    });
    const { runtime } = start();
    await runtime.settled();
    expect(stored('jwtToken')).toBe('jwt-tab');
    expect(stored('refreshToken')).toBe('refresh-1');
  });
});

describe('session runtime: signing out', () => {
  it('being signed out (another device, an administrator) clears every session key and shows sign-in', () => {
    const { runtime, goToLogin } = signedIn();
    writeStored('tenantId', '1');
    writeStored('tempJwtToken', 't');
    writeStored('lang', 'zh');
    runtime.kicked();
    for (const key of ['jwtToken', 'refreshToken', 'tempJwtToken', 'userInfo', 'tenantId'] as const) expect(stored(key)).toBeNull();
    expect(stored('lang')).toBe('zh');
    expect(goToLogin).toHaveBeenCalledTimes(1);
  });

  it('a logout is recorded without touching storage: the exit flow clears it (leave-runtime.ts)', () => {
    const { runtime, goToLogin } = signedIn();
    runtime.loggedOut();
    expect(runtime.actor.getSnapshot().matches('signedOut')).toBe(true);
    expect(stored('jwtToken')).toBe('jwt-0');
    expect(goToLogin).not.toHaveBeenCalled();
  });
});

describe('session runtime: the password change', () => {
  const answer = { jwt_token: 'jwt-after-change', user: { ...user, mustChangePassword: false } };

  it('hands its new session token to the machine, which stores it; the session goes on', async () => {
    const { runtime } = signedIn();
    writeUserInfo({ ...user, mustChangePassword: true });
    const sent = vi.spyOn(runtime.actor, 'send');
    vi.mocked(apiRequest).mockResolvedValue(answer);
    await changePassword(runtime, 'old-secret', 'New-secret-1');
    expect(vi.mocked(apiRequest).mock.calls[0]?.[0]).toBe(CHANGE_PASSWORD_API);
    expect(sent).toHaveBeenCalledWith({ type: 'session.tokenReplaced', jwtToken: 'jwt-after-change' });
    expect(stored('jwtToken')).toBe('jwt-after-change');
    expect(stored('refreshToken')).toBe('refresh-0');
    expect(readUserInfo()?.mustChangePassword).toBe(false);
    expect(runtime.actor.getSnapshot().matches('signedIn')).toBe(true);
  });

  it("writes no token behind the machine's back: signed out meanwhile, the answer's token is not kept", async () => {
    const { runtime } = signedIn();
    runtime.kicked();
    vi.mocked(apiRequest).mockResolvedValue(answer);
    await changePassword(runtime, 'old-secret', 'New-secret-1');
    expect(stored('jwtToken')).toBeNull();
  });
});
