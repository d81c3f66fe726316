import { afterEach, describe, expect, it, vi } from 'vitest';
import { CHUNK_LOAD_TIMEOUT_MS } from '../../src/constants';
import { ChunkLoadError, withChunkTimeout } from '../../src/services/chunk-load';

afterEach(() => {
  vi.useRealTimers();
});

describe("a page's code loading (SPEC §9: 120 s)", () => {
  it('gives up on an attempt after 120 s, tries once more, then fails with ChunkLoadError', async () => {
    vi.useFakeTimers();
    const load = vi.fn(() => new Promise<never>(() => {}));
    const outcome = withChunkTimeout(load)().catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(CHUNK_LOAD_TIMEOUT_MS - 1);
    expect(load).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(load).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(CHUNK_LOAD_TIMEOUT_MS);
    expect(await outcome).toBeInstanceOf(ChunkLoadError);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('a failed request is tried once more and the page loads', async () => {
    const load = vi
      .fn<() => Promise<{ Page: string }>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValueOnce({ Page: 'ok' });
    await expect(withChunkTimeout(load)()).resolves.toEqual({ Page: 'ok' });
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('keeps the network error as the cause', async () => {
    const network = new TypeError('Failed to fetch dynamically imported module');
    const failure = await withChunkTimeout(() => Promise.reject(network))().catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ChunkLoadError);
    expect((failure as ChunkLoadError).cause).toBe(network);
  });
});
