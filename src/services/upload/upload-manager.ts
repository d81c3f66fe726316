import { createActor, fromPromise, type Actor } from 'xstate';
import { UPLOAD_STATUS_POLL_MS } from '../../constants';
import {
  uploadFileMachine,
  type HashInput,
  type SendFileInput,
  type UploadFinished,
  type UploadResponse,
  type UploadToast,
} from '../../machines/upload-file.machine';
import type { UploadEvent } from '../../schemas/upload';
import type { ChunkSender, PreTest } from './chunk-sender';
import type { ComputeOptions } from './compute-identifier';
import { laterStatus, machineEventOf, serverStatusOf, type ServerStatus } from './server-status';
import { firstChunkQuery } from './status-poll';
import type { RememberedUpload, UploadMemory } from './upload-memory';
import { REMEMBERED_ACTIONS, TRANSFERRING, UNFINISHED, actionsOf, statusOf, type UploadRow, type UploadSnapshot } from './upload-row';
import { targetKey, type UploadTargetParams } from './upload-target';

/**
 * The uploader panel's files, one per page (created in src/app/wire-session.ts): one uploadFile
 * actor per file, with its edge supplied here (the hash worker, the chunk sender, the toast,
 * the memory of unfinished uploads), the server's word on merging and transcoding fed to it by
 * the server's upload id, and the panel's own state (open, collapsed, finished count). A file is
 * its identifier and its target together: the same file sent to two lessons is two lines, two
 * uploads on the server, and neither hears the other's progress.
 */
export type UploadPanelState = { rows: readonly UploadRow[]; open: boolean; collapsed: boolean; finished: number };

/** A file the server has made into a recording or resource (the machine's success callback). */
export type FinishedUpload = UploadFinished & { target: UploadTargetParams };

export type UploadManagerDeps = {
  sender: Pick<ChunkSender, 'send'>;
  pretest: PreTest;
  memory: UploadMemory;
  computeIdentifier: (file: File, options: ComputeOptions) => Promise<string>;
  showToast: (toast: UploadToast) => void;
  /** The signed-in user's id, whose memory the file joins; null when nobody is. */
  currentUserId: () => string | null;
  now?: () => number;
  pollMs?: number;
};

type LiveEntry = {
  kind: 'live';
  file: File;
  target: UploadTargetParams;
  /** The server's upload, once a chunk call has named it: its events are this line's. */
  uploadId: string | null;
  actor: Actor<typeof uploadFileMachine>;
  row: UploadRow;
  poll: ReturnType<typeof setInterval> | null;
};
type RememberedEntry = { kind: 'remembered'; upload: RememberedUpload; row: UploadRow };
type Entry = LiveEntry | RememberedEntry;

const rememberedRow = (id: string, upload: RememberedUpload): UploadRow => ({
  id,
  name: upload.name,
  size: upload.size,
  target: upload.target,
  identifier: upload.identifier,
  status: 'remembered',
  progress: 0,
  reason: null,
  can: REMEMBERED_ACTIONS,
});

const warn = (what: string) => (error: unknown) => console.warn(`uploads: ${what}`, error);

const sameTarget = (a: UploadTargetParams, b: UploadTargetParams) => targetKey(a) === targetKey(b);

/** The server's upload a chunk call's answer is about. */
const uploadIdOf = (data: unknown): string | null => {
  const upload = typeof data === 'object' && data !== null ? (data as { upload?: { id?: unknown } | null }).upload : null;
  return typeof upload?.id === 'string' ? upload.id : null;
};

export function createUploadManager(deps: UploadManagerDeps) {
  const now = deps.now ?? Date.now;
  const pollMs = deps.pollMs ?? UPLOAD_STATUS_POLL_MS;
  let entries: Entry[] = [];
  let open = false;
  let collapsed = false;
  let finished = 0;
  /** Whose remembered uploads the panel lists (undefined: not asked yet). */
  let shownFor: string | null | undefined;
  let nextId = 1;
  /** What the server last said about each upload, by its id: events may come before the answer naming it. */
  const serverStatus = new Map<string, ServerStatus>();
  const listeners = new Set<() => void>();
  const finishedListeners = new Set<(done: FinishedUpload) => void>();
  let state: UploadPanelState = { rows: [], open, collapsed, finished };

  const publish = () => {
    state = { rows: entries.map((entry) => entry.row), open, collapsed, finished };
    for (const listener of listeners) listener();
  };
  const live = () => entries.filter((entry): entry is LiveEntry => entry.kind === 'live');
  const byId = (id: string) => entries.find((entry) => entry.row.id === id);

  const stopPoll = (entry: LiveEntry) => {
    if (entry.poll !== null) clearInterval(entry.poll);
    entry.poll = null;
  };
  const remove = (entry: Entry) => {
    if (entry.kind === 'live') stopPoll(entry);
    entries = entries.filter((other) => other !== entry);
    // Nothing left to show: the panel closes rather than stay open on 'finished 0 / 0'.
    if (entries.length === 0) {
      open = false;
      collapsed = false;
      finished = 0;
    }
  };
  const forget = (identifier: string, target: UploadTargetParams) => {
    const userId = deps.currentUserId();
    if (userId !== null) deps.memory.forget(userId, identifier, target).catch(warn('could not forget an upload'));
  };

  /** Feeds what the server last said about the file to its machine (it ignores what does not apply). */
  const applyServerStatus = (entry: LiveEntry) => {
    const known = entry.uploadId === null ? undefined : serverStatus.get(entry.uploadId);
    const event = known === undefined ? null : machineEventOf(known);
    if (event !== null) entry.actor.send(event);
  };
  const record = (uploadId: string, next: ServerStatus) => {
    serverStatus.set(uploadId, laterStatus(serverStatus.get(uploadId), next));
    for (const entry of live()) if (entry.uploadId === uploadId) applyServerStatus(entry);
  };

  /** Should an event of the stream be missed (a reconnect), the first chunk's pre-test tells the row's state. */
  const startPoll = (entry: LiveEntry) => {
    const identifier = entry.row.identifier;
    if (entry.poll !== null || identifier === null) return;
    entry.poll = setInterval(() => {
      deps
        .pretest(firstChunkQuery(entry.file, identifier, entry.target))
        .then((answer) => {
          const status = serverStatusOf(answer);
          const uploadId = uploadIdOf(answer);
          if (status !== null && uploadId !== null) record(uploadId, status);
        })
        .catch(warn('could not ask how a file is processed'));
    }, pollMs);
  };

  const onSnapshot = (entry: LiveEntry, snapshot: UploadSnapshot) => {
    const before = entry.row.status;
    const status = statusOf(snapshot);
    const { identifier, progress, reason } = snapshot.context;
    entry.row = { ...entry.row, identifier, status, progress, reason, can: actionsOf(snapshot) };
    if (status === 'cancelled') remove(entry);
    else if (status === 'merging' || status === 'transcoding') startPoll(entry);
    else stopPoll(entry);
    publish();
    if (status === 'merging' && before !== 'merging') applyServerStatus(entry);
  };

  /**
   * The identifier, and which upload of the same file to the same target it continues: a
   * remembered one, or one still in the panel, which then goes on in place of this line. The
   * same file bound elsewhere is another upload.
   */
  const hashOf = async (entry: LiveEntry, signal: AbortSignal): Promise<string> => {
    const onProgress = (share: number) => entry.actor.send({ type: 'upload.hashProgress', progress: share });
    const identifier = await deps.computeIdentifier(entry.file, { onProgress, signal });
    const twin = live().find(
      (other) =>
        other !== entry &&
        other.row.identifier === identifier &&
        sameTarget(other.target, entry.target) &&
        UNFINISHED.includes(other.row.status),
    );
    if (twin !== undefined) {
      if (twin.row.can.resume) twin.actor.send({ type: 'upload.resume' });
      if (twin.row.can.retry) twin.actor.send({ type: 'upload.retry' });
      queueMicrotask(() => entry.actor.send({ type: 'upload.cancel' }));
      return new Promise<never>((_, reject) => signal.addEventListener('abort', () => reject(signal.reason)));
    }
    const remembered = entries.find(
      (other): other is RememberedEntry =>
        other.kind === 'remembered' && other.upload.identifier === identifier && sameTarget(other.upload.target, entry.target),
    );
    if (remembered !== undefined) {
      remove(remembered);
      publish();
    }
    return identifier;
  };

  const sendOf = async (entry: LiveEntry, identifier: string, signal: AbortSignal): Promise<UploadResponse> => {
    const userId = deps.currentUserId();
    if (userId !== null) {
      const { name, size } = entry.file;
      deps.memory
        .remember({ userId, identifier, name, size, target: entry.target, addedAt: now() })
        .catch(warn('could not remember an upload'));
    }
    const onProgress = (share: number) => entry.actor.send({ type: 'upload.chunkProgress', progress: share });
    const response = await deps.sender.send({ file: entry.file, identifier, target: entry.target, onProgress, signal });
    const status = serverStatusOf(response.data);
    entry.uploadId = uploadIdOf(response.data);
    if (status !== null && entry.uploadId !== null) serverStatus.set(entry.uploadId, laterStatus(serverStatus.get(entry.uploadId), status));
    return response;
  };

  const start = (file: File, target: UploadTargetParams) => {
    const row: UploadRow = {
      id: `upload-${nextId++}`,
      name: file.name,
      size: file.size,
      target,
      identifier: null,
      status: 'md5',
      progress: 0,
      reason: null,
      can: REMEMBERED_ACTIONS,
    };
    const entry = { kind: 'live', file, target, uploadId: null, row, poll: null } as Omit<LiveEntry, 'actor'> as LiveEntry;
    const machine = uploadFileMachine.provide({
      actors: {
        computeHash: fromPromise<string, HashInput>(({ signal }) => hashOf(entry, signal)),
        sendFile: fromPromise<UploadResponse, SendFileInput>(({ input, signal }) => sendOf(entry, input.identifier, signal)),
      },
      actions: {
        showToast: (_, toast) => deps.showToast(toast),
        cancelUpload: (_, { identifier }) => {
          if (identifier !== null) forget(identifier, entry.target);
        },
        runSuccessCallback: (_, done) => {
          forget(done.identifier, entry.target);
          for (const listener of finishedListeners) listener({ ...done, target: entry.target });
        },
        countFinished: () => {
          finished += 1;
        },
      },
    });
    entry.actor = createActor(machine, { input: { name: file.name, size: file.size } });
    entries.push(entry);
    entry.actor.subscribe((snapshot) => onSnapshot(entry, snapshot));
    entry.actor.start();
  };

  /** Stops every file of the page and empties the panel (another user, or the session ended). */
  const reset = () => {
    for (const entry of live()) {
      stopPoll(entry);
      entry.actor.stop();
    }
    entries = [];
    finished = 0;
    open = false;
    collapsed = false;
  };

  const send = (id: string, type: 'upload.pause' | 'upload.resume' | 'upload.retry') => {
    const entry = byId(id);
    if (entry?.kind === 'live') entry.actor.send({ type });
  };

  return {
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    snapshot: (): UploadPanelState => state,
    /** Runs after each file's success, e.g. to load again the lists it joins. */
    whenFinished(listener: (done: FinishedUpload) => void): () => void {
      finishedListeners.add(listener);
      return () => finishedListeners.delete(listener);
    },
    /** Adds files to the panel and opens it; each is hashed, then sent. */
    add(files: readonly File[], target: UploadTargetParams): void {
      for (const file of files) start(file, target);
      open = true;
      collapsed = false;
      publish();
    },
    open(): void {
      open = true;
      publish();
    },
    setCollapsed(value: boolean): void {
      collapsed = value;
      publish();
    },
    /** Closes the panel: every file still in it is cancelled (the caller asked first, SPEC §8). */
    close(): void {
      for (const entry of live()) if (entry.row.can.cancel) entry.actor.send({ type: 'upload.cancel' });
      reset();
      publish();
    },
    pause: (id: string) => send(id, 'upload.pause'),
    resume: (id: string) => send(id, 'upload.resume'),
    retry: (id: string) => send(id, 'upload.retry'),
    cancel(id: string): void {
      const entry = byId(id);
      if (entry?.kind === 'live') return void entry.actor.send({ type: 'upload.cancel' });
      if (entry === undefined) return;
      forget(entry.upload.identifier, entry.upload.target);
      remove(entry);
      publish();
    },
    /** An `upload` event of the session's stream (docs/uploads.md "Progress"). */
    serverEvent(event: UploadEvent): void {
      record(event.uploadId, { status: event.status, progress: event.progress, reason: event.reason });
    },
    /** Lists the user's remembered uploads as paused; another user's files leave the panel. */
    async showRemembered(userId: string | null): Promise<void> {
      if (userId === shownFor) return;
      if (shownFor !== undefined) reset();
      shownFor = userId;
      if (userId === null) return publish();
      const remembered = await deps.memory.list(userId).catch((error: unknown) => {
        warn('could not read the remembered uploads')(error);
        return [];
      });
      if (shownFor !== userId) return;
      for (const upload of remembered) {
        if (entries.some((entry) => entry.row.identifier === upload.identifier && sameTarget(entry.row.target, upload.target))) continue;
        entries.push({ kind: 'remembered', upload, row: rememberedRow(`upload-${nextId++}`, upload) });
      }
      if (remembered.length > 0) open = true;
      publish();
    },
    /** The session ended: nothing more is sent. */
    stopAll(): void {
      reset();
      shownFor = undefined;
      publish();
    },
  };
}

export type UploadManager = ReturnType<typeof createUploadManager>;

/** The page is reading or sending a file: leaving it would stop that. */
export const isTransferring = (state: UploadPanelState) => state.rows.some((row) => TRANSFERRING.includes(row.status));

/** Files a close of the panel would cancel (SPEC §8 asks first). */
export const hasUnfinished = (state: UploadPanelState) => state.rows.some((row) => UNFINISHED.includes(row.status));
