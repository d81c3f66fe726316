import type { FastifyInstance } from 'fastify';
import { startDemoEncoders, type DemoEncoders } from './demo-encoders';
import { RTMP_APP } from './ingest-address';
import { startPullRelays, type PullRelays } from './pull-relays';
import { startIngest, type Ingest } from './rtmp-ingest';

export type AttachedIngest = { ingest: Ingest; pulls: PullRelays; encoders: DemoEncoders | null };

/**
 * Starts the RTMP ingest beside the app (before it listens) with the app's database, media store,
 * clock and log, and the relays that read pull roads into it; tells the capture settings its
 * port, and stops them with the app. With
 * `demoEncoders` the demo studios' classroom encoders push to it (all studios, or those chosen).
 */
export async function attachIngest(
  app: FastifyInstance,
  options: {
    port: number;
    host?: string;
    demoEncoders?: boolean | ((clroId: string) => boolean);
    /** Has a lesson's recording made (server/jobs/capture-recorder.ts). */
    recordLesson: (courId: string) => Promise<void>;
  },
): Promise<AttachedIngest> {
  const { db, media, clock } = app.deps;
  const log = app.log.child({ area: 'capture' });
  const { port, host, recordLesson } = options;
  const ingest = await startIngest({ db, media, clock, log, port, host, recordLesson });
  app.deps.ingest.port = ingest.port;
  // Relays and demo encoders reach the ingest on this machine, wherever it listens for the campus.
  const localBase = `rtmp://${host === undefined || host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host}:${ingest.port}/${RTMP_APP}`;
  const pulls = startPullRelays({
    db,
    clock,
    log,
    publishUrl: (name) => `${localBase}/${name}`,
    admit: (road) => ingest.admitRelay(road),
    dismiss: (name) => ingest.dismissRelay(name),
  });
  const encoders = options.demoEncoders
    ? startDemoEncoders({
        db,
        media,
        clock,
        log,
        pushBase: localBase,
        rooms: typeof options.demoEncoders === 'function' ? options.demoEncoders : undefined,
      })
    : null;
  app.addHook('onClose', async () => {
    // The encoders first: the ingest then sees their feeds end as a classroom's would.
    await encoders?.close();
    await pulls.close();
    await ingest.close();
  });
  return { ingest, pulls, encoders };
}
