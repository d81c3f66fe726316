import { mkdtempSync } from 'node:fs';
import { readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, expect, it } from 'vitest';
import { CLOCK_FILE, CLOCK_TEXT, DEMO_PICTURES, demoEncoderArgs, roadNameFile } from '../../server/capture/demo-encoder-args';
import { ROAD_TYPE, type RoadType } from '../../server/db/schema/recordings';
import { runFfmpeg } from '../../server/media/ffmpeg';
import { findOverlayFont } from '../../server/media/overlay-font';
import { latencyMs, readTimeCode } from '../../scripts/bench/time-code';

/**
 * The demo campus's classroom encoder (the app's ffmpeg, its real arguments) burns the wall clock
 * into every road's picture, and the bench's reader gets it back from a decoded frame: the time it
 * reads lies between the encoder starting and the frame being read (with a generous margin: this
 * checks the code means the wall clock, not how fast the machine is).
 */
let dir: string | null = null;
afterEach(async () => {
  if (dir !== null) await rm(dir, { recursive: true, force: true });
});

const MARGIN_MS = 5_000;
const ROADS: RoadType[] = [ROAD_TYPE.teacherCamera, ROAD_TYPE.screen, ROAD_TYPE.studentCamera];

it('carries the wall clock in milliseconds in every road, readable after H.264 at the encoder bit rate', async () => {
  dir = mkdtempSync(join(tmpdir(), 'lectern-time-code-'));
  await writeFile(join(dir, CLOCK_FILE), CLOCK_TEXT);
  for (const roadType of ROADS) await writeFile(join(dir, roadNameFile(roadType)), DEMO_PICTURES[roadType].name);
  const started = Date.now();
  const roads = ROADS.map((roadType) => ({ roadType, url: join(dir!, `road-${roadType}.flv`) }));
  await runFfmpeg(demoEncoderArgs(roads, findOverlayFont(), { seconds: 1 }), { cwd: dir });
  for (const road of roads) {
    const raw = join(dir, `frame-${road.roadType}.rgba`);
    await runFfmpeg(['-i', road.url, '-frames:v', '1', '-f', 'rawvideo', '-pix_fmt', 'rgba', raw]);
    const data = await readFile(raw);
    const read = Date.now();
    const code = readTimeCode({ data, width: 640, height: 360 });
    expect(code, `road ${road.roadType}`).not.toBeNull();
    const age = latencyMs(code!, read);
    expect(age, `road ${road.roadType}: age of the frame when read`).toBeGreaterThanOrEqual(-MARGIN_MS);
    expect(age, `road ${road.roadType}: age of the frame when read`).toBeLessThanOrEqual(read - started + MARGIN_MS);
  }
});
