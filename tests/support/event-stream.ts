import { parseEventBlocks, type SessionStreamEvent } from '../../src/services/session/event-stream';
import type { TestServer } from './test-server';

/**
 * One session's event stream (GET /v1/events) read as the browser reads it, with the browser's
 * own parser: every event is handed to `onEvent` until `close()`.
 */
export async function openTestEventStream(server: Pick<TestServer, 'url'>, token: string, onEvent: (event: SessionStreamEvent) => void) {
  const stop = new AbortController();
  const response = await fetch(`${server.url}/v1/events`, { headers: { 'jwt-token': token }, signal: stop.signal });
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  void (async () => {
    let pending = '';
    for (;;) {
      const { value, done } = await reader.read().catch(() => ({ value: undefined, done: true }));
      if (done) return;
      const { events, rest } = parseEventBlocks(pending + value);
      pending = rest;
      events.forEach(onEvent);
    }
  })();
  return { close: () => stop.abort() };
}
