import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { runFfmpeg } from '../../server/media/ffmpeg';
import { extractSpeechAudio, SPEECH_SAMPLE_RATE } from '../../server/lesson-text/speech-audio';
import { SpeechEngineError } from '../../server/lesson-text/speech-engine';
import { openAiTranscriptionsEngine, type OpenAiTranscriptionsOptions } from '../../server/lesson-text/speech-openai';

/**
 * The openai-transcriptions engine against a small server in this test that speaks the
 * protocol (`POST /v1/audio/transcriptions`, multipart, a `verbose_json` answer), as
 * whisper.cpp's server and faster-whisper-server do: no real recogniser runs here. The server
 * reads each upload with the platform's multipart parser and answers two segments covering
 * the chunk it received, so the engine's cues show where it placed each chunk in the lesson.
 */
const LESSON_S = 5;
const API_KEY = 'sk-test-0123456789abcdef';
const WAV_HEADER_BYTES = 44;

type Upload = {
  path: string;
  authorization: string | undefined;
  fields: Record<string, string>;
  fileType: string;
  fileHead: string;
  fileS: number;
};

let dir: string;
let audio: string;
/** The lesson's length as extracted (the AAC encoder pads the tone a little). */
let durationS: number;
let server: Server;
let base: string;
let uploads: Upload[];
/** How the server answers the current test's uploads. */
let answer: (upload: Upload, res: ServerResponse) => void;

/** Two segments covering the uploaded chunk, in its own time, each naming the chunk. */
const halvesOf = (upload: Upload, res: ServerResponse) => {
  const n = uploads.length;
  const half = upload.fileS / 2;
  res.setHeader('content-type', 'application/json');
  res.end(
    JSON.stringify({
      task: 'transcribe',
      language: 'chinese',
      duration: upload.fileS,
      text: `第${n}段`,
      segments: [
        { id: 0, start: 0, end: half, text: ` 第${n}段 前半 ` },
        { id: 1, start: half, end: upload.fileS, text: `第${n}段 后半` },
      ],
    }),
  );
};

async function receive(req: IncomingMessage, res: ServerResponse) {
  const parts: Buffer[] = [];
  for await (const part of req) parts.push(part as Buffer);
  const form = await new Request(`http://speech.test${req.url}`, {
    method: 'POST',
    headers: { 'content-type': req.headers['content-type']! },
    body: Buffer.concat(parts),
  }).formData();
  const fields: Record<string, string> = {};
  let file: Blob | null = null;
  for (const [name, value] of form) {
    if (typeof value === 'string') fields[name] = value;
    else if (name === 'file') file = value;
  }
  const bytes = file ? Buffer.from(await file.arrayBuffer()) : Buffer.alloc(0);
  const upload: Upload = {
    path: req.url!,
    authorization: req.headers.authorization,
    fields,
    fileType: file?.type ?? '',
    fileHead: bytes.toString('latin1', 0, 4),
    fileS: (bytes.length - WAV_HEADER_BYTES) / (SPEECH_SAMPLE_RATE * 2),
  };
  uploads.push(upload);
  answer(upload, res);
}

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'lectern-transcriptions-'));
  await runFfmpeg(['-f', 'lavfi', '-i', `sine=frequency=440:duration=${LESSON_S}`, join(dir, 'tone.mp4')]);
  audio = join(dir, 'speech.wav');
  ({ durationS } = (await extractSpeechAudio(join(dir, 'tone.mp4'), audio))!);
  server = createServer((req, res) => {
    receive(req, res).catch((error: Error) => res.writeHead(400).end(error.message));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  await rm(dir, { recursive: true, force: true });
});

beforeEach(() => {
  uploads = [];
  answer = halvesOf;
});

const engineAt = (options: Partial<OpenAiTranscriptionsOptions> = {}) =>
  openAiTranscriptionsEngine({ url: base, model: 'whisper-small', apiKey: API_KEY, ...options });

/** Leftover chunk folders beside the audio. */
const chunkFolders = async () => (await readdir(dir)).filter((name) => name.startsWith('speech-chunks-'));

describe('the openai-transcriptions engine', () => {
  it('sends the lesson in chunks with its model, language and key, and places each chunk’s cues where it starts', async () => {
    const progress: number[] = [];
    const cues = await engineAt({ chunkS: 2 }).transcribe({ file: audio, language: 'zh' }, { onProgress: (s) => progress.push(s) });

    expect(uploads).toHaveLength(3);
    for (const upload of uploads) {
      expect(upload.path).toBe('/v1/audio/transcriptions');
      expect(upload.authorization).toBe(`Bearer ${API_KEY}`);
      expect(upload.fields).toEqual({ model: 'whisper-small', language: 'zh', response_format: 'verbose_json' });
      expect([upload.fileType, upload.fileHead]).toEqual(['audio/wav', 'RIFF']);
    }
    expect(uploads.reduce((sum, u) => sum + u.fileS, 0)).toBeCloseTo(durationS, 3);

    let startS = 0;
    const expected = uploads.flatMap((upload, i) => {
      const [from, half, to] = [startS, startS + upload.fileS / 2, startS + upload.fileS];
      startS = to;
      return [
        { startS: from, endS: half, text: `第${i + 1}段 前半` },
        { startS: half, endS: to, text: `第${i + 1}段 后半` },
      ];
    });
    expect(cues).toHaveLength(expected.length);
    cues.forEach((cue, i) => {
      expect(cue.text).toBe(expected[i]!.text);
      expect(cue.startS).toBeCloseTo(expected[i]!.startS, 3);
      expect(cue.endS).toBeCloseTo(expected[i]!.endS, 3);
    });
    expect(progress).toHaveLength(3);
    expect(progress.at(-1)).toBeCloseTo(durationS, 3);
    expect(await chunkFolders()).toEqual([]);
  });

  it('takes the server’s address with its /v1, and sends no language or key it does not have', async () => {
    const cues = await engineAt({ url: `${base}/v1/`, apiKey: undefined }).transcribe({ file: audio, language: null });
    expect(uploads).toHaveLength(1);
    expect(uploads[0]!.path).toBe('/v1/audio/transcriptions');
    expect(uploads[0]!.authorization).toBeUndefined();
    expect(uploads[0]!.fields).toEqual({ model: 'whisper-small', response_format: 'verbose_json' });
    expect(cues.map((c) => c.text)).toEqual(['第1段 前半', '第1段 后半']);
  });

  it('reports a failing server by its status and answer, never by the key', async () => {
    answer = (_upload, res) => res.writeHead(500).end(`{"error": "the model crashed while serving key ${API_KEY}"}`);
    const failure = engineAt().transcribe({ file: audio, language: 'en' });
    await expect(failure).rejects.toThrow(SpeechEngineError);
    const message = ((await failure.catch((error: Error) => error)) as Error).message;
    expect(message).toContain('answered 500');
    expect(message).toContain('the model crashed');
    expect(message).not.toContain(API_KEY);
    expect(await chunkFolders()).toEqual([]);
  });

  it('gives up on a server that never answers', async () => {
    answer = () => {}; // holds the request open
    await expect(engineAt({ requestTimeoutMs: 200 }).transcribe({ file: audio, language: 'en' })).rejects.toThrow(
      new SpeechEngineError(`the speech server at ${base}/v1/audio/transcriptions gave no answer within 0.2 s`),
    );
  });

  it('stops waiting when the job is cancelled, with the cancel reason', async () => {
    const cancel = new AbortController();
    const reason = new Error('the lesson was deleted');
    answer = () => cancel.abort(reason);
    await expect(engineAt().transcribe({ file: audio, language: 'en' }, { signal: cancel.signal })).rejects.toBe(reason);
  });

  it('refuses answers without timed segments', async () => {
    answer = (_upload, res) => res.end('{"text": "hello"}');
    await expect(engineAt().transcribe({ file: audio, language: 'en' })).rejects.toThrow(
      /answered without timed segments .*"text": "hello"/,
    );
    answer = (_upload, res) => res.end('hello');
    await expect(engineAt().transcribe({ file: audio, language: 'en' })).rejects.toThrow(/answered something other than JSON: hello$/);
  });

  it('says when the server cannot be reached', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(closed.address() as AddressInfo).port}`;
    await new Promise((resolve) => closed.close(resolve));
    await expect(engineAt({ url }).transcribe({ file: audio, language: 'en' })).rejects.toThrow(/could not be reached: ECONNREFUSED/);
  });
});
