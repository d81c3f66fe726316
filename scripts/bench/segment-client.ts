import { connect, type Socket } from 'node:net';

/**
 * How the simulated players fetch segments (viewers.ts): GETs of one origin over one keep-alive
 * connection, each answer's body counted and dropped as it arrives. Node's http client reads each
 * chunk into a buffer of its own; at 2,000 real-time viewers that is 400 MB/s of buffers to collect
 * (docs/bench.md "Past one machine"), and the load processes' own garbage collection and event-loop
 * delay became part of the latencies they measured. Here every socket of the process reads into one
 * shared buffer (`onread`), which is safe because each read is handled before the next: only the
 * head (status, Content-Length, the edge's cache header) is kept. Answers must carry a
 * Content-Length, as nginx's do for files and cached files; one without is an error.
 */

/** The one buffer every connection of this process reads into. */
const READ_BUFFER = Buffer.allocUnsafe(256 * 1024);
const HEAD_END = Buffer.from('\r\n\r\n');
/** An answer's head longer than this is no answer of nginx's. */
const MAX_HEAD = 16 * 1024;

export type SegmentAnswer = { status: number; edgeCache: string | undefined };

type Pending = { resolve: (answer: SegmentAnswer) => void; reject: (error: Error) => void };

export class SegmentClient {
  private socket: Socket | null = null;
  private pending: Pending | null = null;
  private head: Buffer[] = [];
  private headBytes = 0;
  private answer: SegmentAnswer | null = null;
  private bodyLeft = 0;

  constructor(
    private readonly host: string,
    private readonly port: number,
  ) {}

  /** GET `path` (with its query), the whole body read; rejects when the connection fails or closes first. */
  get(path: string): Promise<SegmentAnswer> {
    if (this.pending !== null) return Promise.reject(new Error('one request at a time on a segment client'));
    return new Promise<SegmentAnswer>((resolve, reject) => {
      this.pending = { resolve, reject };
      this.head = [];
      this.headBytes = 0;
      this.answer = null;
      this.connection().write(`GET ${path} HTTP/1.1\r\nHost: ${this.host}:${this.port}\r\nConnection: keep-alive\r\n\r\n`);
    });
  }

  close(): void {
    this.socket?.destroy();
    this.socket = null;
  }

  private connection(): Socket {
    if (this.socket !== null) return this.socket;
    const socket = connect({
      host: this.host,
      port: this.port,
      onread: { buffer: READ_BUFFER, callback: (bytes: number) => this.read(bytes) },
    });
    socket.setNoDelay(true);
    const lost = (error?: Error) => {
      // A connection given up before (close()) says nothing of the request on the next one.
      if (this.socket !== socket) return;
      this.socket = null;
      this.fail(error ?? new Error('the connection closed before the answer was whole'));
    };
    socket.on('error', lost);
    socket.on('close', () => lost());
    this.socket = socket;
    return socket;
  }

  /** `bytes` new bytes at the start of READ_BUFFER, read before the next read overwrites them. */
  private read(bytes: number): boolean {
    let at = 0;
    if (this.answer === null) {
      const view = READ_BUFFER.subarray(0, bytes);
      // The head is nearly always in the answer's first read: only a head split across reads is copied.
      const joined = this.head.length === 0 ? view : Buffer.concat([...this.head, view]);
      const end = joined.indexOf(HEAD_END);
      if (end < 0) {
        this.head.push(Buffer.from(view));
        this.headBytes += bytes;
        if (this.headBytes > MAX_HEAD) this.fail(new Error('an answer head past 16 KiB'));
        return true;
      }
      this.head = [];
      this.headBytes = 0;
      const parsed = parseHead(joined.subarray(0, end).toString('latin1'));
      if (parsed instanceof Error) {
        this.fail(parsed);
        return true;
      }
      this.answer = parsed.answer;
      this.bodyLeft = parsed.length;
      // What followed the head is body, all of it from this read.
      at = bytes - (joined.length - (end + HEAD_END.length));
    }
    this.bodyLeft -= bytes - at;
    if (this.bodyLeft <= 0) {
      const { answer, pending } = this;
      this.pending = null;
      this.answer = null;
      if (answer !== null) pending?.resolve(answer);
    }
    return true;
  }

  private fail(error: Error): void {
    const pending = this.pending;
    this.pending = null;
    this.answer = null;
    if (pending !== null) {
      this.close();
      pending.reject(error);
    }
  }
}

function parseHead(head: string): { answer: SegmentAnswer; length: number } | Error {
  const [statusLine, ...lines] = head.split('\r\n');
  const status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(statusLine ?? '')?.[1] ?? NaN);
  if (Number.isNaN(status)) return new Error(`not an HTTP answer: ${statusLine}`);
  const headers = new Map(
    lines.map((line) => {
      const colon = line.indexOf(':');
      return [line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim()] as const;
    }),
  );
  const length = Number(headers.get('content-length') ?? NaN);
  if (!Number.isInteger(length) || length < 0) return new Error(`an answer (HTTP ${status}) without a Content-Length`);
  return { answer: { status, edgeCache: headers.get('x-edge-cache') }, length };
}
