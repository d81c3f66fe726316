import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { LOG_DB_VERSION } from '../../src/constants';
import { LogDatabase, createLogStore } from '../../src/services/log/log-store';

const entry = (timestamp: number, type: string, extra: Record<string, unknown> = {}) => ({
  username: 'student01',
  timestamp,
  windowId: '/#/home',
  type,
  ...extra,
});

describe('client log store (Dexie)', () => {
  it('opens at database version 2', async () => {
    const db = new LogDatabase(`t-${Math.random()}`);
    await db.open();
    expect(db.verno).toBe(LOG_DB_VERSION);
    db.close();
  });

  it('writes batches, filters by type, text and time, newest first, and exports JSON', async () => {
    const store = createLogStore(new LogDatabase(`t-${Math.random()}`));
    await store.write([
      entry(1000, 'api', { url: '/v1/list/orgas', status: 500, message: 'boom' }),
      entry(2000, 'route', { windowId: '/#/list-live' }),
      entry(3000, 'api', { url: '/authority/me', status: 401, message: 'Invalid token' }),
    ]);
    expect((await store.query()).map((e) => e.timestamp)).toEqual([3000, 2000, 1000]);
    expect((await store.query({ type: 'api' })).map((e) => e.timestamp)).toEqual([3000, 1000]);
    expect((await store.query({ text: 'invalid' })).map((e) => e.url)).toEqual(['/authority/me']);
    expect((await store.query({ from: 1500, to: 2500 })).map((e) => e.type)).toEqual(['route']);
    expect(await store.types()).toEqual(['api', 'route']);
    const exported = JSON.parse(await store.exportJson({ type: 'api' }));
    expect(exported.entries).toHaveLength(2);
  });

  it('deletes entries older than the cutoff', async () => {
    const store = createLogStore(new LogDatabase(`t-${Math.random()}`));
    await store.write([entry(10, 'a'), entry(20, 'a'), entry(30, 'a')]);
    expect(await store.deleteBefore(25)).toBe(2);
    expect((await store.query()).map((e) => e.timestamp)).toEqual([30]);
  });
});
