import { describe, expect, it } from 'vitest';
import { speechEngineFromSettings } from '../../server/lesson-text/speech-settings';

/** Which speech engine the settings give (server/lesson-text/speech-settings.ts). */
describe('the speech engine from the settings', () => {
  it('is none when no engine is configured', () => {
    expect(speechEngineFromSettings({})).toBeNull();
    expect(speechEngineFromSettings({ SPEECH_URL: 'http://127.0.0.1:8000', SPEECH_API_KEY: 'sk-unused' })).toBeNull();
  });

  it('is pocketsphinx for English, or a transcription server for Chinese and English', () => {
    const pocketsphinx = speechEngineFromSettings({ SPEECH_ENGINE: 'pocketsphinx' });
    expect([pocketsphinx?.name, pocketsphinx?.languages]).toEqual(['pocketsphinx', ['en']]);
    const server = speechEngineFromSettings({ SPEECH_ENGINE: 'openai-transcriptions', SPEECH_URL: 'http://127.0.0.1:8000' });
    expect([server?.name, server?.languages]).toEqual(['openai-transcriptions', ['en', 'zh']]);
  });

  it('refuses a transcription server without an address, or with credentials in it', () => {
    expect(() => speechEngineFromSettings({ SPEECH_ENGINE: 'openai-transcriptions' })).toThrow(/SPEECH_URL is required/);
    expect(() =>
      speechEngineFromSettings({ SPEECH_ENGINE: 'openai-transcriptions', SPEECH_URL: 'http://me:secret@127.0.0.1:8000' }),
    ).toThrow(/must not hold credentials/);
  });
});
