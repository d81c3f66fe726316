import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { openPglite, type Database, type SqlExecutor } from '../../server/db/client';

/**
 * The embedded database on its worker thread (server/db/pglite-proxy.ts): what drizzle, the job
 * queue and the relays rely on must hold across the thread boundary, and the event loop must stay
 * free while a query runs.
 */
let database: Database;
/** What is written on stderr until `spy.mockRestore()`, kept instead of printed. */
function captureStderr() {
  const written: string[] = [];
  const spy = vi.spyOn(process.stderr, 'write').mockImplementation((chunk) => (written.push(String(chunk)), true));
  return { written, spy };
}

/** This file's threshold for reporting a statement not answered (30 s in the server). */
const SLOW_MS = 1_500;

beforeAll(async () => {
  database = await openPglite(undefined, { slowStatementMs: SLOW_MS });
  await database.db.execute(sql`create table probe (id int primary key, label text not null)`);
  // Opening and migrating takes a few seconds, more on a loaded machine.
}, 120_000);

afterAll(async () => {
  await database.close();
});

/** drizzle's pglite driver answers execute() with PGlite's `{ rows }`. */
const rowsOf = <R>(result: unknown) => (result as { rows: R[] }).rows;

const labels = async () =>
  rowsOf<{ label: string }>(await database.db.execute(sql`select label from probe order by id`)).map((row) => row.label);

describe('the PGlite thread', () => {
  test('applies the migrations before it answers: the seed tables exist', async () => {
    const rows = rowsOf<{ n: number }>(await database.db.execute(sql`select count(*)::int as n from users`));
    expect(rows[0]?.n).toBe(0);
  });

  test('commits a transaction, and rolls one back when its work throws', async () => {
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`insert into probe values (1, 'kept')`);
    });
    await expect(
      database.db.transaction(async (tx) => {
        await tx.execute(sql`insert into probe values (2, 'lost')`);
        throw new Error('handler failed');
      }),
    ).rejects.toThrow('handler failed');
    expect(await labels()).toEqual(['kept']);
    await database.db.execute(sql`delete from probe`);
  });

  test('keeps a savepoint rollback inside the transaction around it', async () => {
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`insert into probe values (3, 'outer')`);
      await tx
        .transaction(async (inner) => {
          await inner.execute(sql`insert into probe values (4, 'inner')`);
          inner.rollback();
        })
        .catch(() => {});
    });
    expect(await labels()).toEqual(['outer']);
    await database.db.execute(sql`delete from probe`);
  });

  test('holds other queries back until an open transaction ends, so they never see its half', async () => {
    let outside: Promise<string[]> | undefined;
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`insert into probe values (5, 'first')`);
      outside = labels();
      await tx.execute(sql`insert into probe values (6, 'second')`);
    });
    expect(await outside).toEqual(['first', 'second']);
    await database.db.execute(sql`delete from probe`);
  });

  test('passes PostgreSQL error fields through, so a duplicate is a conflict and not a 500', async () => {
    await database.db.execute(sql`insert into probe values (7, 'once')`);
    const failure = await database.db.execute(sql`insert into probe values (7, 'twice')`).catch((error: unknown) => error);
    const codes: unknown[] = [];
    for (let current: unknown = failure; current; current = (current as { cause?: unknown }).cause)
      codes.push((current as { code?: unknown }).code);
    expect(codes).toContain('23505');
    await database.db.execute(sql`delete from probe`);
  });

  test('keeps dates as text, as drizzle asks of PGlite', async () => {
    const rows = rowsOf<{ day: unknown }>(await database.db.execute(sql`select date '2026-03-02' as day`));
    expect(rows[0]?.day).toBe('2026-03-02');
  });

  test('delivers NOTIFY to listeners until they unlisten', async () => {
    const heard: string[] = [];
    const unlisten = await database.listen('probe_channel', (payload) => heard.push(payload));
    await database.db.execute(sql`select pg_notify('probe_channel', 'one')`);
    await expect.poll(() => heard).toEqual(['one']);
    await unlisten();
    await database.db.execute(sql`select pg_notify('probe_channel', 'two')`);
    await database.db.execute(sql`select 1`);
    expect(heard).toEqual(['one']);
  });

  test('runs the job queue raw SQL, and rolls back a failed statement inside BEGIN', async () => {
    if (!('db' in database.jobConnection)) throw new Error('PGlite hands the job queue its connection');
    const executor = database.jobConnection.db;
    await executor.executeSql('BEGIN');
    await expect(executor.executeSql('insert into probe values ($1, $2)', [8, null])).rejects.toThrow();
    const { rows } = await executor.executeSql('select count(*)::int as n from probe');
    expect(rows).toEqual([{ n: 0 }]);
  });

  test('leaves the event loop free while a long query runs on the thread', async () => {
    let turns = 0;
    let running = true;
    const spin = () => {
      turns += 1;
      if (running) setImmediate(spin);
    };
    setImmediate(spin);
    const started = turns;
    await database.db.execute(sql`select count(*) from generate_series(1, 3000000)`);
    running = false;
    // On the main thread the query would run as one synchronous WebAssembly call: no turns at all.
    expect(turns - started).toBeGreaterThan(20);
    // Room for a machine busy with the object-storage and browser files beside this one.
  }, 30_000);

  test('reports a statement not answered within the threshold on stderr, with its text and not its parameters', async () => {
    const { written, spy } = captureStderr();
    try {
      await database.db.execute(sql`select pg_sleep(${(SLOW_MS * 2) / 1000}), ${'a parameter'}::text as kept`);
      await database.db.execute(sql`select 1`);
    } finally {
      spy.mockRestore();
    }
    const reports = written.filter((line) => line.includes('the embedded database has not answered a statement'));
    expect(reports).toHaveLength(1);
    expect(reports[0]).toContain('pg_sleep');
    expect(reports[0]).not.toContain('a parameter');
  });
});

describe('a backend that dies', () => {
  // PGlite 0.5 would call a dead backend for ever (electric-sql/pglite#1058); its own repro: a COPY
  // FROM STDIN through exec(), whose backend exits when the input ends.
  test('fails the statement and every later one, instead of holding them for ever', async () => {
    const doomed = await openPglite(undefined);
    const { written, spy } = captureStderr();
    try {
      await doomed.db.execute(sql`create table probe (id int)`);
      const executor = (doomed.jobConnection as { db: SqlExecutor }).db;
      await expect(executor.executeSql('copy probe from stdin')).rejects.toThrow(/exit\(1\)/);
      // drizzle wraps the driver's error as its cause.
      await expect(doomed.db.execute(sql`select 1`)).rejects.toHaveProperty(
        'cause.message',
        expect.stringMatching(/the embedded database stopped/),
      );
    } finally {
      spy.mockRestore();
      await doomed.close().catch(() => {});
    }
    expect(written.join('')).toContain('lectern: the embedded database stopped');
  }, 120_000);

  // The warm-up (pglite-thread.mjs WARM_UP) exists to meet pg_trgm's first-call fault at the open;
  // here a warm-up that kills the backend every time stands in for it, on a database on disk as
  // `npm start` keeps it: each new thread opens the folder the dead one left.
  test('opens the database again when the backend dies warming up, three times at most, and its folder stays whole', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'lectern-pglite-'));
    try {
      const { written, spy } = captureStderr();
      try {
        const dying = openPglite(folder, { warmUp: ['create table if not exists probe (id int); copy probe from stdin'] });
        await expect(dying).rejects.toThrow(/exit\(1\)/);
      } finally {
        spy.mockRestore();
      }
      expect(written.filter((line) => line.includes('stopped while opening')).length).toBe(2);
      const reopened = await openPglite(folder);
      try {
        const rows = rowsOf<{ n: number }>(await reopened.db.execute(sql`select count(*)::int as n from users`));
        expect(rows[0]?.n).toBe(0);
      } finally {
        await reopened.close();
      }
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  }, 180_000);
});
