import { spawn } from 'node:child_process';
import { access } from 'node:fs/promises';
import { join } from 'node:path';
import { readSpeechWav } from './speech-audio';
import { SpeechEngineError, SpeechEngineMissingError, type SpeechCue, type SpeechEngine } from './speech-engine';

/**
 * The pocketsphinx engine: Debian's CMU Sphinx 0.8+5prealpha recogniser and its US English model
 * (packages pocketsphinx and pocketsphinx-en-us), run as `pocketsphinx_continuous -infile
 * <wav> -time yes`, which prints each utterance's words with their start and end. English only,
 * and rough (a word error rate of about 0.65 on synthetic speech): good for finding keywords,
 * not for reading, so its cues feed the search index and a draft a teacher corrects.
 */

const DEBIAN_PROGRAM = '/usr/bin/pocketsphinx_continuous';
const DEBIAN_MODEL_DIR = '/usr/share/pocketsphinx/model/en-us';

/** The recogniser's program: POCKETSPHINX_PATH, else Debian's. */
export const pocketsphinxProgram = (): string => process.env.POCKETSPHINX_PATH || DEBIAN_PROGRAM;

/** pocketsphinx counts in frames of 10 ms; a word's printed end is the start of its last frame. */
const FRAME_S = 0.01;

/** A cue ends at a pause this long, or when it reaches CUE_MAX_S or CUE_MAX_WORDS (a caption's two lines). */
const CUE_PAUSE_S = 0.6;
const CUE_MAX_S = 7;
const CUE_MAX_WORDS = 12;

/**
 * Time allowed: a start-up for loading the model, then twice the audio's length (it runs at about
 * a fifth to a half of real time on one core), so a stuck run does not hold its job for ever.
 */
const STARTUP_ALLOWANCE_MS = 60_000;
const TIMEOUT_PER_AUDIO_S_MS = 2_000;

const STDERR_TAIL_CHARS = 4_000;

export type PocketsphinxOptions = {
  program: string;
  /** The folder of Debian's pocketsphinx-en-us model. */
  modelDir?: string;
  /** Stops the recogniser after this long; by default from the audio's length. */
  timeoutMs?: number;
};

type TimedWord = { word: string; startS: number; endS: number };

/** `<s>`, `</s>`, `<sil>`, `[NOISE]`, `++BREATH++`: the recogniser's silences and noises, not words. */
const FILLER = /^(<.*>|\[.*\]|\+\+.*\+\+)$/;
/** A word line of `-time yes`: the word (with "(2)" for its second pronunciation), start, end, confidence. */
const WORD_LINE = /^(\S+) (\d+\.\d+) (\d+\.\d+) \S+$/;

/** A printed word line as a word, with fillers and utterance marks kept (they are times too). */
function parseWordLine(line: string): TimedWord | null {
  const match = WORD_LINE.exec(line.trim());
  if (!match) return null;
  return { word: match[1]!.replace(/\(\d+\)$/, ''), startS: Number(match[2]), endS: Number(match[3]) + FRAME_S };
}

/** Words grouped into cues: a new cue at a pause, or when the current one is long enough. */
function cuesFromWords(words: readonly TimedWord[], durationS: number): SpeechCue[] {
  const cues: SpeechCue[] = [];
  let current: TimedWord[] = [];
  const close = () => {
    if (current.length === 0) return;
    cues.push({
      startS: current[0]!.startS,
      endS: Math.min(current.at(-1)!.endS, durationS),
      text: current.map((w) => w.word).join(' '),
    });
    current = [];
  };
  for (const word of words) {
    if (FILLER.test(word.word)) continue;
    const first = current[0];
    const last = current.at(-1);
    if (
      first &&
      last &&
      (word.startS - last.endS >= CUE_PAUSE_S || word.endS - first.startS > CUE_MAX_S || current.length >= CUE_MAX_WORDS)
    )
      close();
    current.push(word);
  }
  close();
  return cues;
}

/** The recogniser's model arguments: acoustic model, language model and pronunciation dictionary, each checked. */
async function modelArgs(modelDir: string): Promise<string[]> {
  const [hmm, lm, dict] = [join(modelDir, 'en-us'), join(modelDir, 'en-us.lm.bin'), join(modelDir, 'cmudict-en-us.dict')];
  for (const path of [join(hmm, 'mdef'), lm, dict]) {
    await access(path).catch(() => {
      throw new SpeechEngineMissingError(`pocketsphinx's English model is missing (${path}): install Debian's pocketsphinx-en-us`);
    });
  }
  return ['-hmm', hmm, '-lm', lm, '-dict', dict];
}

/** The last error lines pocketsphinx logged (it logs a great deal of INFO besides). */
const errorLines = (stderr: string) =>
  stderr
    .split('\n')
    .filter((line) => /^(ERROR|FATAL)/.test(line))
    .slice(-3)
    .join(' ') ||
  stderr.trim().split('\n').at(-1) ||
  'no error output';

export function pocketsphinxEngine(options: PocketsphinxOptions): SpeechEngine {
  const modelDir = options.modelDir ?? DEBIAN_MODEL_DIR;
  return {
    name: 'pocketsphinx',
    languages: ['en'],
    async transcribe(audio, { signal, onProgress } = {}) {
      if (audio.language === 'zh') throw new SpeechEngineError('pocketsphinx hears English only');
      const model = await modelArgs(modelDir);
      const { durationS } = await readSpeechWav(audio.file);
      const timeoutMs = options.timeoutMs ?? STARTUP_ALLOWANCE_MS + Math.ceil(durationS * TIMEOUT_PER_AUDIO_S_MS);
      const timeout = AbortSignal.timeout(timeoutMs);
      const words: TimedWord[] = [];
      await new Promise<void>((resolve, reject) => {
        const child = spawn(options.program, ['-infile', audio.file, '-time', 'yes', ...model], {
          stdio: ['ignore', 'pipe', 'pipe'],
          signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
          killSignal: 'SIGKILL',
        });
        let pending = '';
        let stderr = '';
        const readLine = (line: string) => {
          const word = parseWordLine(line);
          if (!word) return; // an utterance's whole text, printed before its words
          words.push(word);
          if (word.word === '</s>') onProgress?.(Math.min(word.endS, durationS));
        };
        child.stdout
          .setEncoding('utf8')
          .on('data', (chunk: string) => {
            const lines = (pending + chunk).split('\n');
            pending = lines.pop() ?? '';
            lines.forEach(readLine);
          })
          .on('end', () => readLine(pending));
        child.stderr.setEncoding('utf8').on('data', (chunk: string) => {
          stderr = (stderr + chunk).slice(-STDERR_TAIL_CHARS);
        });
        child.on('error', (error: NodeJS.ErrnoException) => {
          if (error.code === 'ENOENT')
            reject(
              new SpeechEngineMissingError(
                `pocketsphinx was not found at ${options.program}: install Debian's pocketsphinx or set POCKETSPHINX_PATH`,
              ),
            );
          else if (signal?.aborted) reject(signal.reason);
          else if (timeout.aborted) reject(new SpeechEngineError(`pocketsphinx took longer than ${timeoutMs / 1000} s and was stopped`));
          else reject(new SpeechEngineError(`pocketsphinx could not run: ${error.message}`));
        });
        child.on('close', (code, killedBy) => {
          if (code === 0) resolve();
          else reject(new SpeechEngineError(`pocketsphinx failed (${killedBy ?? `exit ${code}`}): ${errorLines(stderr)}`));
        });
      });
      // Cancelled as it finished: the job was told to stop, and must hear so.
      signal?.throwIfAborted();
      return cuesFromWords(words, durationS);
    },
  };
}
