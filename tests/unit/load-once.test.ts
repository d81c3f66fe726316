import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { lazyLogStore } from '../../src/services/log/lazy-log-store';
import { loadOnce } from '../../src/services/load-once';

/** Code the first page does not need, loaded on first use (issue 19 "Compress"). */
describe('loadOnce', () => {
  it('loads on the first call only and shares the result', async () => {
    let loads = 0;
    const load = loadOnce(async () => ({ n: ++loads }));
    expect(loads).toBe(0);
    const [a, b] = await Promise.all([load(), load()]);
    expect(a).toBe(b);
    expect(await load()).toBe(a);
    expect(loads).toBe(1);
  });

  it('tries again after a failed load', async () => {
    let tries = 0;
    const load = loadOnce(async () => {
      tries += 1;
      if (tries === 1) throw new Error('chunk did not arrive');
      return 'loaded';
    });
    await expect(load()).rejects.toThrow('chunk did not arrive');
    expect(await load()).toBe('loaded');
    expect(tries).toBe(2);
  });
});

describe('lazyLogStore', () => {
  it('writes and reads through the Dexie store it loads on first use', async () => {
    const store = lazyLogStore();
    const now = Date.now();
    await store.write([{ username: 'student01', timestamp: now, windowId: '/#/home', type: 'api', message: 'lazy' }]);
    const found = await store.query({ text: 'lazy' });
    expect(found.map((entry) => entry.message)).toContain('lazy');
    expect(await store.types()).toContain('api');
  });
});
