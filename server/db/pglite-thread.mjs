// The embedded database on a thread of its own (docs/scaling.md "PGlite off the event loop"): PGlite
// runs WebAssembly synchronously, so on the main thread every query held up video segments, static
// files and the event streams. Plain JavaScript because a worker thread gets no TypeScript loader
// (tsx's hooks do not reach workers on Node 20); the main side is server/db/pglite-proxy.ts, which
// declares every message this file reads and writes.
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { btree_gin } from '@electric-sql/pglite/contrib/btree_gin';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';

/**
 * PGlite 0.5.16 instantiates each extension's library (a WebAssembly side module) while the module
 * starts, before its allocator runs, through Emscripten's preload plugin. Now and then pg_trgm then
 * started with its comparison pointer unset (CMPTRGM, which PostgreSQL 18 initialises to a chooser
 * replaced on its first call): the backend's first trigram comparison faulted, "null function or
 * function signature mismatch", and the backend died. Measured on this machine: 3 opens in 40
 * faulted (19 in one whole test run, once three in a row); with `noWasmDecoding`, which leaves each
 * library to be loaded by PostgreSQL's own dlopen on first use, its memory from the running
 * allocator, 0 in 160, two opening at once. docs/search.md "PGlite and pg_trgm".
 */
const loadOnFirstUse = {
  name: 'load side modules on first use',
  setup: async (_pg, emscriptenOpts) => ({ emscriptenOpts: { ...emscriptenOpts, noWasmDecoding: true } }),
};

/**
 * Each extension's library called once before the thread says it is ready: loading it here keeps
 * that off a user's first search, and should a library still fault on its first call, it does so
 * here, where the main side opens the database again on a new thread (pglite-proxy.ts), instead of
 * in a user's search. pg_trgm through a similarity, btree_gin through its index of the lesson texts.
 */
const WARM_UP = [
  `select similarity('linaer algebra', 'linear algebra'), word_similarity('xxds', '线性代数|xxds'), 'ab' % 'abc'`,
  `begin; set local enable_seqscan = off;
   select count(*) from lesson_texts where source_id = '' and terms @@ 'warm'::tsquery; commit`,
];

const port = parentPort;
if (!port) throw new Error('pglite-thread.mjs runs as a worker thread');

const { dataPath, migrationsFolder, loadDataDir, warmUp = WARM_UP } = workerData;

/** What a PostgreSQL error carries besides its message (code, detail, constraint…), for the error handler. */
function serialiseError(error) {
  if (!(error instanceof Error)) return { message: String(error), fields: {} };
  const fields = {};
  for (const [key, value] of Object.entries(error)) {
    if (value === undefined || typeof value === 'function' || typeof value === 'object') continue;
    fields[key] = value;
  }
  return { message: error.message, fields };
}

/** drizzle hands PGlite identity parsers (keep dates as text); functions cannot cross threads, type ids can. */
function queryOptions(rowMode, textTypes) {
  const options = {};
  if (rowMode) options.rowMode = rowMode;
  if (textTypes?.length) options.parsers = Object.fromEntries(textTypes.map((type) => [type, (value) => value]));
  return options;
}

const transactions = new Map();
let nextTransaction = 1;
const unlisteners = new Map();

/**
 * PGlite 0.5 runs each protocol message in a loop that swallows every exception but PostgreSQL's
 * own error jump and calls the backend again (electric-sql/pglite#1058): a backend that died (its
 * exit, a WebAssembly fault) is called forever, the thread at 100 % and every query waiting, as
 * pg_trgm's first comparison did before `loadOnFirstUse` (docs/search.md "PGlite and pg_trgm"). Here the
 * first such exception is kept and passed off as that jump, whose handler then throws it, so the
 * statement fails, the thread says why and stops, and the server sees its database gone instead
 * of waiting for ever. Answers the exception once it happened.
 */
function failFast(client) {
  const mod = client.mod;
  const loopOnce = mod._PostgresMainLoopOnce;
  const longJump = mod._PostgresMainLongJmp;
  const jump = () => ({ status: client.POSTGRES_MAIN_LONGJMP });
  let fatal = null;
  mod._PostgresMainLoopOnce = (...args) => {
    if (fatal !== null) throw jump();
    try {
      return loopOnce(...args);
    } catch (error) {
      if (error?.status === client.POSTGRES_MAIN_LONGJMP) throw error;
      fatal = error instanceof Error ? error : new Error(`the database backend stopped (${JSON.stringify(error)})`);
      throw jump();
    }
  };
  mod._PostgresMainLongJmp = (...args) => {
    if (fatal !== null) throw fatal;
    return longJump(...args);
  };
  return () => fatal;
}

async function open() {
  // A tarball of an already migrated database skips initdb, which is most of an in-memory start.
  const client = await PGlite.create(dataPath, {
    extensions: { btree_gin, pg_trgm, loadOnFirstUse },
    ...(loadDataDir ? { loadDataDir: new Blob([loadDataDir]) } : {}),
  });
  // From the first statement on: a backend that dies migrating fails the open instead of spinning.
  const died = failFast(client);
  try {
    await migrate(drizzle(client), { migrationsFolder });
    for (const statement of warmUp) await client.exec(statement);
  } catch (error) {
    throw Object.assign(died() ?? error, { retry: died() !== null });
  }
  return { client, died };
}

/** The connection a request runs on: an open transaction's, or the database's own. */
function target(client, tx) {
  if (tx === undefined) return client;
  const open = transactions.get(tx);
  if (!open) throw new Error(`transaction ${tx} is not open`);
  return open.tx;
}

function beginTransaction(client) {
  const id = nextTransaction++;
  return new Promise((began, failed) => {
    const open = {};
    // Settles when the main thread commits or rolls back; until then PGlite holds other queries back.
    open.done = client
      .transaction(
        (tx) =>
          new Promise((commit, rollback) => {
            Object.assign(open, { tx, commit, rollback });
            transactions.set(id, open);
            began(id);
          }),
      )
      .finally(() => transactions.delete(id));
    open.done.catch(failed);
  });
}

async function endTransaction(id, commit) {
  const open = transactions.get(id);
  if (!open) throw new Error(`transaction ${id} is not open`);
  const done = open.done;
  if (commit) open.commit();
  else open.rollback(new Error('rolled back'));
  try {
    await done;
  } catch (error) {
    if (commit) throw error;
  }
}

async function handle(client, request) {
  switch (request.op) {
    case 'query': {
      const result = await target(client, request.tx).query(request.text, request.params, queryOptions(request.rowMode, request.textTypes));
      return { rows: result.rows, fields: result.fields, affectedRows: result.affectedRows };
    }
    case 'exec': {
      const results = await target(client, request.tx).exec(request.text);
      return results.map((result) => ({ rows: result.rows, fields: result.fields, affectedRows: result.affectedRows }));
    }
    case 'begin':
      return beginTransaction(client);
    case 'commit':
      return endTransaction(request.tx, true);
    case 'rollback':
      return endTransaction(request.tx, false);
    case 'listen': {
      const unlisten = await client.listen(request.channel, (payload) =>
        port.postMessage({ kind: 'notify', channel: request.channel, payload }),
      );
      unlisteners.set(request.listener, unlisten);
      return null;
    }
    case 'unlisten': {
      await unlisteners.get(request.listener)?.();
      unlisteners.delete(request.listener);
      return null;
    }
    case 'dump': {
      const tarball = await client.dumpDataDir('none');
      return new Uint8Array(await tarball.arrayBuffer());
    }
    case 'close':
      await client.close();
      return null;
    default:
      throw new Error(`unknown request ${request.op}`);
  }
}

open().then(
  ({ client, died }) => {
    port.on('message', (request) => {
      handle(client, request).then(
        (result) => port.postMessage({ kind: 'reply', id: request.id, result }),
        (error) => {
          port.postMessage({ kind: 'reply', id: request.id, error: serialiseError(error) });
          // The backend is gone: nothing more can be answered here.
          if (died() !== null) {
            port.postMessage({ kind: 'died', error: serialiseError(died()) });
            process.exit(1);
          }
        },
      );
    });
    port.postMessage({ kind: 'ready' });
  },
  (error) => {
    port.postMessage({ kind: 'failed', error: serialiseError(error), retry: error?.retry === true });
    // A dead backend keeps nothing worth closing; the main side opens the database again.
    if (error?.retry === true) process.exit(1);
  },
);
