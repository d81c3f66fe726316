import { createServer, type Server, type Socket } from 'node:net';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client';
import type { MediaStore } from '../storage';
import { scratchFolder } from '../storage/scratch-folder';
import { takeLease, type HeldLease } from '../leases/lease';
import { captureRoot, nextPart } from './capture-folders';
import { lessonInRoom, type CaptureLesson } from './capture-lesson';
import { feedStoppedAfterEnd, lessonsEnded, noteCaptureBegun, noteFeedsSeen } from './capture-lifecycle';
import { reportSignal, reportSignalLost, roadByKey, type KeyedRoad } from './capture-roads';
import { RTMP_APP } from './ingest-address';
import { alertSilentLessons, NO_SIGNAL_CHECK_MS } from './no-signal';
import { startPartSync, type PartSync } from './part-sync';
import { CAPTURE_LEASE_S, roadLeaseKey } from './road-lease';
import { startRoadPackager, type RoadPackager } from './road-packager';
import { acceptRtmpConnection, routeLibraryLog, rtmpContext, type RtmpSession } from './rtmp-library';
import { newRelayName, RELAY_NAME_PATTERN } from './relay-name';
import { redactCaptureSecrets, STREAM_KEY_PATTERN } from './stream-key';

/**
 * The RTMP ingest (docs/capture.md): classroom encoders and OBS push here with their road's
 * stream key. A push is taken when the key names a road (not revoked) and the timetable has a
 * lesson in that road's room now (capture-lesson.ts); anything else is refused as the encoder
 * connects: the connection is closed, no byte of it is kept, and so is a road another server
 * holds (road-lease.ts). A taken road is packaged into HLS (road-packager.ts) under the lesson's
 * capture folder, one part per unbroken feed, copied into the media store as it is written
 * (part-sync.ts); the library's 30 s grace lets an encoder that dropped resume the same part. Every SIGNAL_REPORT_MS the ingest
 * writes what it sees of each road (resolution, frame rate, bitrate) for the administrators' page
 * and checks that the lesson is still the room's: when its window closes the feed is cut, and an
 * encoder that keeps pushing is taken again for the next lesson when it reconnects.
 */
export const SIGNAL_REPORT_MS = 2_000;
/** A packager that fails after running this long is started again in a new part; sooner, the encoder is cut. */
const PACKAGER_RETRY_AFTER_MS = 10_000;
/** How long a push waits for the encoder's metadata (its codecs) before packaging starts anyway. */
const METADATA_WAIT_MS = 2_000;

export type Ingest = {
  port: number;
  /** The lessons being captured now and their roads, with those whose feed stopped until their part is closed. */
  captures(): { courId: string; roadType: number; part: number }[];
  /**
   * Lets a pull relay of this process (pull-relays.ts) publish `road`: the stream name it pushes
   * to, taken as that road's until dismissed. Relays are only for pull roads, which have no key.
   */
  admitRelay(road: KeyedRoad): string;
  dismissRelay(name: string): void;
  close(): Promise<void>;
};

export type IngestOptions = {
  db: Db;
  media: MediaStore;
  clock: () => Date;
  log: FastifyBaseLogger;
  port: number;
  host?: string;
  /** Has the lesson's recording made (the job queue's `capture-recording`, docs/capture.md "Recordings"). */
  recordLesson: (courId: string) => Promise<void>;
};

type Capture = {
  road: KeyedRoad;
  lesson: CaptureLesson;
  session: RtmpSession;
  packager: RoadPackager;
  sync: PartSync;
  lease: HeldLease;
  part: number;
  since: Date;
  lastBytes: number;
  lastTick: number;
};

let running = false;

export async function startIngest(options: IngestOptions): Promise<Ingest> {
  if (running) throw new Error('one RTMP ingest per process (the RTMP library keeps one registry)');
  running = true;
  const { db, media, clock, log, recordLesson } = options;
  const record = (courId: string) =>
    recordLesson(courId).catch((error: unknown) => log.error({ err: error, courId }, 'capture recording not queued'));
  const root = captureRoot(media);
  const captures = new Map<string, Capture>();
  /** Feeds that have stopped, until their part is whole in the store and their lesson's recording is asked for again if it ran over. */
  const ending = new Map<string, Capture>();
  // Shutting down: feeds end because the server stops, not because the classroom did.
  let closing = false;
  const sockets = new Set<Socket>();
  const relays = new Map<string, KeyedRoad>();
  /** The road a stream name stands for now: a pull relay's, else the push road of that key. */
  const roadNamed = async (name: string) => relays.get(name) ?? (await roadByKey(db, name));

  routeLibraryLog((level, message) => {
    const line = redactCaptureSecrets(message);
    if (level === 'error' || level === 'warn') log.warn({ library: 'node-media-server' }, line);
    else log.debug({ library: 'node-media-server' }, line);
  });

  const refuse = (session: RtmpSession, reason: string) => {
    log.warn({ encoder: session.ip, reason }, 'capture push refused');
    // Not a polite end: the encoder would go on sending into a half-closed connection.
    session.socket.destroy();
  };

  const waitForCodecs = async (session: RtmpSession) => {
    for (let waited = 0; session.videoCodec === 0 && waited < METADATA_WAIT_MS; waited += 50) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  };

  /** Packages a taken push into a new part; `held` is the road's lease when a failed packager is started again. */
  async function begin(session: RtmpSession, road: KeyedRoad, lesson: CaptureLesson, held?: HeldLease) {
    await waitForCodecs(session);
    // Gone while we waited (its end has been seen already): nothing to package.
    if (session.broadcast.publisher !== session || closing) return void (await held?.release());
    const lease = held ?? (await takeLease(db, roadLeaseKey(lesson.courId, road.roadType), CAPTURE_LEASE_S));
    if (lease === null) return refuse(session, 'another server is capturing this road');
    let capture: Capture;
    try {
      const { part, dir } = await nextPart(media, root, lesson.courId, road.roadType);
      const folder = scratchFolder(root.pathOf(dir));
      const packager = startRoadPackager({
        broadcast: session.broadcast,
        folder,
        codecs: { videoCodec: session.videoCodec, audioCodec: session.audioCodec },
      });
      const sync = startPartSync({ media, folder, part: dir, log });
      capture = { road, lesson, session, packager, sync, lease, part, since: clock(), lastBytes: session.inBytes, lastTick: Date.now() };
    } catch (error) {
      await lease.release();
      throw error;
    }
    captures.set(session.streamPath, capture);
    const { packager } = capture;
    // Another server has the road now (this one could not renew in time): this feed stops here.
    lease.signal.addEventListener('abort', () => {
      if (captures.get(session.streamPath) === capture) void cut(session.streamPath, capture.session, 'another server took the road over');
    });
    await noteCaptureBegun(db, { courId: lesson.courId, tenantId: road.tenantId, end: lesson.end }, capture.since);
    log.info({ courId: lesson.courId, clroId: road.clroId, roadType: road.roadType, part: capture.part }, 'capture road on air');
    packager.done.catch((error: Error) => {
      log.error({ err: error, courId: lesson.courId, roadType: road.roadType }, 'capture packager failed');
      if (captures.get(session.streamPath) !== capture) return; // the feed's end has been handled
      captures.delete(session.streamPath);
      void capture.sync.stop();
      // Still pushing after a good run: carry on in a new part. One that fails at once (a stream
      // ffmpeg cannot read) would fail again: the encoder is cut instead of looping.
      const ranMs = clock().getTime() - capture.since.getTime();
      if (session.broadcast.getPublishStatus() === 'publishing' && ranMs >= PACKAGER_RETRY_AFTER_MS && !closing)
        void begin(session, road, lesson, lease).catch(() => session.socket.destroy());
      else {
        void lease.release().catch(() => {});
        session.socket.destroy();
      }
    });
  }

  async function accept(session: RtmpSession) {
    const road = await roadNamed(session.streamName);
    if (road === null) return refuse(session, 'unknown or revoked stream key');
    const lesson = await lessonInRoom(db, road.tenantId, road.clroId, clock());
    if (lesson === null) return refuse(session, 'no lesson in this classroom now');
    if (session.broadcast.publisher !== session) return; // gone while we looked
    await begin(session, road, lesson);
  }

  const onPrePublish = (session: RtmpSession) => {
    if (session.ip === '') return;
    const named = STREAM_KEY_PATTERN.test(session.streamName) || RELAY_NAME_PATTERN.test(session.streamName);
    if (session.streamApp !== RTMP_APP || !named) return refuse(session, 'not a stream key');
    // A second encoder on a key in use: the library refuses it itself.
    if (session.broadcast.getPublishStatus() === 'publishing') return;
    const resumed = captures.get(session.streamPath);
    if (resumed !== undefined) {
      // The same encoder back within the grace: the library carries the stream on, and so does its
      // part, while its key still names the road (regenerated or revoked meanwhile: refused).
      resumed.session = session;
      setImmediate(
        () =>
          void keyStillValid(resumed)
            .then(async (valid) => {
              if (!valid) await cut(session.streamPath, session, 'a regenerated or revoked stream key');
            })
            .catch((error: unknown) => log.error({ err: error }, 'capture key check failed')),
      );
      return;
    }
    // Our answer comes after the library has taken the push; a refused one is closed before any of it is kept.
    setImmediate(
      () => void accept(session).catch((error: unknown) => (log.error({ err: error }, 'capture push check failed'), session.close())),
    );
  };

  const end = async (streamPath: string) => {
    const capture = captures.get(streamPath);
    if (capture === undefined) return;
    captures.delete(streamPath);
    ending.set(streamPath, capture);
    try {
      await closePart(capture);
    } finally {
      ending.delete(streamPath);
    }
  };

  const closePart = async (capture: Capture) => {
    await capture.packager.stop();
    // The part is whole in the store before another server may start the road's next one.
    await capture.sync.stop();
    await capture.lease.release().catch((error: unknown) => log.warn({ err: error }, 'capture road lease not given back'));
    await reportSignalLost(db, capture.road.roadId).catch((error: unknown) => log.warn({ err: error }, 'capture signal not recorded'));
    log.info({ courId: capture.lesson.courId, roadType: capture.road.roadType, part: capture.part }, 'capture road off air');
    // A lesson that ran over: its recording, made at its end, is made again with the rest.
    if (!closing && (await feedStoppedAfterEnd(db, capture.lesson.courId, clock()))) await record(capture.lesson.courId);
  };

  const onDonePublish = (session: RtmpSession) => {
    // Only the end of the feed this ingest packages: the library ends a dropped publish when its
    // grace runs out, and a broadcast of an ingest closed earlier in this process (the tests'
    // servers, one after another) may end that late, on a path a new encoder with the same key
    // now sends on.
    if (captures.get(session.streamPath)?.session !== session) return;
    void end(session.streamPath).catch((error: unknown) => log.error({ err: error }, 'capture feed end not recorded'));
  };

  const keyStillValid = async (capture: Capture) => (await roadNamed(capture.session.streamName))?.roadId === capture.road.roadId;

  /** Ends a feed the ingest no longer takes: its part is closed, the encoder's connection dropped. */
  const cut = async (streamPath: string, session: RtmpSession, reason: string) => {
    log.warn({ encoder: session.ip, reason }, 'capture push ended');
    await end(streamPath);
    session.socket.destroy();
  };

  const tick = async () => {
    const now = clock();
    await noteFeedsSeen(db, [...new Set([...captures.values()].map((c) => c.lesson.courId))], now);
    // Lessons whose end has passed get their recording, also those a restart finds ended.
    for (const courId of await lessonsEnded(db, now)) await record(courId);
    for (const [streamPath, capture] of captures) {
      const { session } = capture;
      const nowMs = Date.now();
      const kbps = Math.round(((session.inBytes - capture.lastBytes) * 8) / Math.max(1, nowMs - capture.lastTick));
      capture.lastBytes = session.inBytes;
      capture.lastTick = nowMs;
      const current = await lessonInRoom(db, capture.road.tenantId, capture.road.clroId, now);
      if (current?.courId !== capture.lesson.courId) {
        // The lesson's window has closed: its part ends here; the encoder is taken again for the next lesson.
        await cut(streamPath, session, 'the lesson is over');
        continue;
      }
      // A key regenerated or revoked stops the encoder using the old one within a tick.
      if (!(await keyStillValid(capture))) {
        await cut(streamPath, session, 'a regenerated or revoked stream key');
        continue;
      }
      if (session.broadcast.getPublishStatus() !== 'publishing') continue;
      await reportSignal(
        db,
        capture.road.roadId,
        {
          width: session.videoWidth || null,
          height: session.videoHeight || null,
          frameRate: session.videoFramerate || null,
          bitrateKbps: kbps,
        },
        now,
        capture.since,
      );
    }
  };
  let ticking = false;
  const timer = setInterval(() => {
    if (ticking) return;
    ticking = true;
    void tick()
      .catch((error: unknown) => log.warn({ err: error }, 'capture signal report failed'))
      .finally(() => (ticking = false));
  }, SIGNAL_REPORT_MS);
  timer.unref();

  // Broadcast lessons whose classroom sends nothing: their administrators and teacher are told.
  const watch = setInterval(
    () =>
      void alertSilentLessons(db, clock()).then(
        (told) => told > 0 && log.warn({ told }, 'capture: a broadcast lesson has no signal'),
        (error: unknown) => log.warn({ err: error }, 'capture no-signal check failed'),
      ),
    NO_SIGNAL_CHECK_MS,
  );
  watch.unref();

  rtmpContext.eventEmitter.on('prePublish', onPrePublish);
  rtmpContext.eventEmitter.on('donePublish', onDonePublish);

  const server: Server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    // A reset connection ends that encoder's session, never the process.
    socket.on('error', () => socket.destroy());
    acceptRtmpConnection(socket);
  });
  const port = await new Promise<number>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host ?? '0.0.0.0', () => {
      server.off('error', reject);
      const address = server.address();
      resolve(typeof address === 'object' && address !== null ? address.port : options.port);
    });
  }).catch((error: unknown) => {
    running = false;
    clearInterval(timer);
    clearInterval(watch);
    rtmpContext.eventEmitter.off('prePublish', onPrePublish);
    rtmpContext.eventEmitter.off('donePublish', onDonePublish);
    throw error;
  });
  server.on('error', (error) => log.error({ err: error }, 'capture ingest server error'));

  return {
    port,
    captures: () =>
      [...captures.values(), ...ending.values()].map((c) => ({ courId: c.lesson.courId, roadType: c.road.roadType, part: c.part })),
    admitRelay(road) {
      const name = newRelayName();
      relays.set(name, road);
      return name;
    },
    dismissRelay: (name) => void relays.delete(name),
    async close() {
      closing = true;
      clearInterval(timer);
      clearInterval(watch);
      rtmpContext.eventEmitter.off('prePublish', onPrePublish);
      rtmpContext.eventEmitter.off('donePublish', onDonePublish);
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      for (const socket of sockets) socket.destroy();
      await closed;
      await Promise.all([...captures.keys()].map((path) => end(path)));
      // The library's broadcasts of this ingest go with it.
      rtmpContext.broadcasts.clear();
      rtmpContext.sessions.clear();
      running = false;
    },
  };
}
