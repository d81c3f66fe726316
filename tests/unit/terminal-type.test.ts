import { describe, expect, it } from 'vitest';
import { terminalTypeOf } from '../../src/services/terminal-type';

describe('terminal type (SPEC §4: 1 phone, 3 tablet, 2 desktop)', () => {
  it.each([
    ['Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148', 0, 1],
    ['Mozilla/5.0 (Linux; Android 14; Pixel 8) Chrome/120 Mobile Safari/537.36', 0, 1],
    ['Mozilla/5.0 (iPad; CPU OS 16_0 like Mac OS X)', 5, 3],
    ['Mozilla/5.0 (Linux; Android 13; SM-X700) Chrome/120 Safari/537.36', 5, 3],
    ['Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) Safari/605.1.15', 5, 3],
    ['Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) Safari/605.1.15', 0, 2],
    ['Mozilla/5.0 (X11; Linux x86_64) Chrome/156.0 Safari/537.36', 0, 2],
    ['Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/120', 10, 2],
  ])('%s (touch %i) → %i', (ua, touch, expected) => {
    expect(terminalTypeOf(ua, touch)).toBe(expected);
  });
});
