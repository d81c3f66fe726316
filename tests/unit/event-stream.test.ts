import { describe, expect, it, vi } from 'vitest';
import { openEventStream, parseEventBlocks } from '../../src/services/session/event-stream';

describe('server-sent events parsing', () => {
  it('splits complete events, skips heartbeats and keeps the unfinished rest', () => {
    const { events, rest } = parseEventBlocks(
      'event: ready\ndata: {"sessionId":"s1"}\n\n: heartbeat\n\nevent: kick\ndata: {"reason":"kick"}\n\nevent: par',
    );
    expect(events).toEqual([
      { event: 'ready', data: { sessionId: 's1' } },
      { event: 'kick', data: { reason: 'kick' } },
    ]);
    expect(rest).toBe('event: par');
  });
});

const streamOf = (...chunks: string[]) =>
  new Response(
    new ReadableStream({
      start(controller) {
        for (const chunk of chunks) controller.enqueue(new TextEncoder().encode(chunk));
        controller.close();
      },
    }),
  );

describe('openEventStream', () => {
  it('sends the token in the header, delivers events and stops after kick', async () => {
    const fetchImpl = vi.fn(async () => streamOf('event: ready\ndata: {}\n\n', 'event: kick\ndata: {"reason":"kick"}\n\n'));
    const seen: string[] = [];
    openEventStream({ url: '/v1/events', token: () => 'tok', onEvent: (e) => seen.push(e.event), fetchImpl, retryDelayMs: () => 1 });
    await vi.waitFor(() => expect(seen).toEqual(['ready', 'kick']));
    await new Promise((r) => setTimeout(r, 20));
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    expect((fetchImpl.mock.calls[0] as unknown as [string, RequestInit])[1].headers).toEqual({ 'jwt-token': 'tok' });
  });

  it('stops after logout: the session is over, a reconnect would only be refused', async () => {
    const fetchImpl = vi.fn(async () => streamOf('event: ready\ndata: {}\n\n', 'event: logout\ndata: {"reason":"logout"}\n\n'));
    const seen: string[] = [];
    openEventStream({ url: '/v1/events', token: () => 'tok', onEvent: (e) => seen.push(e.event), fetchImpl, retryDelayMs: () => 1 });
    await vi.waitFor(() => expect(seen).toEqual(['ready', 'logout']));
    await new Promise((r) => setTimeout(r, 20));
    expect(fetchImpl).toHaveBeenCalledTimes(1);
  });

  it('reconnects after the stream drops, and not after close()', async () => {
    const fetchImpl = vi.fn(async () => streamOf('event: ready\ndata: {}\n\n'));
    const stream = openEventStream({ url: '/v1/events', token: () => 'tok', onEvent: () => {}, fetchImpl, retryDelayMs: () => 1 });
    await vi.waitFor(() => expect(fetchImpl.mock.calls.length).toBeGreaterThanOrEqual(3));
    stream.close();
    const calls = fetchImpl.mock.calls.length;
    await new Promise((r) => setTimeout(r, 30));
    expect(fetchImpl.mock.calls.length).toBeLessThanOrEqual(calls + 1);
  });

  it('does not connect without a token and gives up on a refused stream', async () => {
    const fetchImpl = vi.fn(async () => new Response('{"status":401}', { status: 401 }));
    openEventStream({ url: '/v1/events', token: () => null, onEvent: () => {}, fetchImpl });
    openEventStream({ url: '/v1/events', token: () => 'expired', onEvent: () => {}, fetchImpl, retryDelayMs: () => 1 });
    await new Promise((r) => setTimeout(r, 30));
    expect(fetchImpl).toHaveBeenCalledTimes(1);
  });
});
