import { openAsBlob } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { z } from 'zod';
import { splitSpeechAudio, type SpeechChunk } from './speech-audio';
import { SpeechEngineError, tidyCues, type SpeechCue, type SpeechEngine, type SpeechLanguage } from './speech-engine';
import { postForm } from './speech-http-post';

/**
 * The openai-transcriptions engine: a server speaking OpenAI's `POST /v1/audio/transcriptions`
 * (multipart: file, model, language, response_format), which self-hosted engines speak too:
 * whisper.cpp's whisper-server started with `--inference-path /v1/audio/transcriptions`,
 * faster-whisper-server (speaches), LocalAI. Chinese and English at reading quality.
 *
 * The engine asks for `verbose_json` and reads its `segments` (start, end, text); it has no other
 * answer format to fall back on, since plain `json` and `text` carry no times. Uploads are
 * usually limited to 25 MB, so the audio goes in chunks of TRANSCRIPTIONS_CHUNK_S, one request
 * after another, each chunk's cues moved by where it starts in the lesson.
 */

/** Ten minutes of speech audio is 19.2 MB: under the usual 25 MB upload limit. */
const TRANSCRIPTIONS_CHUNK_S = 600;
/** A CPU-only server with a large model hears slower than real time: half an hour for a ten-minute chunk. */
const TRANSCRIPTIONS_TIMEOUT_MS = 30 * 60_000;

const MAX_ANSWER_BYTES = 10 * 1_048_576;
const ANSWER_EXCERPT_CHARS = 200;

export type OpenAiTranscriptionsOptions = {
  /** The server's address, with or without its `/v1` (OpenAI's client libraries take it with). */
  url: string;
  model: string;
  /** Sent as a bearer token; never written into an error or a log. */
  apiKey?: string;
  /** The length of each uploaded chunk, in seconds. */
  chunkS?: number;
  /** How long one chunk's request may take. */
  requestTimeoutMs?: number;
};

const verboseJson = z.object({ segments: z.array(z.object({ start: z.number(), end: z.number(), text: z.string() })) });

/** `<url>/v1/audio/transcriptions`, whether `url` ends in /v1 or not. */
function transcriptionsEndpoint(url: string): URL {
  const base = new URL(url);
  if (base.username || base.password)
    throw new Error('the speech server address must not hold credentials: the key goes in SPEECH_API_KEY');
  const path = base.pathname.replace(/\/+$/, '').replace(/\/v1$/, '');
  return new URL(`${base.origin}${path}/v1/audio/transcriptions`);
}

export function openAiTranscriptionsEngine(options: OpenAiTranscriptionsOptions): SpeechEngine {
  const endpoint = transcriptionsEndpoint(options.url);
  const chunkS = options.chunkS ?? TRANSCRIPTIONS_CHUNK_S;
  const timeoutMs = options.requestTimeoutMs ?? TRANSCRIPTIONS_TIMEOUT_MS;
  const headers: Record<string, string> = options.apiKey ? { authorization: `Bearer ${options.apiKey}` } : {};
  const server = `the speech server at ${endpoint.href}`;

  /** A short, one-line excerpt of an answer, with the key taken out should the server echo it. */
  const excerpt = (body: string) => {
    const safe = options.apiKey ? body.split(options.apiKey).join('[key]') : body;
    return safe.replace(/\s+/g, ' ').trim().slice(0, ANSWER_EXCERPT_CHARS) || '(empty answer)';
  };

  async function transcribeChunk(chunk: SpeechChunk, language: SpeechLanguage | null, signal?: AbortSignal): Promise<SpeechCue[]> {
    const form = new FormData();
    form.append('file', await openAsBlob(chunk.file, { type: 'audio/wav' }), basename(chunk.file));
    form.append('model', options.model);
    if (language) form.append('language', language);
    form.append('response_format', 'verbose_json');
    const timeout = AbortSignal.timeout(timeoutMs);
    let answer: { status: number; body: string };
    try {
      answer = await postForm(endpoint, form, headers, {
        signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
        maxAnswerBytes: MAX_ANSWER_BYTES,
      });
    } catch (error) {
      if (signal?.aborted) throw signal.reason;
      if (timeout.aborted) throw new SpeechEngineError(`${server} gave no answer within ${timeoutMs / 1000} s`);
      const code = (error as NodeJS.ErrnoException).code;
      throw new SpeechEngineError(`${server} could not be reached: ${code ?? (error as Error).message}`);
    }
    if (answer.status < 200 || answer.status > 299)
      throw new SpeechEngineError(`${server} answered ${answer.status}: ${excerpt(answer.body)}`);
    let json: unknown;
    try {
      json = JSON.parse(answer.body);
    } catch {
      throw new SpeechEngineError(`${server} answered something other than JSON: ${excerpt(answer.body)}`);
    }
    const parsed = verboseJson.safeParse(json);
    if (!parsed.success)
      throw new SpeechEngineError(`${server} answered without timed segments (response_format=verbose_json): ${excerpt(answer.body)}`);
    // Whisper's last segment may run past the chunk's end: cut there (and drop one wholly past
    // it), so the cues stay in order and inside the lesson.
    return parsed.data.segments
      .map((s) => ({ startS: chunk.startS + s.start, endS: Math.min(chunk.startS + s.end, chunk.endS), text: s.text }))
      .filter((cue) => cue.startS < chunk.endS);
  }

  return {
    name: 'openai-transcriptions',
    languages: ['en', 'zh'],
    async transcribe(audio, { signal, onProgress } = {}) {
      // Beside the audio: in the job's own work folder, which goes when the job's does.
      const folder = await mkdtemp(join(dirname(audio.file), 'speech-chunks-'));
      try {
        const chunks = await splitSpeechAudio(audio.file, folder, chunkS, { signal });
        const cues: SpeechCue[] = [];
        for (const chunk of chunks) {
          cues.push(...(await transcribeChunk(chunk, audio.language, signal)));
          onProgress?.(chunk.endS);
        }
        return tidyCues(cues);
      } finally {
        await rm(folder, { recursive: true, force: true });
      }
    },
  };
}
