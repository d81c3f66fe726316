import { defaultParseSearch, defaultStringifySearch } from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import { playCenterSearchSchema, playLiveSearchSchema } from '../../src/schemas/search-params';
import { MAIN_ROAD_TYPE, playbackUrl, playbackWindow } from '../../src/ui/playback/playback-address';
import { decideWatch } from '../../src/ui/playback/watch-decision';

const queryOf = (hash: string) => Object.fromEntries(new URLSearchParams(hash.split('?')[1]));

describe('playback windows (SPEC §2)', () => {
  it('opens a recording in a new tab at /play-video with teclId, target=video and the chosen recording', () => {
    const opened = playbackWindow({ kind: 'video', teclId: 'tecl-1-0003', vodId: 'vod-1-0003-08' }, false);
    expect(opened).toEqual({ hash: '#/play-video?teclId=tecl-1-0003&target=video&vodId=vod-1-0003-08', windowName: '_blank' });
  });

  it('carries a start time in whole seconds when one is given', () => {
    const opened = playbackWindow({ kind: 'video', teclId: 't1', vodId: 'v1', startS: 754.8 }, false);
    expect(queryOf(opened.hash)).toEqual({ teclId: 't1', target: 'video', vodId: 'v1', t: '754' });
  });

  it('opens a live lesson at /play-live with courseId, liveId = courseId, teclId, roadType, target=live, named after the course', () => {
    const opened = playbackWindow({ kind: 'live', courseId: 'cour-1-live-1', teclId: 'tecl-1-0001', roadType: 2 }, false);
    expect(opened.hash.startsWith('#/play-live?')).toBe(true);
    expect(queryOf(opened.hash)).toEqual({
      courseId: 'cour-1-live-1',
      liveId: 'cour-1-live-1',
      teclId: 'tecl-1-0001',
      roadType: '2',
      target: 'live',
    });
    expect(opened.windowName).toBe('cour-1-live-1');
  });

  it('uses /play-center for both when the flag is set', () => {
    expect(playbackWindow({ kind: 'video', teclId: 't 1', vodId: 'v1' }, true).hash).toBe('#/play-center?teclId=t+1&target=video&vodId=v1');
    const live = playbackWindow({ kind: 'live', courseId: 'c1', teclId: 't1', roadType: 1 }, true);
    expect(live.hash).toBe('#/play-center?courseId=c1&liveId=c1&teclId=t1&roadType=1&target=live');
    expect(live.windowName).toBe('c1');
  });

  it('builds the address on this page, whatever hash it is on now', () => {
    const here = { origin: 'http://campus.example:8080', pathname: '/', search: '' };
    expect(playbackUrl('#/play-video?teclId=t1&target=video', here)).toBe('http://campus.example:8080/#/play-video?teclId=t1&target=video');
  });
});

describe("the live window's address as the router keeps it", () => {
  // The router validates the query and writes the validated values back into the address.
  const kept = (schema: typeof playLiveSearchSchema | typeof playCenterSearchSchema, hash: string) =>
    defaultStringifySearch(schema.parse(defaultParseSearch(`?${hash.split('?')[1]}`)));

  it.each([
    ['/play-live', playLiveSearchSchema, false],
    ['/play-center', playCenterSearchSchema, true],
  ] as const)('%s keeps roadType=1, a number without quotes', (_path, schema, playCenter) => {
    const opened = playbackWindow({ kind: 'live', courseId: 'cour-1-live-1', teclId: 'tecl-1-0001', roadType: MAIN_ROAD_TYPE }, playCenter);
    const address = kept(schema, opened.hash);
    expect(address).toContain('roadType=1');
    expect(address).not.toContain('%22');
    expect(schema.parse(defaultParseSearch(address)).roadType).toBe(MAIN_ROAD_TYPE);
  });
});

describe('what watching opens', () => {
  const live = { kind: 'live', courseId: 'cour-9', teclId: 'tecl-9' } as const;

  it("refuses without the right to view ('no permission')", () => {
    expect(decideWatch(live, false, { courStatus: 1, hasRecording: false, vodId: null })).toEqual({ kind: 'denied' });
    expect(decideWatch({ kind: 'video', courseId: 'cour-9', teclId: 'tecl-9', vodId: 'vod-9' }, false, null)).toEqual({ kind: 'denied' });
  });

  it('opens a lesson on now live, on the main road', () => {
    expect(decideWatch(live, true, { courStatus: 1, hasRecording: false, vodId: null })).toEqual({
      kind: 'open',
      target: { kind: 'live', courseId: 'cour-9', teclId: 'tecl-9', roadType: MAIN_ROAD_TYPE },
    });
  });

  it("opens that ended lesson's own recording, or says it is not ready", () => {
    expect(decideWatch(live, true, { courStatus: 2, hasRecording: true, vodId: 'vod-9-week8' })).toEqual({
      kind: 'open',
      target: { kind: 'video', teclId: 'tecl-9', vodId: 'vod-9-week8' },
    });
    expect(decideWatch(live, true, { courStatus: 2, hasRecording: false, vodId: null })).toEqual({ kind: 'noRecording' });
  });

  it('says a lesson has not started', () => {
    expect(decideWatch(live, true, { courStatus: 0, hasRecording: false, vodId: null })).toEqual({ kind: 'notStarted' });
  });

  it('opens the chosen recording once viewing is allowed', () => {
    expect(decideWatch({ kind: 'video', courseId: null, teclId: 'tecl-2', vodId: 'vod-2-old' }, true, null)).toEqual({
      kind: 'open',
      target: { kind: 'video', teclId: 'tecl-2', vodId: 'vod-2-old' },
    });
  });
});
