// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { STORAGE_PREFIX } from '../../src/constants';
import type { TokenResult, User } from '../../src/schemas/auth';
import { isSafeReturnAddress, rememberRedirect, takeRedirect } from '../../src/services/auth/redirect-memory';
import { dropSessionToken, endSession, hasSessionToken, saveSession } from '../../src/services/auth/session';
import {
  readStored,
  readUserInfo,
  removeSessionKeys,
  SESSION_KEYS,
  STORAGE_KEYS,
  writeStored,
  writeUserInfo,
} from '../../src/services/storage';

const user: User = {
  id: 'u1',
  username: 'student01',
  name: 'Student One',
  code: '2024000001',
  role: 2,
  tenantId: '1',
  avatarUrl: null,
  orgaName: 'Mathematics',
  mustChangePassword: false,
};

const loginAnswer: TokenResult = { jwt_token: 'jwt-1', refresh_token: 'refresh-1', expires_in: 900, user };

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe('storage keys (SPEC §3 "Stored keys")', () => {
  it('every key starts with the app prefix and names are unique', () => {
    const names = Object.values(STORAGE_KEYS).map((key) => key.name);
    for (const name of names) expect(name.startsWith(STORAGE_PREFIX)).toBe(true);
    expect(new Set(names).size).toBe(names.length);
  });

  it('keeps the session token in session storage and the refresh token in local storage', () => {
    writeStored('jwtToken', 'jwt');
    writeStored('refreshToken', 'refresh');
    expect(sessionStorage.getItem('lectern.jwt_token')).toBe('jwt');
    expect(localStorage.getItem('lectern.refresh_token')).toBe('refresh');
    expect(localStorage.getItem('lectern.jwt_token')).toBeNull();
    expect(readStored('jwtToken')).toBe('jwt');
  });

  it('user info round-trips and an unreadable value reads as null', () => {
    writeUserInfo(user);
    expect(readUserInfo()).toEqual(user);
    localStorage.setItem(STORAGE_KEYS.userInfo.name, '{not json');
    expect(readUserInfo()).toBeNull();
    localStorage.setItem(STORAGE_KEYS.userInfo.name, JSON.stringify({ username: 'x' }));
    expect(readUserInfo()).toBeNull();
  });

  it('removing the session keys keeps language and theme', () => {
    for (const key of SESSION_KEYS) writeStored(key, 'x');
    writeStored('lang', 'zh');
    writeStored('theme', 'green');
    removeSessionKeys();
    for (const key of SESSION_KEYS) expect(readStored(key)).toBeNull();
    expect(readStored('lang')).toBe('zh');
    expect(readStored('theme')).toBe('green');
  });
});

describe('session', () => {
  it('a login answer is kept without any password, and ending the session forgets it', () => {
    saveSession(loginAnswer, '1');
    // The tokens are the session machine's to store (its storeTokens action); user and tenant are kept here.
    expect(hasSessionToken()).toBe(false);
    writeStored('jwtToken', loginAnswer.jwt_token);
    writeStored('refreshToken', loginAnswer.refresh_token);
    expect(hasSessionToken()).toBe(true);
    expect(readStored('tenantId')).toBe('1');
    expect(readStored('isLogin')).toBe('Y');
    expect(readUserInfo()?.username).toBe(loginAnswer.user.username);
    const stored = [localStorage, sessionStorage].flatMap((area) =>
      Array.from({ length: area.length }, (_, index) => area.getItem(area.key(index) ?? '') ?? ''),
    );
    expect(stored).toContain('jwt-1');
    expect(stored.join('\n')).not.toContain('"password"');

    dropSessionToken();
    expect(hasSessionToken()).toBe(false);
    expect(readStored('refreshToken')).toBe('refresh-1');
    endSession();
    expect(readStored('refreshToken')).toBeNull();
    expect(readUserInfo()).toBeNull();
  });
});

describe('redirect memory', () => {
  it('returns the remembered in-app address once', () => {
    rememberRedirect('/play-video?teclId=7&target=video');
    expect(takeRedirect()).toBe('/play-video?teclId=7&target=video');
    expect(takeRedirect()).toBeNull();
  });

  it('never remembers other sites or login pages', () => {
    for (const href of ['https://evil.test/', '//evil.test/x', '/login', '/pwdlogin?tenant=2', 'home']) {
      expect(isSafeReturnAddress(href), href).toBe(false);
      rememberRedirect(href);
      expect(takeRedirect()).toBeNull();
    }
  });
});
