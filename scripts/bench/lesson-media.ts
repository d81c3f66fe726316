import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { runFfmpeg } from '../../server/media/ffmpeg';
import { makeSlideVideo, type DeckSlide } from '../../server/lesson-text/slide-deck-video';
import { readSlides } from '../../server/lesson-text/slide-ocr';
import { extractSpeechAudio } from '../../server/lesson-text/speech-audio';
import { pocketsphinxEngine, pocketsphinxProgram } from '../../server/lesson-text/speech-pocketsphinx';
import { corpusPieces, FIELD_NAMES, POOL } from './lesson-corpus';
import { waitedChildrenCpuSeconds } from './process-cpu';

/**
 * Reading slides and hearing speech, as multiples of the lesson's own length (docs/bench.md
 * "Search inside lessons"): the real code of the jobs on generated media, each beside ffmpeg
 * merely decoding the same file in the same run. Wall time is what a lesson waits on this machine
 * (Tesseract runs two at a time on its two cores); CPU time, summed over the processes the work
 * starts, is the cost per core, what sizing a worker needs.
 *
 * - Slides: a screen recording of a bilingual course, a slide every 90 s on average (40 an
 *   hour, as the search bench's lesson-hours), drawn by makeSlideVideo from the corpus's slides,
 *   then made what the recording's HLS rendition is: H.264 at 25 frames a second in MPEG-TS, a key
 *   frame every 2 s. readSlides finds the changes and reads each slide.
 * - Speech: about a minute of English lecture talk read by espeak-ng, as AAC in MPEG-TS (the main
 *   road's sound); the transcript job's two steps, extractSpeechAudio and the pocketsphinx engine.
 */

/** A run of the work and its baseline: wall and CPU seconds. */
export type Timed = { wallS: number; cpuS: number };
export type OcrFigures = { videoS: number; slides: number; titlesRead: number; read: Timed; decode: Timed };
export type SpeechFigures = { audioS: number; cues: number; extract: Timed; engine: Timed; decode: Timed };
export type MediaFigures = { ocr: OcrFigures | string; speech: SpeechFigures | string };

/** Seconds each slide of the deck stays up: 90 on average, as a teacher's pace varies. */
const SLIDE_SECONDS = [60, 120, 75, 105, 90, 90];
/** The deck's field and topic (常微分方程, 傅里叶变换). */
const DECK_FIELD = FIELD_NAMES.indexOf('常微分方程');
const DECK_TOPIC = 7;
const RECORDING_FPS = 25;
const KEY_FRAME_S = 2;
/** English talk for about a minute at espeak-ng's pace below. */
const SPOKEN_WORDS = 150;
const WORDS_PER_MINUTE = 140;

const run = promisify(execFile);

async function timed(work: () => Promise<unknown>): Promise<Timed> {
  const cpu = waitedChildrenCpuSeconds();
  const started = performance.now();
  await work();
  return { wallS: (performance.now() - started) / 1000, cpuS: waitedChildrenCpuSeconds() - cpu };
}

const decodeOnly = (file: string, stream: string) => runFfmpeg(['-i', file, '-map', stream, '-f', 'null', '-']);

/** Text without spaces, full-width forms as plain ones: Tesseract's spacing and colons do not decide whether a title was read. */
const squeezed = (text: string) => text.normalize('NFKC').replace(/\s+/g, '');

async function benchOcr(dir: string, log: (line: string) => void): Promise<OcrFigures> {
  const pool = corpusPieces().filter((piece) => piece.pool === POOL.slide && piece.field === DECK_FIELD && piece.topic === DECK_TOPIC);
  const slides: DeckSlide[] = SLIDE_SECONDS.map((seconds, i) => ({ lines: pool[i]!.text.split('\n'), seconds }));
  const videoS = SLIDE_SECONDS.reduce((sum, s) => sum + s, 0);
  const drawn = join(dir, 'deck.mp4');
  const video = join(dir, 'screen.ts');
  log(`lesson media: drawing a ${videoS / 60}-minute slide recording`);
  await makeSlideVideo(drawn, slides, { size: '1280x720' });
  await runFfmpeg([
    ...['-i', drawn, '-vf', `fps=${RECORDING_FPS}`, '-pix_fmt', 'yuv420p'],
    ...['-c:v', 'libx264', '-preset', 'veryfast', '-g', String(RECORDING_FPS * KEY_FRAME_S), video],
  ]);
  const decode = await timed(() => decodeOnly(video, '0:v:0'));
  let read: Awaited<ReturnType<typeof readSlides>> = [];
  const reading = await timed(async () => (read = await readSlides(video)));
  const text = squeezed(read.map((slide) => slide.text).join('\n'));
  const titlesRead = slides.filter((slide) => text.includes(squeezed(slide.lines[0]!))).length;
  log(`lesson media: ${read.length} slides read in ${reading.wallS.toFixed(1)} s, decoding alone ${decode.wallS.toFixed(1)} s`);
  return { videoS, slides: read.length, titlesRead, read: reading, decode };
}

async function benchSpeech(dir: string, log: (line: string) => void): Promise<SpeechFigures> {
  const english = corpusPieces().filter((piece) => piece.pool === POOL.cue && /^[\x20-\x7e]+$/.test(piece.text));
  const sentences: string[] = [];
  for (let i = 0, words = 0; words < SPOKEN_WORDS; i += 7) {
    const sentence = english[i % english.length]!.text;
    sentences.push(sentence);
    words += sentence.split(' ').length;
  }
  await writeFile(join(dir, 'talk.txt'), sentences.join('\n'));
  await run('espeak-ng', ['-s', String(WORDS_PER_MINUTE), '-w', join(dir, 'voice.wav'), '-f', join(dir, 'talk.txt')]);
  const road = join(dir, 'road.ts');
  await runFfmpeg(['-i', join(dir, 'voice.wav'), '-c:a', 'aac', '-b:a', '128k', '-ar', '48000', '-ac', '2', road]);
  const decode = await timed(() => decodeOnly(road, '0:a:0'));
  let audioS = 0;
  const speech = join(dir, 'speech.wav');
  const extract = await timed(async () => (audioS = (await extractSpeechAudio(road, speech))!.durationS));
  const engine = pocketsphinxEngine({ program: pocketsphinxProgram() });
  let cues = 0;
  const heard = await timed(async () => (cues = (await engine.transcribe({ file: speech, language: 'en' })).length));
  log(`lesson media: ${audioS.toFixed(0)} s of speech heard in ${heard.wallS.toFixed(1)} s, decoding alone ${decode.wallS.toFixed(1)} s`);
  return { audioS, cues, extract, engine: heard, decode };
}

const failure = (error: unknown) => (error as Error).message.split('\n')[0]!;

export async function benchLessonMedia(log: (line: string) => void): Promise<MediaFigures> {
  const dir = await mkdtemp(join(tmpdir(), 'lectern-bench-media-'));
  try {
    const ocr = await benchOcr(dir, log).catch(failure);
    const speech = await benchSpeech(dir, log).catch(failure);
    return { ocr, speech };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
