import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SegmentClient } from '../../scripts/bench/segment-client';

/**
 * The bench players' segment client (scripts/bench/segment-client.ts) against a real HTTP server:
 * it must read whole answers of every size over one keep-alive connection, report status and the
 * edge's cache header, and fail, never hang, on an answer it cannot count or a connection lost
 * mid-answer.
 */
let server: Server;
let port = 0;
const connections = new Set<string>();

beforeAll(async () => {
  server = createServer((request, response) => {
    connections.add(`${request.socket.remotePort}`);
    const url = new URL(request.url ?? '/', 'http://x');
    const size = Number(url.searchParams.get('size') ?? 0);
    if (url.pathname === '/chunked') {
      response.writeHead(200, { 'transfer-encoding': 'chunked' });
      response.end('no length');
      return;
    }
    if (url.pathname === '/cut') {
      response.writeHead(200, { 'content-length': '1000' });
      response.write(Buffer.alloc(10));
      request.socket.destroy();
      return;
    }
    response.writeHead(url.pathname === '/missing' ? 404 : 200, { 'content-length': String(size), 'x-edge-cache': 'HIT' });
    response.end(Buffer.alloc(size, 7));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('the bench players’ segment client', () => {
  it('reads answers of every size in turn over one connection', async () => {
    const client = new SegmentClient('127.0.0.1', port);
    connections.clear();
    for (const size of [0, 10, 300 * 1024, 2 * 1024 * 1024, 5]) {
      expect(await client.get(`/segment?size=${size}`)).toEqual({ status: 200, edgeCache: 'HIT' });
    }
    expect(await client.get('/missing?size=12')).toEqual({ status: 404, edgeCache: 'HIT' });
    expect(connections.size).toBe(1);
    client.close();
  });

  it('fails on an answer without a length and on a connection lost mid-answer, then connects again', async () => {
    const client = new SegmentClient('127.0.0.1', port);
    await expect(client.get('/chunked')).rejects.toThrow(/without a Content-Length/);
    await expect(client.get('/cut')).rejects.toThrow(/closed before the answer was whole|ECONNRESET/);
    expect(await client.get('/segment?size=100')).toEqual({ status: 200, edgeCache: 'HIT' });
    client.close();
  });
});
