import type { Env } from '../env';

/**
 * Where classroom encoders push (docs/capture.md "Addresses"): INGEST_PUBLIC_URL when the campus
 * names one (an ingest machine of its own, a load balancer), else rtmp:// on the host the
 * administrator reached this server by and the port the ingest listens on. The port is known
 * once the ingest has started (INGEST_RTMP_PORT=0 takes a free one), so the ingest fills it in;
 * a process that does not ingest (INGEST_ENABLED=false) shows the configured port.
 */
export const RTMP_APP = 'live';

export type IngestAddress = { port: number | null };

export function pushUrl(env: Env, address: IngestAddress, requestHost: string): string {
  if (env.INGEST_PUBLIC_URL !== undefined) return env.INGEST_PUBLIC_URL;
  const host = requestHost.replace(/:\d+$/, '') || 'localhost';
  return `rtmp://${host}:${address.port ?? env.INGEST_RTMP_PORT}/${RTMP_APP}`;
}
