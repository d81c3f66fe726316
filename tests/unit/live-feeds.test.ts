import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, expect, it, vi } from 'vitest';
import { LIVE_ROADS, liveMediaPlaylistPath } from '../../server/live/live-encoder';
import { LIVE_VIEWER_TIMEOUT_MS, LiveFeedsFull, createLiveFeeds, type LiveFeeds } from '../../server/live/live-feeds';

/**
 * The live origin's life cycle with the real encoder (one road, to stay cheap): started by the
 * first viewer, shared by the next, stopped once its last viewer has left or when the lesson
 * ends, started afresh after that, at most `maxEncoders` at once, and all stopped on shutdown.
 * Time moves on an injected clock, so no test waits out a timeout.
 */
let feeds: LiveFeeds | null = null;
afterEach(() => feeds?.close());

const HOUR = 3_600_000;
let now = Date.now();
const clock = () => new Date(now);
const advance = (ms: number) => (now += ms);
const lessonEnd = () => new Date(now + HOUR);

function make(maxEncoders = 4) {
  feeds = createLiveFeeds({
    rootDir: mkdtempSync(join(tmpdir(), 'lectern-live-')),
    clock,
    maxEncoders,
    sweepMs: 50,
    roads: LIVE_ROADS.slice(0, 1),
  });
  return feeds;
}

it('starts one encoder per lesson on the first request and shares it with the next viewers', async () => {
  const origin = make();
  const [first, second] = await Promise.all([origin.open('cour-a', lessonEnd()), origin.open('cour-a', lessonEnd())]);
  expect(second).toBe(first);
  expect(existsSync(join(first, liveMediaPlaylistPath(0)))).toBe(true);
  expect(origin.running()).toEqual(['cour-a']);
  await origin.close();
  expect(origin.running()).toEqual([]);
  expect(existsSync(first)).toBe(false);
});

it('stops a feed once its last viewer has left, and starts it afresh for the next viewer', async () => {
  const origin = make();
  const dir = await origin.open('cour-b', lessonEnd());
  advance(LIVE_VIEWER_TIMEOUT_MS + 1);
  await vi.waitFor(() => expect(origin.running()).toEqual([]));
  await vi.waitFor(() => expect(existsSync(dir)).toBe(false));
  expect(await origin.open('cour-b', lessonEnd())).toBe(dir);
  expect(origin.running()).toEqual(['cour-b']);
  expect(existsSync(join(dir, liveMediaPlaylistPath(0)))).toBe(true);
});

it("stops a feed when its lesson's end has passed on the application clock", async () => {
  const origin = make();
  await origin.open('cour-c', lessonEnd());
  expect(origin.running()).toEqual(['cour-c']);
  advance(HOUR);
  await vi.waitFor(() => expect(origin.running()).toEqual([]));
});

it('runs at most maxEncoders at once: another lesson is refused until a feed loses its viewers', async () => {
  const origin = make(1);
  const dir = await origin.open('cour-d', lessonEnd());
  await expect(origin.open('cour-e', lessonEnd())).rejects.toBeInstanceOf(LiveFeedsFull);
  // Its viewer keeps asking, just within the timeout each time: the feed stays and keeps its place.
  advance(LIVE_VIEWER_TIMEOUT_MS - 1_000);
  expect(await origin.open('cour-d', lessonEnd())).toBe(dir);
  advance(LIVE_VIEWER_TIMEOUT_MS - 1_000);
  await expect(origin.open('cour-e', lessonEnd())).rejects.toMatchObject({ maxEncoders: 1 });
  expect(origin.running()).toEqual(['cour-d']);
  // Then the viewer leaves: the next lesson's first viewer gets the encoder at once.
  advance(2_000);
  const next = await origin.open('cour-e', lessonEnd());
  expect(origin.running()).toEqual(['cour-e']);
  expect(existsSync(join(next, liveMediaPlaylistPath(0)))).toBe(true);
  await vi.waitFor(() => expect(existsSync(dir)).toBe(false));
});

it('keeps lesson ids that are not plain names out of the folder path', async () => {
  const origin = make();
  const dir = await origin.open('../../escape', lessonEnd());
  expect(dir.startsWith(origin.rootDir)).toBe(true);
  expect(dir).not.toContain('..');
});
