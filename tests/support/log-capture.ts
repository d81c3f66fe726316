import { Writable } from 'node:stream';

/** The server's log lines as written, for tests that assert what the log holds (or never holds). */
export function captureLog(level = 'info') {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  return { lines, text: () => lines.join(''), logger: { level, stream } };
}
