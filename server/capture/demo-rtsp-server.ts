import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { createSocket } from 'node:dgram';
import { createServer } from 'node:net';

/**
 * An RTSP server as a classroom's IP encoder would run one (docs/capture.md "The demo campus"):
 * VLC (Debian's `vlc-bin` and `vlc-plugin-base`) reads an MPEG-TS feed on a local UDP port and
 * serves it at rtsp://127.0.0.1:<port>/<path> to whoever pulls. ffmpeg cannot serve RTSP to a
 * puller, hence VLC. VLC refuses to run as root: started by root, it runs as `nobody`.
 */
export const CVLC = process.env.CVLC_PATH ?? '/usr/bin/cvlc';
const NOBODY = 65_534;
const STDERR_TAIL_CHARS = 2_000;

export const rtspServerAvailable = (): boolean => existsSync(CVLC);

export type RtspServer = { child: ChildProcess; done: Promise<void>; stop(): Promise<void> };

export function startRtspServer(options: { udpPort: number; rtspPort: number; path: string }): RtspServer {
  const root = process.getuid?.() === 0;
  const child = spawn(
    CVLC,
    [
      '--quiet',
      '--no-stats',
      `udp://@127.0.0.1:${options.udpPort}`,
      '--sout',
      `#rtp{sdp=rtsp://127.0.0.1:${options.rtspPort}/${options.path}}`,
      '--sout-keep',
    ],
    {
      stdio: ['ignore', 'ignore', 'pipe'],
      // VLC writes its settings under HOME; nobody's own is not writable.
      env: { ...process.env, HOME: tmpdir() },
      ...(root ? { uid: NOBODY, gid: NOBODY } : {}),
    },
  );
  const done = new Promise<void>((resolve, reject) => {
    let stderr = '';
    child.stderr!.setEncoding('utf8').on('data', (chunk: string) => (stderr = (stderr + chunk).slice(-STDERR_TAIL_CHARS)));
    child.on('error', reject);
    child.on('close', (code, signal) =>
      code === 0 || signal === 'SIGTERM' ? resolve() : reject(new Error(`VLC stopped (${signal ?? `exit ${code}`}): ${stderr.trim()}`)),
    );
  });
  return {
    child,
    done,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await done.catch(() => {});
    },
  };
}

/** A port nothing on this machine listens on now, for a demo encoder's RTSP server. */
export const freeTcpPort = (): Promise<number> =>
  new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address !== null ? address.port : 0));
    });
  });

/** A UDP port free now, for the feed from a demo encoder to its RTSP server. */
export const freeUdpPort = (): Promise<number> =>
  new Promise((resolve, reject) => {
    const probe = createSocket('udp4');
    probe.once('error', reject);
    probe.bind(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
