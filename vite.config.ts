import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { precompress } from './scripts/precompress.js';

// The SPA is served by the Fastify server in production; in `npm run dev` Vite proxies the API to it.
const apiTarget = process.env.LECTERN_API ?? 'http://localhost:8080';
const proxied = ['/oauth2', '/authority', '/resource', '/rbac', '/auth', '/v1', '/app', '/config', '/media', '/api'];

export default defineConfig({
  // Brotli and gzip copies of each file, sent as they are by the server (server/http/spa.ts).
  plugins: [react(), precompress()],
  build: { outDir: 'dist', sourcemap: true, chunkSizeWarningLimit: 900 },
  server: { proxy: Object.fromEntries(proxied.map((p) => [p, apiTarget])) },
});
