import type { Cue } from '../media/webvtt';

/**
 * Speech to text behind one interface (DESIGN.md §6 "transcripts from a speech-to-text engine"):
 * the transcript job hands an engine the lesson's sound, made by extractSpeechAudio
 * (speech-audio.ts), and gets timed cues back, whichever engine a campus runs. No engine
 * configured (speechEngineFromSettings, speech-settings.ts): no transcript at all.
 */

export type SpeechLanguage = 'en' | 'zh';

/** A stretch of speech: seconds from the start of the audio, and its words on one line. */
export type SpeechCue = Cue;

/** A 16 kHz mono 16-bit WAV (extractSpeechAudio's), and the lesson's language when known. */
export type SpeechAudio = { file: string; language: SpeechLanguage | null };

export type TranscribeOptions = {
  signal?: AbortSignal;
  /** Called with the seconds of audio transcribed so far. */
  onProgress?: (doneS: number) => void;
};

export type SpeechEngine = {
  name: 'pocketsphinx' | 'openai-transcriptions';
  /** The languages it can hear; the job does not hand it a lesson in another. */
  languages: readonly SpeechLanguage[];
  /** The cues in time order; rejects with a SpeechEngineError, or with the signal's reason when aborted. */
  transcribe(audio: SpeechAudio, options?: TranscribeOptions): Promise<SpeechCue[]>;
};

/** The engine failed: the message says what happened, for the job's log and an administrator. */
export class SpeechEngineError extends Error {
  override name = 'SpeechEngineError';
}

/** The engine's program or model is not installed: nothing to retry until an administrator installs it. */
export class SpeechEngineMissingError extends SpeechEngineError {
  override name = 'SpeechEngineMissingError';
}

/** Shortest cue kept: WebVTT wants each cue to end after it starts. */
const MIN_CUE_S = 0.01;

/** Cues as engines' raw text becomes them: one line of single spaces, empty ones dropped, each ending after it starts. */
export const tidyCues = (cues: readonly SpeechCue[]): SpeechCue[] =>
  cues.flatMap((cue) => {
    const text = cue.text.replace(/\s+/g, ' ').trim();
    return text ? [{ startS: cue.startS, endS: Math.max(cue.endS, cue.startS + MIN_CUE_S), text }] : [];
  });
