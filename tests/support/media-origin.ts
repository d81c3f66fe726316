import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { startTestServer, type TestServer } from './test-server';

/**
 * The real server with a media origin of its own (DESIGN.md §9): MEDIA_HOST_URL names a second
 * listener, on another port (so another origin), that hands every request to the same app, as
 * another Lectern process on the same database would answer it. `mediaRequests` lists the
 * paths that reached the media origin, `mediaPreflights` those asked with OPTIONS (CORS preflights).
 */
export type MediaOriginServer = {
  server: TestServer;
  mediaUrl: string;
  mediaRequests: string[];
  mediaPreflights: string[];
  close: () => Promise<void>;
};

export async function startMediaOriginServer(options: Parameters<typeof startTestServer>[0] = {}): Promise<MediaOriginServer> {
  let app: FastifyInstance | null = null;
  const mediaRequests: string[] = [];
  const mediaPreflights: string[] = [];
  const listener = createServer((request, response) => {
    if (request.method === 'OPTIONS') mediaPreflights.push(request.url ?? '');
    else mediaRequests.push(request.url ?? '');
    if (app === null) response.writeHead(503).end();
    else app.server.emit('request', request, response);
  });
  await new Promise<void>((resolve) => listener.listen(0, '127.0.0.1', resolve));
  const mediaUrl = `http://127.0.0.1:${(listener.address() as AddressInfo).port}`;
  const server = await startTestServer({ ...options, env: { ...options.env, MEDIA_HOST_URL: mediaUrl } });
  app = server.app;
  return {
    server,
    mediaUrl,
    mediaRequests,
    mediaPreflights,
    async close() {
      listener.closeAllConnections();
      await new Promise((resolve) => listener.close(resolve));
      await server.close();
    },
  };
}
