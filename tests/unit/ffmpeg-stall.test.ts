import { chmodSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runFfmpeg, startFfmpeg } from '../../server/media/ffmpeg';

/**
 * The stall watchdog of a file job's ffmpeg (server/media/ffmpeg.ts `stallAfterMs`): a run that
 * stops reporting is killed and fails with a reason, so its upload ends `failed` instead of
 * holding its job's lease for ever; a run that keeps reporting is left alone however long it takes.
 * Stand-in ffmpeg scripts (FFMPEG_PATH) play the two.
 */
const folder = mkdtempSync(join(tmpdir(), 'lectern-ffmpeg-stall-'));
const script = (name: string, body: string) => {
  const path = join(folder, name);
  writeFileSync(path, `#!/bin/sh\n${body}\n`);
  chmodSync(path, 0o755);
  return path;
};
const hung = script('hung.sh', 'echo out_time_ms=1000\nexec sleep 60');
// Reports ten times a second for 1.5 s: longer than the limit, never silent for it.
const slow = script('slow.sh', 'i=0\nwhile [ $i -lt 15 ]; do echo out_time_ms=${i}00000; i=$((i+1)); sleep 0.1; done');
const saved = process.env.FFMPEG_PATH;

beforeAll(() => {
  delete process.env.FFMPEG_PATH;
});
afterAll(() => {
  if (saved === undefined) delete process.env.FFMPEG_PATH;
  else process.env.FFMPEG_PATH = saved;
});

describe('ffmpeg stall watchdog', () => {
  it('kills a run that stops reporting, and fails it with a reason', async () => {
    process.env.FFMPEG_PATH = hung;
    const run = startFfmpeg(['-i', 'x'], { stallAfterMs: 400 });
    await expect(run.done).rejects.toThrow('ffmpeg made no progress for 0.4 s and was stopped');
    expect(run.child.signalCode).toBe('SIGKILL');
  });

  it('leaves a slow run that keeps reporting alone, past the limit', async () => {
    process.env.FFMPEG_PATH = slow;
    const seen: number[] = [];
    await runFfmpeg(['-i', 'x'], { stallAfterMs: 1_000, onProgress: (s) => seen.push(s) });
    expect(seen).toHaveLength(15);
    expect(seen.at(-1)).toBeCloseTo(1.4);
  });
});
