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

describe('the object-storage settings', () => {
  const s3 = {
    MEDIA_STORE: 's3',
    S3_ENDPOINT: 'http://127.0.0.1:7480',
    S3_BUCKET: 'lectern-media',
    S3_ACCESS_KEY_ID: 'AKIA-test-key-id',
    S3_SECRET_ACCESS_KEY: 'a-secret-that-must-never-show',
  };

  it('keep the local folder unless MEDIA_STORE=s3, which needs a bucket and both credentials', () => {
    expect(parseEnv({}).MEDIA_STORE).toBe('local');
    expect(parseEnv(s3)).toMatchObject({ MEDIA_STORE: 's3', S3_REGION: 'us-east-1', S3_FORCE_PATH_STYLE: true });
    expect(parseEnv({ ...s3, S3_PREFIX: 'lectern/prod' }).S3_PREFIX).toBe('lectern/prod/');
    const problems = (() => {
      try {
        parseEnv({ MEDIA_STORE: 's3' });
      } catch (error) {
        return (error as EnvError).problems;
      }
      return [];
    })();
    expect(problems).toEqual([
      'S3_BUCKET: needed with MEDIA_STORE=s3',
      'S3_ACCESS_KEY_ID: needed with MEDIA_STORE=s3',
      'S3_SECRET_ACCESS_KEY: needed with MEDIA_STORE=s3',
    ]);
  });

  it('refuse a bad address, bucket or prefix, and never print the credentials', () => {
    const bad = {
      ...s3,
      S3_ENDPOINT: 'http://key:secret@127.0.0.1:7480',
      S3_BUCKET: 'Bad_Bucket',
      S3_PREFIX: '../up',
      S3_SECRET_ACCESS_KEY: '',
    };
    let message = '';
    try {
      parseEnv({ ...bad, S3_ACCESS_KEY_ID: 'x'.repeat(300) });
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toMatch(/S3_ENDPOINT=.*must have no credentials/);
    expect(message).not.toContain('secret@');
    expect(message).toMatch(/S3_BUCKET="Bad_Bucket": a bucket name/);
    expect(message).toMatch(/S3_PREFIX="..\/up"/);
    expect(message).toMatch(/S3_ACCESS_KEY_ID=\(hidden\)/);
    expect(message).not.toContain('x'.repeat(20));
    expect(parseEnv({ ...s3, MEDIA_STORE: 'local', S3_SECRET_ACCESS_KEY: 'a-secret-that-must-never-show' }).MEDIA_STORE).toBe('local');
  });
});

describe('speech-to-text settings', () => {
  it('have no engine unless one is named; the HTTP one needs its address, and its key is never printed', () => {
    expect(parseEnv({}).SPEECH_ENGINE).toBeUndefined();
    expect(parseEnv({ SPEECH_ENGINE: 'pocketsphinx' }).SPEECH_ENGINE).toBe('pocketsphinx');
    const problems = (source: Record<string, string>) => {
      try {
        parseEnv(source);
        return [];
      } catch (error) {
        return (error as EnvError).problems;
      }
    };
    expect(problems({ SPEECH_ENGINE: 'openai-transcriptions' })).toEqual(['SPEECH_URL: needed with SPEECH_ENGINE=openai-transcriptions']);
    expect(problems({ SPEECH_ENGINE: 'whisper' })[0]).toMatch(/^SPEECH_ENGINE="whisper": /);
    const keyed = problems({
      SPEECH_ENGINE: 'openai-transcriptions',
      SPEECH_URL: 'http://k:pw@asr:8000',
      SPEECH_API_KEY: 'sk-never-shown',
    });
    expect(keyed.join('\n')).not.toMatch(/sk-never-shown|pw/);
    expect(parseEnv({ SPEECH_ENGINE: 'openai-transcriptions', SPEECH_URL: 'http://asr:8000/v1' }).SPEECH_URL).toBe('http://asr:8000/v1');
  });
});
