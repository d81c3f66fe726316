import { randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';
import type { Socket } from 'node:net';

/**
 * node-media-server (docs/capture.md "Why node-media-server") does the RTMP protocol work: the
 * handshake, chunk streams, AMF, FLV tags, one broadcast per stream path with its subscribers and
 * a 30 s grace in which an encoder that dropped may resume the same publish. We use its sessions
 * and broadcasts, not its NodeMediaServer class, which would also open a JSON store in the working
 * directory, record every stream to FLV and exit the process when its port is taken. Its modules
 * are plain JavaScript without types; this file is the one place that reaches into them, typed
 * with what Lectern uses.
 */
const require = createRequire(import.meta.url);

export type RtmpSession = {
  readonly id: string;
  /** "address:port" of the encoder; '' for sessions inside this process (our packagers). */
  ip: string;
  protocol: string;
  isPublisher: boolean;
  streamApp: string;
  streamName: string;
  streamPath: string;
  streamQuery: Record<string, unknown>;
  createTime: number;
  videoCodec: number;
  videoWidth: number;
  videoHeight: number;
  videoFramerate: number;
  videoDatarate: number;
  audioCodec: number;
  inBytes: number;
  broadcast: RtmpBroadcast;
  /** The encoder's connection (RTMP sessions only). */
  socket: Socket;
  sendBuffer: (buffer: Buffer) => void;
  close: () => void;
  run?: () => void;
};

export type RtmpBroadcast = {
  streamPath: string;
  publisher: RtmpSession | null;
  publishGraceMs: number;
  /** Adds a subscriber: it is sent the FLV header, codec headers and the cached group of pictures at once. */
  postPlay: (session: RtmpSession) => string | null;
  donePlay: (session: RtmpSession) => void;
  getPublishStatus: () => 'publishing' | 'reconnecting' | 'idle';
};

type Logger = { level: string; log: (message: string, level?: string) => void };
type ContextModule = {
  config: Record<string, unknown>;
  sessions: Map<string, RtmpSession>;
  broadcasts: Map<string, RtmpBroadcast>;
  eventEmitter: import('node:events').EventEmitter;
};

const context = require('node-media-server/src/core/context.js') as ContextModule;
const logger = require('node-media-server/src/core/logger.js') as Logger;
const RtmpSessionClass = require('node-media-server/src/session/rtmp_session.js') as new (socket: Socket) => RtmpSession;
const BaseSessionClass = require('node-media-server/src/session/base_session.js') as new () => RtmpSession;

/** The library keeps one registry per process, so one ingest runs per process. */
export const rtmpContext = context;

/**
 * The library's own settings: nothing may play a stream over RTMP from outside (its play check
 * wants a URL signed with a secret nobody is given; our packagers subscribe from inside, which
 * it does not check), and publishing is checked by Lectern on its prePublish event.
 */
context.config = { auth: { play: true, publish: false, secret: randomBytes(32).toString('hex') } };

/** The library prints to the console; its lines go to `sink` instead (the ingest scrubs and levels them). */
export function routeLibraryLog(sink: (level: string, message: string) => void): void {
  logger.log = (message: string, level = 'info') => sink(level, message);
}

/** A connection taken by the ingest's own server: the library reads and answers it from here on. */
export function acceptRtmpConnection(socket: Socket): RtmpSession {
  const session = new RtmpSessionClass(socket);
  session.run?.();
  context.sessions.set(session.id, session);
  return session;
}

/** A subscriber inside this process that receives a stream as FLV (protocol 'flv', no address). */
export function flvSubscriber(streamPath: string, write: (buffer: Buffer) => void): RtmpSession {
  const session = new BaseSessionClass();
  session.protocol = 'flv';
  session.ip = '';
  session.streamPath = streamPath;
  session.sendBuffer = write;
  return session;
}
