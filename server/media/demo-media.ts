import { existsSync } from 'node:fs';
import { mkdir, readdir, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { ROAD_TYPE, type RoadType } from '../db/schema/recordings';
import { runFfmpeg } from './ffmpeg';
import { HLS_RENDITIONS, MASTER_PLAYLIST, hlsOutputArgs, ladderFilter, masterPlaylist } from './hls';
import { findOverlayFont, OVERLAY_BOX } from './overlay-font';
import { toWebVtt } from './webvtt';

/**
 * Real, playable demo recordings made with ffmpeg's test sources (DESIGN.md §2): a few short
 * clips, each with a camera road and a screen road as two-rendition HLS, a poster and captions.
 * Demo lessons share these clips. Layout under the media root:
 *   demo/clip-1/{poster.jpg, captions.vtt, road-1/{master.m3u8, 360p/…, 720p/…}, road-2/…}
 */

export type DemoRoadSpec = { roadType: RoadType; name: string; source: string };
export type DemoClipSpec = { id: string; title: string; durationS: number; toneHz: number; roads: DemoRoadSpec[] };

/** A clip as the seed stores it: every path relative to the media root. */
export type DemoClip = {
  id: string;
  title: string;
  durationS: number;
  posterPath: string;
  captionsPath: string;
  roads: { roadType: RoadType; name: string; hlsPath: string }[];
};

export const DEMO_MEDIA_DIR = 'demo';
const FPS = 25;
const DEMO_CLIP_S = 40;
const SIZE = `1280x720:rate=${FPS}`;

/**
 * Sources chosen cheap to encode (YUV test patterns; fractals, cellular automata, RGB sources and
 * hue rotation took up to twice as long), so all three clips take well under a minute.
 */
export const DEMO_CLIPS: readonly DemoClipSpec[] = [
  {
    id: 'clip-1',
    title: 'Lectern demo lesson 1',
    durationS: DEMO_CLIP_S,
    toneHz: 440,
    roads: [
      { roadType: ROAD_TYPE.teacherCamera, name: 'Teacher camera', source: `testsrc2=size=${SIZE}` },
      { roadType: ROAD_TYPE.screen, name: 'Screen', source: `smptehdbars=size=${SIZE}` },
    ],
  },
  {
    id: 'clip-2',
    title: 'Lectern demo lesson 2',
    durationS: DEMO_CLIP_S,
    toneHz: 523,
    roads: [
      // Game of life: computed small and slow, then scaled up.
      {
        roadType: ROAD_TYPE.teacherCamera,
        name: 'Teacher camera',
        source: `life=size=160x90:rate=5:mold=10:ratio=0.1:death_color=#203040:life_color=#40c080,fps=${FPS},scale=1280:720:flags=neighbor`,
      },
      { roadType: ROAD_TYPE.screen, name: 'Screen', source: `pal75bars=size=${SIZE}` },
    ],
  },
  {
    id: 'clip-3',
    title: 'Lectern demo lesson 3',
    durationS: DEMO_CLIP_S,
    toneHz: 659,
    roads: [
      // Chroma inverted: a cheap way to make it look unlike clip 1.
      { roadType: ROAD_TYPE.teacherCamera, name: 'Teacher camera', source: `testsrc2=size=${SIZE},lutyuv=u=negval:v=negval` },
      { roadType: ROAD_TYPE.screen, name: 'Screen', source: `smptebars=size=${SIZE}` },
    ],
  },
];

const roadDir = (index: number) => `road-${index + 1}`;

export function demoClipLayout(spec: DemoClipSpec): DemoClip {
  const base = `${DEMO_MEDIA_DIR}/${spec.id}`;
  return {
    id: spec.id,
    title: spec.title,
    durationS: spec.durationS,
    posterPath: `${base}/poster.jpg`,
    captionsPath: `${base}/captions.vtt`,
    roads: spec.roads.map((r, i) => ({ roadType: r.roadType, name: r.name, hlsPath: `${base}/${roadDir(i)}/${MASTER_PLAYLIST}` })),
  };
}

/** Title, road name and running time drawn over the source; text comes from files in the cwd. */
function overlayFilter(font: string | undefined, roadTextFile: string): string {
  if (!font) return 'null';
  const box = OVERLAY_BOX;
  return [
    `drawtext=fontfile=${font}:textfile=title.txt:fontsize=44:x=48:y=40:${box}`,
    `drawtext=fontfile=${font}:textfile=${roadTextFile}:fontsize=32:x=48:y=116:${box}`,
    `drawtext=fontfile=${font}:text='%{pts\\:hms}':fontsize=40:x=48:y=h-96:${box}`,
  ].join(',');
}

type Log = (line: string) => void;

async function encodeRoad(cwd: string, spec: DemoClipSpec, index: number, font: string | undefined, say: Log) {
  const road = spec.roads[index]!;
  const dir = roadDir(index);
  const textFile = `${dir}.txt`;
  await writeFile(join(cwd, textFile), road.name);
  for (const r of HLS_RENDITIONS) await mkdir(join(cwd, dir, r.name), { recursive: true });
  const ladder = ladderFilter('[base]');
  const args = [
    '-t',
    String(spec.durationS),
    '-f',
    'lavfi',
    '-i',
    road.source,
    '-t',
    String(spec.durationS),
    '-f',
    'lavfi',
    '-i',
    `sine=frequency=${spec.toneHz}:beep_factor=4:sample_rate=48000`,
    '-filter_complex',
    `[0:v]${overlayFilter(font, textFile)}[base];${ladder.filter}`,
    ...HLS_RENDITIONS.flatMap((r, i) => hlsOutputArgs(r, ladder.labels[i]!, '1:a', dir)),
  ];
  let reported = -1;
  await runFfmpeg(args, {
    cwd,
    onProgress: (outS) => {
      const quarter = Math.min(4, Math.floor((outS / spec.durationS) * 4));
      if (quarter > reported) {
        reported = quarter;
        say(`road ${index + 1}/${spec.roads.length} ${quarter * 25}%`);
      }
    },
  });
  await writeFile(join(cwd, dir, MASTER_PLAYLIST), masterPlaylist());
}

async function writePoster(cwd: string, spec: DemoClipSpec, font: string | undefined) {
  const road = spec.roads[0]!;
  await writeFile(join(cwd, 'poster.txt'), road.name);
  const at = Math.min(3, spec.durationS / 2);
  await runFfmpeg(
    [
      '-t',
      String(spec.durationS),
      '-f',
      'lavfi',
      '-i',
      road.source,
      '-vf',
      overlayFilter(font, 'poster.txt'),
      '-ss',
      String(at),
      '-frames:v',
      '1',
      '-q:v',
      '3',
      'poster.jpg',
    ],
    { cwd },
  );
}

function captions(spec: DemoClipSpec): string {
  const lines = [
    `Welcome to ${spec.title}.`,
    'Today: definitions first, then a worked example.',
    'Listen for the beep: one every second.',
    'Pause here and try the exercise yourself.',
    'Compare your answer with the screen road.',
    'See you in the next lesson.',
  ];
  const step = spec.durationS / lines.length;
  return toWebVtt(lines.map((text, i) => ({ startS: i * step, endS: (i + 1) * step - 0.2, text })));
}

const isComplete = (clipDir: string, spec: DemoClipSpec) =>
  existsSync(join(clipDir, 'poster.jpg')) &&
  existsSync(join(clipDir, 'captions.vtt')) &&
  spec.roads.every((_, i) => existsSync(join(clipDir, roadDir(i), MASTER_PLAYLIST)));

/**
 * Writes one clip to `clipsDir/<spec.id>` unless it is already there. Work happens in a temporary
 * sibling directory renamed at the end, so an interrupted run never leaves half a clip behind.
 */
export async function generateClip(clipsDir: string, spec: DemoClipSpec, log: Log = () => {}): Promise<'generated' | 'present'> {
  const finalDir = join(clipsDir, spec.id);
  if (isComplete(finalDir, spec)) return 'present';
  const workDir = join(clipsDir, `.${spec.id}.tmp-${process.pid}`);
  await rm(workDir, { recursive: true, force: true });
  await mkdir(workDir, { recursive: true });
  try {
    const font = findOverlayFont();
    await writeFile(join(workDir, 'title.txt'), spec.title);
    for (let i = 0; i < spec.roads.length; i++) await encodeRoad(workDir, spec, i, font, log);
    await writePoster(workDir, spec, font);
    await writeFile(join(workDir, 'captions.vtt'), captions(spec));
    for (const name of await readdir(workDir)) if (name.endsWith('.txt')) await rm(join(workDir, name));
    await rm(finalDir, { recursive: true, force: true });
    await rename(workDir, finalDir);
    return 'generated';
  } catch (err) {
    await rm(workDir, { recursive: true, force: true });
    throw err;
  }
}

/** Generates every demo clip under `mediaDir/demo` (skipping those present) and describes them. */
export async function generateDemoMedia(mediaDir: string, log: Log = () => {}): Promise<DemoClip[]> {
  const clipsDir = join(mediaDir, DEMO_MEDIA_DIR);
  await mkdir(clipsDir, { recursive: true });
  // Leftovers of an interrupted run (another pid) are never completed: remove them.
  for (const name of await readdir(clipsDir)) {
    if (/^\.clip-.*\.tmp-\d+$/.test(name)) await rm(join(clipsDir, name), { recursive: true, force: true });
  }
  for (const [i, spec] of DEMO_CLIPS.entries()) {
    const label = `media: clip ${i + 1}/${DEMO_CLIPS.length}`;
    const started = Date.now();
    const outcome = await generateClip(clipsDir, spec, (line) => log(`${label} ${line}`));
    log(outcome === 'present' ? `${label} already present` : `${label} ready in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }
  return DEMO_CLIPS.map(demoClipLayout);
}
