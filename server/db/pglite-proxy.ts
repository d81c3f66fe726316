import { Worker } from 'node:worker_threads';
import { join } from 'node:path';
import type { PGlite, QueryOptions, Results, Transaction } from '@electric-sql/pglite';
import { PROJECT_ROOT } from '../project-root';

/**
 * PGlite on a worker thread (server/db/pglite-thread.mjs), seen from the main thread as the part
 * of PGlite's interface that drizzle's pglite driver and the job queue use: query, exec,
 * transaction, listen. Each call is a message; replies come back in any order, matched by id.
 */
type SerialError = { message: string; fields: Record<string, unknown> };

type Request =
  | { op: 'query'; text: string; params?: unknown[]; rowMode?: 'array' | 'object'; textTypes?: number[]; tx?: number }
  | { op: 'exec'; text: string; tx?: number }
  | { op: 'begin' }
  | { op: 'commit' | 'rollback'; tx: number }
  | { op: 'listen' | 'unlisten'; channel?: string; listener: number }
  | { op: 'dump' }
  | { op: 'close' };

type Message =
  | { kind: 'ready' }
  /** Opening failed; `retry` when the backend died migrating or warming up (pglite-thread.mjs). */
  | { kind: 'failed'; error: SerialError; retry: boolean }
  | { kind: 'reply'; id: number; result?: unknown; error?: SerialError }
  | { kind: 'notify'; channel: string; payload: string }
  /** The backend died (pglite-thread.mjs `failFast`): the thread exits after this. */
  | { kind: 'died'; error: SerialError };

const THREAD_FILE = join(PROJECT_ROOT, 'server', 'db', 'pglite-thread.mjs');
/**
 * A statement not answered after this long is reported on stderr, once, with its text (never its
 * parameters): PGlite runs one statement at a time, so one that never ends holds up every request,
 * and the report says which it is.
 */
const SLOW_STATEMENT_MS = 30_000;
/** How many threads may try to open the database when each one's backend dies warming up. */
const OPEN_ATTEMPTS = 3;

/** `warmUp` replaces the thread's own WARM_UP statements (for the tests). */
export type PgliteOpenOptions = { loadDataDir?: Uint8Array; slowStatementMs?: number; warmUp?: string[] };

/** The backend died while the thread opened it: worth opening again. */
class DiedOpening extends Error {}

/** An Error with the PostgreSQL fields (code, detail, constraint…) the error handler reads. */
const reviveError = (error: SerialError) => Object.assign(new Error(error.message), error.fields);

/** The subset of PGlite the drivers call, on the thread's connection or inside one transaction. */
export type PgliteConnection = Pick<PGlite, 'query' | 'exec' | 'transaction'>;

export class PgliteThread {
  private readonly pending = new Map<
    number,
    { resolve: (value: unknown) => void; reject: (error: Error) => void; text?: string; since: number; reported?: boolean }
  >();
  private readonly watch: NodeJS.Timeout;
  private readonly listeners = new Map<number, { channel: string; onPayload: (payload: string) => void }>();
  private nextId = 1;
  private stopped: Error | null = null;

  private constructor(
    private readonly worker: Worker,
    private readonly slowMs: number,
  ) {
    this.watch = setInterval(() => this.reportSlow(), slowMs / 3).unref();
    worker.on('message', (message: Message) => this.receive(message));
    worker.on('error', (error) => this.stop(error));
    worker.on('exit', (code) => this.stop(new Error(`the database thread stopped (exit code ${code})`)));
  }

  /**
   * Starts the thread, opens `dataPath` (in memory when undefined; from `loadDataDir`, a tarball
   * of `dump()`, when given) and applies the migrations. A thread whose backend died migrating or
   * warming up (pglite-thread.mjs WARM_UP) has exited; another opens the database in its place.
   */
  static async open(dataPath: string | undefined, migrationsFolder: string, options: PgliteOpenOptions = {}): Promise<PgliteThread> {
    for (let attempt = 1; ; attempt++) {
      try {
        return await PgliteThread.start(dataPath, migrationsFolder, options);
      } catch (error) {
        if (!(error instanceof DiedOpening) || attempt === OPEN_ATTEMPTS) throw error;
        process.stderr.write(`lectern: the embedded database stopped while opening (${error.message}); opening it again\n`);
      }
    }
  }

  private static start(dataPath: string | undefined, migrationsFolder: string, options: PgliteOpenOptions): Promise<PgliteThread> {
    const { loadDataDir, slowStatementMs = SLOW_STATEMENT_MS, warmUp } = options;
    const worker = new Worker(THREAD_FILE, { workerData: { dataPath, migrationsFolder, loadDataDir, warmUp } });
    return new Promise((resolve, reject) => {
      const opened = (message: Message) => {
        if (message.kind === 'ready') resolve(new PgliteThread(worker, slowStatementMs));
        else if (message.kind === 'failed' && message.retry) {
          // The next thread may open the same folder only once this one is gone.
          worker.once('exit', () => reject(new DiedOpening(message.error.message)));
        } else if (message.kind === 'failed') {
          reject(reviveError(message.error));
          void worker.terminate();
        } else return;
        worker.off('message', opened);
        worker.off('error', reject);
      };
      worker.on('message', opened);
      worker.once('error', reject);
    });
  }

  private receive(message: Message) {
    if (message.kind === 'notify') {
      for (const listener of this.listeners.values()) if (listener.channel === message.channel) listener.onPayload(message.payload);
      return;
    }
    if (message.kind === 'died') {
      process.stderr.write(`lectern: the embedded database stopped: ${message.error.message}\n`);
      this.stop(new Error(`the embedded database stopped: ${message.error.message}`));
      return;
    }
    if (message.kind !== 'reply') return;
    const waiting = this.pending.get(message.id);
    if (!waiting) return;
    this.pending.delete(message.id);
    if (message.error) waiting.reject(reviveError(message.error));
    else waiting.resolve(message.result);
  }

  private reportSlow() {
    const now = Date.now();
    for (const waiting of this.pending.values()) {
      if (waiting.reported || waiting.text === undefined || now - waiting.since < this.slowMs) continue;
      waiting.reported = true;
      process.stderr.write(
        `lectern: the embedded database has not answered a statement for ${Math.round((now - waiting.since) / 1000)} s: ${waiting.text.slice(0, 2_000)}\n`,
      );
    }
  }

  private stop(reason: Error) {
    clearInterval(this.watch);
    this.stopped ??= reason;
    for (const waiting of this.pending.values()) waiting.reject(reason);
    this.pending.clear();
  }

  private request<T>(request: Request): Promise<T> {
    if (this.stopped) return Promise.reject(this.stopped);
    const id = this.nextId++;
    return new Promise<T>((resolve, reject) => {
      const text = request.op === 'query' || request.op === 'exec' ? request.text : undefined;
      this.pending.set(id, { resolve: resolve as (value: unknown) => void, reject, text, since: Date.now() });
      this.worker.postMessage({ ...request, id });
    });
  }

  private connection(tx?: number): PgliteConnection {
    const query = <T>(text: string, params?: unknown[], options?: QueryOptions) =>
      this.request<Results<T>>({
        op: 'query',
        text,
        params,
        rowMode: options?.rowMode,
        // drizzle's parsers only keep dates and intervals as text: their type ids say which.
        textTypes: options?.parsers ? Object.keys(options.parsers).map(Number) : undefined,
        tx,
      });
    const exec = (text: string) => this.request<Results[]>({ op: 'exec', text, tx });
    const transaction = async <T>(run: (tx: Transaction) => Promise<T>): Promise<T> => {
      if (tx !== undefined) throw new Error('nested transactions use savepoints');
      const id = await this.request<number>({ op: 'begin' });
      const inside = this.connection(id);
      const handle = {
        ...inside,
        rollback: () => this.request<void>({ op: 'rollback', tx: id }),
        closed: false,
      } as unknown as Transaction;
      try {
        const result = await run(handle);
        await this.request({ op: 'commit', tx: id });
        return result;
      } catch (error) {
        await this.request({ op: 'rollback', tx: id }).catch(() => {});
        throw error;
      }
    };
    return { query, exec, transaction } as PgliteConnection;
  }

  /** The database's own connection, for drizzle and the job queue. */
  get client(): PgliteConnection {
    return this.connection();
  }

  /** LISTEN on `channel`; resolves to its UNLISTEN. */
  async listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>> {
    const listener = this.nextId++;
    this.listeners.set(listener, { channel, onPayload });
    await this.request({ op: 'listen', channel, listener });
    return async () => {
      this.listeners.delete(listener);
      if (!this.stopped) await this.request({ op: 'unlisten', listener });
    };
  }

  /** The database's files as an uncompressed tarball, for `open`'s `loadDataDir`. */
  dump(): Promise<Uint8Array> {
    return this.request<Uint8Array>({ op: 'dump' });
  }

  async close(): Promise<void> {
    if (!this.stopped) await this.request({ op: 'close' });
    await this.worker.terminate();
  }
}
