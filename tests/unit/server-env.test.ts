import { describe, expect, it } from 'vitest';
import { EnvError, parseEnv } from '../../server/env';

describe('environment validation at boot', () => {
  it('gives every setting a default so a bare `npm start` works', () => {
    const env = parseEnv({});
    expect(env).toMatchObject({ PORT: 8080, DATA_DIR: './data', KIAF_FORCE_UPDATE_PWD: 'Y', CAS_SINGLE_CLIENT: 'N', SEED_DEMO: true });
    expect(env.DATABASE_URL).toBeUndefined();
  });

  it('treats empty strings as unset', () => {
    expect(parseEnv({ PORT: '', DATABASE_URL: '' }).PORT).toBe(8080);
  });

  it('reports one line per bad value, naming the variable and the value', () => {
    try {
      parseEnv({ PORT: 'eighty', DATABASE_URL: 'mysql://x', CAS_SINGLE_CLIENT: 'yes', JWT_SECRET: 'short' });
      expect.unreachable('parseEnv accepted bad values');
    } catch (error) {
      expect(error).toBeInstanceOf(EnvError);
      const problems = (error as EnvError).problems;
      expect(problems).toHaveLength(4);
      expect(problems.find((p) => p.startsWith('PORT='))).toContain('"eighty"');
      expect(problems.find((p) => p.startsWith('DATABASE_URL='))).toContain('postgres://');
      expect(problems.find((p) => p.startsWith('CAS_SINGLE_CLIENT='))).toBeDefined();
      expect(problems.find((p) => p.startsWith('JWT_SECRET='))).toContain('32');
    }
  });

  it('names the default theme styleDefault unless DEFAULT_THEME picks a theme, and refuses an unknown one', () => {
    expect(parseEnv({}).DEFAULT_THEME).toBe('styleDefault');
    expect(parseEnv({ DEFAULT_THEME: 'purple' }).DEFAULT_THEME).toBe('purple');
    expect(() => parseEnv({ DEFAULT_THEME: 'pink' })).toThrow(/DEFAULT_THEME=.*styleDefault/);
  });

  it('ignores unrelated variables', () => {
    expect(() => parseEnv({ PATH: '/usr/bin', HOME: '/root' })).not.toThrow();
  });
});

describe('the OAuth client settings', () => {
  it('take both or neither, and never print the secret', () => {
    expect(() => parseEnv({ OAUTH_CLIENT_ID: 'lectern-web' })).toThrow(/set both, or neither/);
    expect(() => parseEnv({ OAUTH_CLIENT_SECRET: 'a-long-enough-secret-value' })).toThrow(/set both, or neither/);
    const short = 'too-short';
    let message = '';
    try {
      parseEnv({ OAUTH_CLIENT_ID: 'lectern-web', OAUTH_CLIENT_SECRET: short });
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toContain('OAUTH_CLIENT_SECRET=(hidden)');
    expect(message).not.toContain(short);
    expect(parseEnv({ OAUTH_CLIENT_ID: 'lectern-web', OAUTH_CLIENT_SECRET: 'a-long-enough-secret-value' }).OAUTH_CLIENT_ID).toBe(
      'lectern-web',
    );
  });
});
