import { spawn, type ChildProcess } from 'node:child_process';
import { createRequire } from 'node:module';

/**
 * Where ffmpeg and ffprobe live, and how to run them. FFMPEG_PATH / FFPROBE_PATH override the
 * binaries shipped by @ffmpeg-installer/ffmpeg and @ffprobe-installer/ffprobe (DESIGN.md §2).
 */

export type MediaTool = { path: string; bundled: boolean };

const require = createRequire(import.meta.url);

function resolveTool(envName: 'FFMPEG_PATH' | 'FFPROBE_PATH', installer: string): MediaTool {
  const fromEnv = process.env[envName];
  if (fromEnv) return { path: fromEnv, bundled: false };
  // Required lazily: the installer package throws at load time on an unsupported platform.
  return { path: (require(installer) as { path: string }).path, bundled: true };
}

export const ffmpegTool = (): MediaTool => resolveTool('FFMPEG_PATH', '@ffmpeg-installer/ffmpeg');
export const ffprobeTool = (): MediaTool => resolveTool('FFPROBE_PATH', '@ffprobe-installer/ffprobe');

/**
 * The shipped static binaries crash (SIGSEGV) in glibc's iconv when they read an MPEG-TS service
 * table, i.e. when probing any .ts segment. Pointing GCONV_PATH at a missing directory makes
 * iconv_open fail cleanly, and ffmpeg then keeps the raw service name instead.
 */
export function toolEnv(tool: MediaTool): NodeJS.ProcessEnv {
  if (!tool.bundled || process.env.GCONV_PATH) return process.env;
  return { ...process.env, GCONV_PATH: '/nonexistent/lectern-gconv' };
}

const STDERR_TAIL_CHARS = 2_000;

export type RunOptions = {
  /** Called with the output time reached, in seconds, as ffmpeg reports progress. */
  onProgress?: (outTimeS: number) => void;
  signal?: AbortSignal;
  /** Working directory: lets filter graphs name files without escaping their paths. */
  cwd?: string;
  /**
   * Kills ffmpeg once it has reported nothing for this long (it reports twice a second while it
   * works): a hung run then fails, instead of holding its job and its lease for ever.
   */
  stallAfterMs?: number;
  /** Feed ffmpeg through its standard input (`-i pipe:0`): the capture packager writes the encoder's FLV there. */
  stdin?: boolean;
};

/** The silence after which a file job's ffmpeg (a transcode, a clip) is taken for hung. */
export const STALL_LIMIT_MS = 5 * 60_000;

export type FfmpegProcess = { child: ChildProcess; done: Promise<void> };

/**
 * Starts ffmpeg with `args` and returns at once: `done` settles when it exits, rejecting with
 * the tail of stderr when it fails. Long-running encoders (live feeds) stop it with the child.
 */
export function startFfmpeg(args: readonly string[], opts: RunOptions = {}): FfmpegProcess {
  const tool = ffmpegTool();
  const fullArgs = ['-hide_banner', '-nostdin', '-nostats', '-loglevel', 'error', '-y', '-progress', 'pipe:1', ...args];
  const child = spawn(tool.path, fullArgs, {
    env: toolEnv(tool),
    stdio: [opts.stdin ? 'pipe' : 'ignore', 'pipe', 'pipe'],
    signal: opts.signal,
    cwd: opts.cwd,
  });
  const done = new Promise<void>((resolve, reject) => {
    let stderr = '';
    let pending = '';
    let stalled = false;
    let watchdog: NodeJS.Timeout | undefined;
    const watch = () => {
      if (opts.stallAfterMs === undefined) return;
      clearTimeout(watchdog);
      watchdog = setTimeout(() => {
        stalled = true;
        child.kill('SIGKILL');
      }, opts.stallAfterMs);
    };
    watch();
    child.stdout!.setEncoding('utf8').on('data', (chunk: string) => {
      watch();
      pending += chunk;
      const lines = pending.split('\n');
      pending = lines.pop() ?? '';
      for (const line of lines) {
        // Despite its name, out_time_ms is in microseconds.
        const match = /^out_time_ms=(\d+)/.exec(line);
        if (match && opts.onProgress) opts.onProgress(Number(match[1]) / 1_000_000);
      }
    });
    child.stderr!.setEncoding('utf8').on('data', (chunk: string) => {
      stderr = (stderr + chunk).slice(-STDERR_TAIL_CHARS);
    });
    child.on('error', (error) => {
      clearTimeout(watchdog);
      reject(error);
    });
    child.on('close', (code, signal) => {
      clearTimeout(watchdog);
      if (code === 0) resolve();
      else if (stalled) reject(new Error(`ffmpeg made no progress for ${opts.stallAfterMs! / 1000} s and was stopped`));
      else reject(new Error(`ffmpeg failed (${signal ?? `exit ${code}`}): ${stderr.trim() || 'no error output'}`));
    });
  });
  return { child, done };
}

/** Runs ffmpeg with `args` to the end; rejects with the tail of stderr when it fails. */
export const runFfmpeg = (args: readonly string[], opts: RunOptions = {}): Promise<void> => startFfmpeg(args, opts).done;

/** Runs ffprobe with `args` and returns its standard output. */
export function runFfprobe(args: readonly string[]): Promise<string> {
  const tool = ffprobeTool();
  return new Promise((resolve, reject) => {
    const child = spawn(tool.path, ['-v', 'error', ...args], { env: toolEnv(tool), stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => {
      stderr = (stderr + chunk).slice(-STDERR_TAIL_CHARS);
    });
    child.on('error', reject);
    child.on('close', (code, signal) => {
      if (code === 0) resolve(stdout);
      else reject(new Error(`ffprobe failed (${signal ?? `exit ${code}`}): ${stderr.trim() || 'no error output'}`));
    });
  });
}
