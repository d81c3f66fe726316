import { parseArgs } from 'node:util';
import { startCephCluster } from '../tests/support/ceph-cluster';

/**
 * A throwaway Ceph cluster with S3 gateways on loopback, by hand or for the bench:
 *   npx tsx scripts/ceph-gateway.ts [--osds N] [--gateways N]
 * prints one JSON line (endpoints, region, keys, dir) on stdout once it serves, progress on
 * stderr, and runs until SIGINT or SIGTERM, then stops every daemon and removes its folder.
 */
const { values } = parseArgs({ options: { osds: { type: 'string' }, gateways: { type: 'string' } } });
const count = (value: string | undefined, name: string) => {
  if (value === undefined) return undefined;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1) throw new Error(`--${name} wants a whole number of at least 1, not ${value}`);
  return n;
};

// Signals are taken from the start: one arriving while the cluster starts stops it once started
// (or failed), rather than ending this process and orphaning the daemons.
let stopRequested = false;
let stop = () => {
  stopRequested = true;
};
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => stop());

const cluster = await startCephCluster({
  osds: count(values.osds, 'osds'),
  gateways: count(values.gateways, 'gateways'),
  log: (line) => console.error(line),
});
const { endpoints, region, accessKeyId, secretAccessKey, dir } = cluster;
if (!stopRequested) console.log(JSON.stringify({ endpoints, region, accessKeyId, secretAccessKey, dir }));

let stopping: Promise<void> | undefined;
stop = () => {
  stopping ??= cluster.stop().then(
    () => process.exit(0),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
};
if (stopRequested) stop();
