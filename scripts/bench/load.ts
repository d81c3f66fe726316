import { fork } from 'node:child_process';
import { Agent, request } from 'node:http';
import { fileURLToPath } from 'node:url';

/**
 * A bounded HTTP load: `requests` GETs of one URL, `concurrency` at a time over keep-alive
 * connections, after a few unmeasured warm-up calls. Loopback only (127.0.0.1). It runs in a
 * child process of its own (`measure` forks this file), so the client never shares the event
 * loop of the servers it measures, as a browser would not.
 */
export type LoadOptions = { requests: number; concurrency: number; warmup: number; headers?: Record<string, string> };
export type LoadFigures = { p50Ms: number; p95Ms: number; requestsPerSecond: number };

function get(agent: Agent, url: URL, headers: Record<string, string>): Promise<number> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const req = request(url, { agent, headers }, (res) => {
      res.resume();
      res.on('end', () =>
        res.statusCode === 200 ? resolve(performance.now() - started) : reject(new Error(`${url.pathname}: HTTP ${res.statusCode}`)),
      );
    });
    req.on('error', reject);
    req.end();
  });
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

async function measureHere(url: string, options: LoadOptions): Promise<LoadFigures> {
  if (!/^http:\/\/127\.0\.0\.1:/.test(url)) throw new Error(`bench: loopback only, not ${url}`);
  const agent = new Agent({ keepAlive: true, maxSockets: options.concurrency });
  const target = new URL(url);
  const headers = options.headers ?? {};
  try {
    for (let i = 0; i < options.warmup; i++) await get(agent, target, headers);
    const latencies: number[] = [];
    let next = 0;
    const started = performance.now();
    const worker = async () => {
      while (next < options.requests) {
        next++;
        latencies.push(await get(agent, target, headers));
      }
    };
    await Promise.all(Array.from({ length: options.concurrency }, worker));
    const elapsedS = (performance.now() - started) / 1000;
    latencies.sort((a, b) => a - b);
    return { p50Ms: percentile(latencies, 50), p95Ms: percentile(latencies, 95), requestsPerSecond: options.requests / elapsedS };
  } finally {
    agent.destroy();
  }
}

const CHILD_FLAG = '--bench-load-child';

/** Measures from a forked child (it inherits tsx from this process's exec arguments). */
export function measure(url: string, options: LoadOptions): Promise<LoadFigures> {
  if (!/^http:\/\/127\.0\.0\.1:/.test(url)) return Promise.reject(new Error(`bench: loopback only, not ${url}`));
  const child = fork(fileURLToPath(import.meta.url), [CHILD_FLAG], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  return new Promise((resolve, reject) => {
    let answered = false;
    child.once('message', (message: { figures?: LoadFigures; error?: string }) => {
      answered = true;
      if (message.figures) resolve(message.figures);
      else reject(new Error(`bench: load child: ${message.error}`));
    });
    child.once('error', reject);
    child.once('exit', (code) => {
      if (!answered) reject(new Error(`bench: load child exited with ${code}`));
    });
    child.send({ url, options });
  });
}

if (process.argv.includes(CHILD_FLAG)) {
  process.once('message', ({ url, options }: { url: string; options: LoadOptions }) => {
    measureHere(url, options).then(
      (figures) => process.send!({ figures }, () => process.exit(0)),
      (error: Error) => process.send!({ error: error.message }, () => process.exit(1)),
    );
  });
}
