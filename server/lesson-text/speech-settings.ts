import type { SpeechEngine } from './speech-engine';
import { openAiTranscriptionsEngine } from './speech-openai';
import { pocketsphinxEngine, pocketsphinxProgram } from './speech-pocketsphinx';

/**
 * The speech settings, named as the environment variables that hold them (so the validated
 * environment can be passed as it is): SPEECH_ENGINE picks the engine, unset for none;
 * SPEECH_URL, SPEECH_MODEL and SPEECH_API_KEY configure `openai-transcriptions`. pocketsphinx
 * needs none (POCKETSPHINX_PATH moves its program).
 */
export type SpeechSettings = {
  SPEECH_ENGINE?: SpeechEngine['name'];
  SPEECH_URL?: string;
  SPEECH_MODEL?: string;
  SPEECH_API_KEY?: string;
};

/** The protocol's own model name: whisper.cpp's server ignores the field, OpenAI's service wants it. */
export const DEFAULT_TRANSCRIPTIONS_MODEL = 'whisper-1';

/** The configured engine; null when none is (no transcripts, no badge). */
export function speechEngineFromSettings(settings: SpeechSettings): SpeechEngine | null {
  switch (settings.SPEECH_ENGINE) {
    case undefined:
      return null;
    case 'pocketsphinx':
      return pocketsphinxEngine({ program: pocketsphinxProgram() });
    case 'openai-transcriptions':
      if (!settings.SPEECH_URL) throw new Error('SPEECH_URL is required when SPEECH_ENGINE is openai-transcriptions');
      return openAiTranscriptionsEngine({
        url: settings.SPEECH_URL,
        model: settings.SPEECH_MODEL || DEFAULT_TRANSCRIPTIONS_MODEL,
        apiKey: settings.SPEECH_API_KEY,
      });
  }
}
