import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { demoEncoderArgs, type DemoRoad } from '../../server/capture/demo-encoder-args';

/**
 * A classroom encoder for the capture tests: Debian's ffmpeg (a client nobody here wrote; the
 * bundled ffmpeg 4.1 is the server's tool) pushing the demo studios' pictures with their time
 * code and sound over RTMP, a key frame every half second, as docs/capture.md asks encoders to.
 */
export const DEBIAN_FFMPEG = '/usr/bin/ffmpeg';

export function assertDebianFfmpeg(): void {
  if (!existsSync(DEBIAN_FFMPEG))
    throw new Error(`${DEBIAN_FFMPEG} is missing: npm test installs Debian's ffmpeg (scripts/ensure-debian-tools.ts)`);
}

export type Encoder = { child: ChildProcess; exited: Promise<number | null>; output: () => string; stop: () => Promise<number | null> };

/** Pushes `roads` (each to its own RTMP address) for `seconds`, or until stopped. */
export function pushRoads(roads: readonly DemoRoad[], options: { seconds?: number } = {}): Encoder {
  assertDebianFfmpeg();
  // No text drawn (that needs the encoder's working folder); the time code is drawn all the same.
  const args = ['-hide_banner', '-nostdin', '-loglevel', 'error', ...demoEncoderArgs(roads, undefined, options)];
  const child = spawn(DEBIAN_FFMPEG, args, { stdio: ['ignore', 'ignore', 'pipe'] });
  let output = '';
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return {
    child,
    exited,
    output: () => output,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGINT');
      return exited;
    },
  };
}

/** One teacher-camera road pushed to `url`. */
export const pushTestPicture = (url: string, options: { seconds?: number } = {}): Encoder => pushRoads([{ roadType: 1, url }], options);

/**
 * A classroom encoder as hardware ones behave: pushing `roads()` (asked again each time, keys may
 * change) and, whenever its connection is lost or refused, connecting again after `retryMs`, until
 * stopped. `connections` counts the pushes begun.
 */
export function keepPushing(roads: () => Promise<readonly DemoRoad[]>, retryMs = 1_000) {
  let stopped = false;
  let current: Encoder | null = null;
  let connections = 0;
  const loop = (async () => {
    while (!stopped) {
      current = pushRoads(await roads());
      connections++;
      await current.exited;
      // The encoder's own pause before it dials again (not a wait for anything in the test).
      if (!stopped) await new Promise((resolve) => setTimeout(resolve, retryMs));
    }
  })();
  return {
    connections: () => connections,
    async stop() {
      stopped = true;
      await current?.stop();
      await loop;
    },
  };
}
