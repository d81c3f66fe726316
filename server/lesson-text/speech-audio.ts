import { open, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { runFfmpeg, STALL_LIMIT_MS } from '../media/ffmpeg';

/**
 * The sound speech engines hear: 16 kHz mono 16-bit PCM in a WAV file with the plain 44-byte
 * header. pocketsphinx reads exactly that (it skips 44 bytes and takes the rest as samples, so
 * the metadata chunk ffmpeg otherwise writes would reach it as noise), and it is what the
 * transcription servers resample to anyway.
 */
export const SPEECH_SAMPLE_RATE = 16_000;
const BYTES_PER_SECOND = SPEECH_SAMPLE_RATE * 2;
const WAV_HEADER_BYTES = 44;

const SPEECH_WAV_ARGS = ['-map_metadata', '-1', '-bitexact', '-ac', '1', '-ar', String(SPEECH_SAMPLE_RATE), '-c:a', 'pcm_s16le'];

type AudioRunOptions = { signal?: AbortSignal; onProgress?: (doneS: number) => void };

/**
 * Writes the first sound track of a video or an HLS playlist (a local path) to `outWav` as speech
 * audio. Null when it has no sound track: a silent recording has no transcript.
 */
export async function extractSpeechAudio(
  videoOrHls: string,
  outWav: string,
  options: AudioRunOptions = {},
): Promise<{ durationS: number } | null> {
  try {
    await runFfmpeg(['-i', videoOrHls, '-map', '0:a:0', ...SPEECH_WAV_ARGS, '-f', 'wav', outWav], {
      ...options,
      stallAfterMs: STALL_LIMIT_MS,
    });
  } catch (error) {
    if (error instanceof Error && error.message.includes("Stream map '0:a:0' matches no streams")) return null;
    throw error;
  }
  return readSpeechWav(outWav);
}

/** The length of a speech WAV; throws when the file is not one (a WAV of another kind, or no WAV). */
export async function readSpeechWav(file: string): Promise<{ durationS: number }> {
  const handle = await open(file, 'r');
  try {
    const header = Buffer.alloc(WAV_HEADER_BYTES);
    const { bytesRead } = await handle.read(header, 0, WAV_HEADER_BYTES, 0);
    const isSpeechWav =
      bytesRead === WAV_HEADER_BYTES &&
      header.toString('latin1', 0, 4) === 'RIFF' &&
      header.toString('latin1', 8, 16) === 'WAVEfmt ' &&
      header.readUInt16LE(20) === 1 && // PCM
      header.readUInt16LE(22) === 1 && // mono
      header.readUInt32LE(24) === SPEECH_SAMPLE_RATE &&
      header.readUInt16LE(34) === 16 &&
      header.toString('latin1', 36, 40) === 'data';
    if (!isSpeechWav) throw new Error(`${file} is not a 16 kHz mono 16-bit WAV with a plain header (extractSpeechAudio makes one)`);
    const { size } = await handle.stat();
    return { durationS: (size - WAV_HEADER_BYTES) / BYTES_PER_SECOND };
  } finally {
    await handle.close();
  }
}

export type SpeechChunk = { file: string; startS: number; endS: number };

/**
 * Cuts a speech WAV into consecutive WAVs of about `chunkS` seconds in `folder` (which must
 * exist), for engines that take a limited upload. Each chunk's start is where ffmpeg actually
 * cut (on a packet boundary, a few milliseconds past the mark), so cue times stay exact.
 */
export async function splitSpeechAudio(
  file: string,
  folder: string,
  chunkS: number,
  options: AudioRunOptions = {},
): Promise<SpeechChunk[]> {
  const list = 'chunks.csv';
  await runFfmpeg(
    [
      ...['-i', file, '-map', '0:a:0', ...SPEECH_WAV_ARGS],
      ...['-f', 'segment', '-segment_time', String(chunkS), '-segment_list', list, '-segment_list_type', 'csv', 'chunk-%04d.wav'],
    ],
    { ...options, cwd: folder, stallAfterMs: STALL_LIMIT_MS },
  );
  // One line a chunk: its file name, its start and its end in seconds.
  return (await readFile(join(folder, list), 'utf8'))
    .split('\n')
    .filter((line) => line.trim())
    .map((line) => {
      const [name, start, end] = line.split(',');
      return { file: join(folder, name!), startS: Number(start), endS: Number(end) };
    });
}
