import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { precompress } from './scripts/precompress.js';

// The SPA is served by the Fastify server in production; in `npm run dev` Vite proxies the API to it.
const apiTarget = process.env.LECTERN_API ?? 'http://localhost:8080';
const proxied = ['/oauth2', '/authority', '/resource', '/rbac', '/auth', '/v1', '/app', '/config', '/media', '/api'];

// The libraries every page starts with, in one file: compressed together they are ~6 KiB smaller
// than as the dozen small chunks the bundler would cut them into (docs/bench.md "First JavaScript").
// Only libraries the entry needs belong here: one used by a lazy page alone would load with /home.
const firstPageLibraries =
  /node_modules[\\/](react|react-dom|scheduler|use-sync-external-store|@tanstack|xstate|@xstate|zod|ky|@stitches)[\\/]/;

export default defineConfig({
  // Brotli and gzip copies of each file, sent as they are by the server (server/http/spa.ts).
  plugins: [react(), precompress()],
  build: {
    outDir: 'dist',
    sourcemap: true,
    chunkSizeWarningLimit: 900,
    rolldownOptions: { output: { codeSplitting: { groups: [{ name: 'vendor', test: firstPageLibraries }] } } },
  },
  server: { proxy: Object.fromEntries(proxied.map((p) => [p, apiTarget])) },
});
