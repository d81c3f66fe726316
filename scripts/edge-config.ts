import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { nginxConfig } from '../server/edge/nginx-config';

/**
 * `npm run edge:config -- --upstream 10.0.0.11:8080 --upstream 10.0.0.12:8080 [--listen 80]
 * [--run-dir /var/lib/lectern-edge] [--cache-size 20g] [--user www-data]
 * [--rtmp-listen 1935 --ingest 10.0.0.11:1935 …]`: prints the video edge's nginx configuration
 * (docs/edge.md). Run it with `nginx -c <file>`.
 */
const { values } = parseArgs({
  options: {
    listen: { type: 'string', default: '80' },
    upstream: { type: 'string', multiple: true, default: ['127.0.0.1:8080'] },
    'run-dir': { type: 'string', default: '/var/lib/lectern-edge' },
    'cache-size': { type: 'string', default: '10g' },
    user: { type: 'string' },
    'rtmp-listen': { type: 'string' },
    ingest: { type: 'string', multiple: true, default: [] },
    'stream-module': { type: 'string', default: '/usr/lib/nginx/modules/ngx_stream_module.so' },
  },
});

const address = /^[A-Za-z0-9.-]+:\d{1,5}$|^\[[0-9a-f:]+\]:\d{1,5}$/i;
const problems = [
  ...values.upstream.filter((u) => !address.test(u)).map((u) => `--upstream ${u}: host:port`),
  ...values.ingest.filter((u) => !address.test(u)).map((u) => `--ingest ${u}: host:port`),
  ...(/^\d+[kmg]?$/i.test(values['cache-size']) ? [] : [`--cache-size ${values['cache-size']}: a size such as 20g`]),
  ...(values['rtmp-listen'] !== undefined && values.ingest.length === 0 ? ['--rtmp-listen needs at least one --ingest host:port'] : []),
];
if (problems.length > 0) {
  console.error(`edge:config: ${problems.join('; ')}`);
  process.exit(1);
}
process.stdout.write(
  nginxConfig({
    listen: values.listen,
    upstreams: values.upstream,
    runDir: resolve(values['run-dir']),
    cacheSize: values['cache-size'],
    ...(values.user === undefined ? {} : { user: values.user }),
    ...(values['rtmp-listen'] === undefined
      ? {}
      : { rtmp: { listen: values['rtmp-listen'], upstreams: values.ingest, streamModule: values['stream-module'] } }),
  }),
);
