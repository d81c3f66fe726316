// The embedded database on a thread of its own (docs/scaling.md "PGlite off the event loop"): PGlite
// runs WebAssembly synchronously, so on the main thread every query held up video segments, static
// files and the event streams. Plain JavaScript because a worker thread gets no TypeScript loader
// (tsx's hooks do not reach workers on Node 20); the main side is server/db/pglite-proxy.ts, which
// declares every message this file reads and writes.
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';

const port = parentPort;
if (!port) throw new Error('pglite-thread.mjs runs as a worker thread');

const { dataPath, migrationsFolder, loadDataDir } = workerData;

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

async function open() {
  // A tarball of an already migrated database skips initdb, which is most of an in-memory start.
  const client = await PGlite.create(dataPath, {
    extensions: { pg_trgm },
    ...(loadDataDir ? { loadDataDir: new Blob([loadDataDir]) } : {}),
  });
  await migrate(drizzle(client), { migrationsFolder });
  return client;
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
  (client) => {
    port.on('message', (request) => {
      handle(client, request).then(
        (result) => port.postMessage({ kind: 'reply', id: request.id, result }),
        (error) => port.postMessage({ kind: 'reply', id: request.id, error: serialiseError(error) }),
      );
    });
    port.postMessage({ kind: 'ready' });
  },
  (error) => port.postMessage({ kind: 'failed', error: serialiseError(error) }),
);
