// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { readStored, writeStored } from '../../src/services/storage';
import { storedKeysOf, webStorage } from '../../src/services/web-storage';

/**
 * Web Storage refused (docs/lti.md "No cookie in the frame"): Chrome with third-party cookies
 * blocked, and Safari, throw on `localStorage` in a frame of another site, where an LTI launch
 * runs. The app keeps its keys in the page's memory instead, and works the same.
 */
const refuse = (area: 'localStorage' | 'sessionStorage') =>
  Object.defineProperty(window, area, {
    configurable: true,
    get() {
      throw new DOMException(
        "Failed to read the 'localStorage' property from 'Window': Access is denied for this document.",
        'SecurityError',
      );
    },
  });

const original = {
  localStorage: Object.getOwnPropertyDescriptor(window, 'localStorage')!,
  sessionStorage: Object.getOwnPropertyDescriptor(window, 'sessionStorage')!,
};
afterEach(() => {
  Object.defineProperty(window, 'localStorage', original.localStorage);
  Object.defineProperty(window, 'sessionStorage', original.sessionStorage);
});

describe('web storage', () => {
  it('is the browser’s own while it answers', () => {
    expect(webStorage('local')).toBe(window.localStorage);
    expect(webStorage('session')).toBe(window.sessionStorage);
  });

  it('is kept in memory, one per area, when the browser refuses it', () => {
    refuse('localStorage');
    refuse('sessionStorage');
    writeStored('jwtToken', 'access');
    writeStored('refreshToken', 'refresh');
    expect(readStored('jwtToken')).toBe('access');
    expect(readStored('refreshToken')).toBe('refresh');
    const local = webStorage('local');
    expect(webStorage('local')).toBe(local);
    expect(storedKeysOf(local)).toEqual(['lectern.refresh_token']);
    expect(storedKeysOf(webStorage('session'))).toEqual(['lectern.jwt_token']);
    local.removeItem('lectern.refresh_token');
    expect(local.length).toBe(0);
    expect(local.getItem('lectern.refresh_token')).toBeNull();
  });
});
