import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { WebVTTParser } from 'webvtt-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runFfmpeg } from '../../server/media/ffmpeg';
import { toWebVtt } from '../../server/media/webvtt';
import { SpeechEngineError, SpeechEngineMissingError, type SpeechCue } from '../../server/lesson-text/speech-engine';
import { extractSpeechAudio } from '../../server/lesson-text/speech-audio';
import { pocketsphinxEngine, pocketsphinxProgram } from '../../server/lesson-text/speech-pocketsphinx';

/**
 * The pocketsphinx engine on a lesson's sound: espeak-ng (Debian's, as scripts/ensure-debian-tools.ts
 * installs) reads four sentences with pauses between them, and the engine must give timed cues
 * a WebVTT parser accepts. pocketsphinx gets most words of synthetic speech wrong (a word error
 * rate of about 0.65), so the test asks for some of the lesson's words, not a sentence.
 */
const LESSON = `<speak>The Fourier transform turns a signal into frequencies. <break time="1500ms"/>
Entropy always increases. <break time="1500ms"/>
Please read the chapter about energy before the next lecture. <break time="1500ms"/>
Thank you for listening.</speak>`;
const SENTENCES = 4;
const KEYWORDS = [
  'fourier',
  'transform',
  'signal',
  'frequency',
  'frequencies',
  'entropy',
  'always',
  'increase',
  'increases',
  'read',
  'chapter',
  'energy',
  'lecture',
  'listening',
];
/** espeak-ng's words a minute: its default is faster than a teacher talks. */
const WORDS_PER_MINUTE = 140;

const run = promisify(execFile);
const engine = pocketsphinxEngine({ program: pocketsphinxProgram() });

let dir: string;
let speech: string;
let durationS: number;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'lectern-speech-'));
  await writeFile(join(dir, 'lesson.ssml'), LESSON);
  await run('espeak-ng', ['-m', '-s', String(WORDS_PER_MINUTE), '-w', join(dir, 'voice.wav'), '-f', join(dir, 'lesson.ssml')]);
  speech = join(dir, 'speech.wav');
  ({ durationS } = (await extractSpeechAudio(join(dir, 'voice.wav'), speech))!);
});

afterAll(() => rm(dir, { recursive: true, force: true }));

const wordsOf = (cues: SpeechCue[]) => cues.flatMap((c) => c.text.toLowerCase().split(' '));

describe('the pocketsphinx engine', () => {
  it('turns spoken sentences into timed cues that parse as WebVTT', { timeout: 60_000 }, async () => {
    const progress: number[] = [];
    const cues = await engine.transcribe({ file: speech, language: 'en' }, { onProgress: (s) => progress.push(s) });

    // A cue at least for each sentence but one: the pauses between them end cues.
    expect(cues.length).toBeGreaterThanOrEqual(SENTENCES - 1);
    cues.forEach((cue, i) => {
      expect(cue.startS).toBeGreaterThanOrEqual(i === 0 ? 0 : cues[i - 1]!.endS);
      expect(cue.endS).toBeGreaterThan(cue.startS);
      expect(cue.endS).toBeLessThanOrEqual(durationS);
      expect(cue.text).toMatch(/^[a-z']+( [a-z']+)*$/); // words only: no <sil>, [NOISE] or "(2)"
    });
    expect(wordsOf(cues).filter((w) => KEYWORDS.includes(w)).length).toBeGreaterThanOrEqual(1);
    expect(progress.length).toBeGreaterThan(0);
    expect(progress).toEqual([...progress].sort((a, b) => a - b));

    const parsed = new WebVTTParser().parse(toWebVtt(cues), 'subtitles');
    expect(parsed.errors).toEqual([]);
    expect(parsed.cues.map((c) => c.text)).toEqual(cues.map((c) => c.text));
    parsed.cues.forEach((c, i) => {
      expect(c.startTime).toBeCloseTo(cues[i]!.startS, 3);
      expect(c.endTime).toBeCloseTo(cues[i]!.endS, 3);
    });
  });

  it('stops when the job is cancelled, with the cancel reason', { timeout: 60_000 }, async () => {
    const cancel = new AbortController();
    const reason = new Error('the lesson was deleted');
    const transcribing = engine.transcribe(
      { file: speech, language: 'en' },
      { signal: cancel.signal, onProgress: () => cancel.abort(reason) },
    );
    await expect(transcribing).rejects.toBe(reason);
  });

  it('stops a run that takes longer than its time', async () => {
    const hasty = pocketsphinxEngine({ program: pocketsphinxProgram(), timeoutMs: 1 });
    await expect(hasty.transcribe({ file: speech, language: 'en' })).rejects.toThrow(
      /^pocketsphinx took longer than 0.001 s and was stopped$/,
    );
  });

  it('names what to install when the program or the model is missing', async () => {
    const noProgram = pocketsphinxEngine({ program: join(dir, 'pocketsphinx_continuous') });
    await expect(noProgram.transcribe({ file: speech, language: 'en' })).rejects.toThrow(SpeechEngineMissingError);
    await expect(noProgram.transcribe({ file: speech, language: 'en' })).rejects.toThrow(
      /install Debian's pocketsphinx or set POCKETSPHINX_PATH/,
    );

    const noModel = pocketsphinxEngine({ program: pocketsphinxProgram(), modelDir: join(dir, 'model') });
    await expect(noModel.transcribe({ file: speech, language: 'en' })).rejects.toThrow(SpeechEngineMissingError);
    await expect(noModel.transcribe({ file: speech, language: 'en' })).rejects.toThrow(/install Debian's pocketsphinx-en-us/);
  });

  it('hears English only', async () => {
    expect(engine.languages).toEqual(['en']);
    await expect(engine.transcribe({ file: speech, language: 'zh' })).rejects.toThrow(SpeechEngineError);
  });
});

describe('speech audio', () => {
  it('is none for a video without a sound track', async () => {
    const silent = join(dir, 'silent.mp4');
    await runFfmpeg(['-f', 'lavfi', '-i', 'color=c=black:s=64x64:d=1', '-c:v', 'libx264', '-pix_fmt', 'yuv420p', silent]);
    expect(await extractSpeechAudio(silent, join(dir, 'silent.wav'))).toBeNull();
  });
});
