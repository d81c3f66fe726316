/**
 * The server's per-session event stream (GET /v1/events, server-sent events) read with fetch so
 * the token travels in the `jwt-token` header, never in an address. Reconnects with a growing
 * pause after network failures; stops for good on `kick` or `logout` (the session is over) or on close().
 */
export type SessionStreamEvent = { event: string; data: unknown };

export type EventStreamOptions = {
  url: string;
  token: () => string | null;
  onEvent: (event: SessionStreamEvent) => void;
  fetchImpl?: typeof fetch;
  /** Pause before reconnecting, by attempt number (1-based). */
  retryDelayMs?: (attempt: number) => number;
};

const DEFAULT_RETRY = (attempt: number) => Math.min(30_000, 1_000 * 2 ** (attempt - 1));

/** Splits an SSE text buffer into complete events and the unfinished rest. */
export function parseEventBlocks(buffer: string): { events: SessionStreamEvent[]; rest: string } {
  const blocks = buffer.split('\n\n');
  const rest = blocks.pop() ?? '';
  const events: SessionStreamEvent[] = [];
  for (const block of blocks) {
    if (block.startsWith(':') || block.trim() === '') continue;
    const event = /^event: ?(.*)$/m.exec(block)?.[1] ?? 'message';
    const raw = block
      .split('\n')
      .filter((l) => l.startsWith('data:'))
      .map((l) => l.replace(/^data: ?/, ''))
      .join('\n');
    let data: unknown = raw;
    try {
      data = JSON.parse(raw);
    } catch {
      // Plain-text data stays a string.
    }
    events.push({ event, data });
  }
  return { events, rest };
}

export function openEventStream(options: EventStreamOptions): { close: () => void } {
  const fetchImpl = options.fetchImpl ?? fetch;
  const retryDelay = options.retryDelayMs ?? DEFAULT_RETRY;
  let controller: AbortController | null = null;
  let closed = false;
  let attempt = 0;

  const connect = async (): Promise<void> => {
    const token = options.token();
    if (closed || !token) return;
    controller = new AbortController();
    try {
      const response = await fetchImpl(options.url, { headers: { 'jwt-token': token }, signal: controller.signal });
      // A refused stream (invalid token) is not retried: the session flow handles the token.
      if (!response.ok || !response.body) return;
      attempt = 0;
      const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
      let buffer = '';
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        const parsed = parseEventBlocks(buffer + value);
        buffer = parsed.rest;
        for (const event of parsed.events) {
          options.onEvent(event);
          if (event.event === 'kick' || event.event === 'logout') closed = true;
        }
      }
    } catch {
      // Network failure or close(): fall through to the reconnect decision.
    }
    if (closed) return;
    attempt += 1;
    setTimeout(() => void connect(), retryDelay(attempt));
  };

  void connect();
  return {
    close() {
      closed = true;
      controller?.abort();
    },
  };
}
