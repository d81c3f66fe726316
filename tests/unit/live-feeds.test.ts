import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, expect, it } from 'vitest';
import { LIVE_ROADS, liveMediaPlaylistPath } from '../../server/live/live-encoder';
import { createLiveFeeds, type LiveFeeds } from '../../server/live/live-feeds';

/**
 * The live origin's life cycle with the real encoder (one road, to stay cheap): started by the
 * first viewer, shared by the next, stopped when idle or when the lesson ends, started afresh
 * after that, and all stopped on shutdown.
 */
let feeds: LiveFeeds | null = null;
afterEach(() => feeds?.close());

const soon = (ms: number) => new Date(Date.now() + ms);
const waitFor = async (check: () => boolean, timeoutMs = 5_000) => {
  const until = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > until) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
};

function make(options: { idleStopMs?: number; clock?: () => Date } = {}) {
  feeds = createLiveFeeds({
    rootDir: mkdtempSync(join(tmpdir(), 'lectern-live-')),
    clock: options.clock ?? (() => new Date()),
    idleStopMs: options.idleStopMs ?? 60_000,
    sweepMs: 50,
    roads: LIVE_ROADS.slice(0, 1),
  });
  return feeds;
}

it('starts one encoder per lesson on the first request and shares it with the next viewers', async () => {
  const origin = make();
  const [first, second] = await Promise.all([origin.open('cour-a', soon(60_000)), origin.open('cour-a', soon(60_000))]);
  expect(second).toBe(first);
  expect(existsSync(join(first, liveMediaPlaylistPath(0)))).toBe(true);
  expect(origin.running()).toEqual(['cour-a']);
  await origin.close();
  expect(origin.running()).toEqual([]);
  expect(existsSync(first)).toBe(false);
});

it('stops a feed nobody asks for, and starts it afresh for the next viewer', async () => {
  const origin = make({ idleStopMs: 300 });
  const dir = await origin.open('cour-b', soon(60_000));
  await waitFor(() => origin.running().length === 0);
  await waitFor(() => !existsSync(dir));
  expect(await origin.open('cour-b', soon(60_000))).toBe(dir);
  expect(origin.running()).toEqual(['cour-b']);
});

it("stops a feed when its lesson's end has passed on the application clock", async () => {
  let now = new Date();
  const origin = make({ clock: () => now });
  await origin.open('cour-c', new Date(now.getTime() + 3_600_000));
  expect(origin.running()).toEqual(['cour-c']);
  now = new Date(now.getTime() + 3_600_000);
  await waitFor(() => origin.running().length === 0);
});

it('keeps lesson ids that are not plain names out of the folder path', async () => {
  const origin = make();
  const dir = await origin.open('../../escape', soon(60_000));
  expect(dir.startsWith(origin.rootDir)).toBe(true);
  expect(dir).not.toContain('..');
});
