import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';

/**
 * CPU time of other processes, read from Linux's /proc, for the capture bench: the packagers'
 * ffmpeg processes are children of the server (the bench's own process), and their time is
 * what a road costs beside the server's own (process.cpuUsage).
 */
const TICKS_PER_S = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim());

/** The fields of /proc/<pid>/stat after the command name (which may hold spaces), from field 3 on. */
function statFields(pid: number): string[] | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  } catch {
    return null; // gone
  }
}

/** User plus system CPU seconds of `pid` so far; null once it has exited. */
export function cpuSecondsOf(pid: number): number | null {
  const fields = statFields(pid);
  // utime and stime are fields 14 and 15 of stat(5), in clock ticks.
  return fields === null ? null : (Number(fields[11]) + Number(fields[12])) / TICKS_PER_S;
}

/**
 * User plus system CPU seconds of this process's children that have exited and been waited for
 * (a job's ffmpeg, Tesseract or recogniser runs): cutime and cstime of stat(5), fields 16 and 17.
 */
export function waitedChildrenCpuSeconds(): number {
  const fields = statFields(process.pid)!;
  return (Number(fields[13]) + Number(fields[14])) / TICKS_PER_S;
}

export type ChildProcessInfo = { pid: number; args: string[] };

/** The running children of `parent` with their command lines. */
export function childrenOf(parent = process.pid): ChildProcessInfo[] {
  const children: ChildProcessInfo[] = [];
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    const pid = Number(name);
    if (Number(statFields(pid)?.[1]) !== parent) continue;
    try {
      children.push({
        pid,
        args: readFileSync(`/proc/${pid}/cmdline`, 'utf8')
          .split('\0')
          .filter((arg) => arg !== ''),
      });
    } catch {
      // gone meanwhile
    }
  }
  return children;
}

/**
 * The CPU of some processes over a window, as a share of one core: `stop()` answers the time
 * they used since `startCpuWindow` over the seconds passed. A process that exits within the window
 * counts for nothing (the bench measures steady feeds, so none should).
 */
export function startCpuWindow(pids: readonly number[]): { stop: () => { share: number; exited: number; seconds: number } } {
  const started = performance.now();
  const before = pids.map((pid) => cpuSecondsOf(pid));
  return {
    stop() {
      const seconds = (performance.now() - started) / 1000;
      let used = 0;
      let exited = 0;
      pids.forEach((pid, i) => {
        const now = cpuSecondsOf(pid);
        if (now === null || before[i] === null) exited++;
        else used += now - before[i]!;
      });
      return { share: used / seconds, exited, seconds };
    },
  };
}

/** The same for this process (the server and the bench's own few polls), all its threads. */
export function startOwnCpuWindow(): { stop: () => number } {
  const started = performance.now();
  const before = process.cpuUsage();
  return {
    stop() {
      const used = process.cpuUsage(before);
      return (used.user + used.system) / 1e6 / ((performance.now() - started) / 1000);
    },
  };
}
