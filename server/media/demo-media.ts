import { ROAD_TYPE, type RoadType } from '../db/schema/recordings';
import { mediaKey, type MediaStore } from '../storage';
import { newWorkFolder, type ScratchFolder } from '../storage/scratch-folder';
import { runFfmpeg } from './ffmpeg';
import { HLS_RENDITIONS, MASTER_PLAYLIST, hlsOutputArgs, ladderFilter, masterPlaylist } from './hls';
import { findOverlayFont, OVERLAY_BOX } from './overlay-font';
import { toWebVtt } from './webvtt';

/**
 * Real, playable demo recordings made with ffmpeg's test sources (DESIGN.md §2): a few short
 * clips, each with a camera road and a screen road as two-rendition HLS, a poster and captions.
 * Demo lessons share these clips. ffmpeg makes each in a work folder of the media store's scratch,
 * published whole once made (docs/media-store.md). Keys in the store:
 *   demo/clip-1/{poster.jpg, captions.vtt, road-1/{master.m3u8, 360p/…, 720p/…}, road-2/…}
 */

export type DemoRoadSpec = { roadType: RoadType; name: string; source: string };
export type DemoClipSpec = { id: string; title: string; durationS: number; toneHz: number; roads: DemoRoadSpec[] };

/** A clip as the seed stores it: every path a key in the media store. */
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

async function encodeRoad(work: ScratchFolder, spec: DemoClipSpec, index: number, font: string | undefined, say: Log) {
  const road = spec.roads[index]!;
  const dir = roadDir(index);
  const textFile = `${dir}.txt`;
  await work.write(textFile, road.name);
  await work.make(...HLS_RENDITIONS.map((r) => `${dir}/${r.name}`));
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
    cwd: work.path,
    onProgress: (outS) => {
      const quarter = Math.min(4, Math.floor((outS / spec.durationS) * 4));
      if (quarter > reported) {
        reported = quarter;
        say(`road ${index + 1}/${spec.roads.length} ${quarter * 25}%`);
      }
    },
  });
  await work.write(`${dir}/${MASTER_PLAYLIST}`, masterPlaylist());
}

async function writePoster(work: ScratchFolder, spec: DemoClipSpec, font: string | undefined) {
  const road = spec.roads[0]!;
  await work.write('poster.txt', road.name);
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
    { cwd: work.path },
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

/** The texts ffmpeg draws, in the work folder only. */
const TEXT_FILES = (spec: DemoClipSpec) => ['title.txt', 'poster.txt', ...spec.roads.map((_, i) => `${roadDir(i)}.txt`)];

const isComplete = async (store: MediaStore, spec: DemoClipSpec) => {
  const clip = demoClipLayout(spec);
  const keys = [clip.posterPath, clip.captionsPath, ...clip.roads.map((road) => road.hlsPath)];
  return (await Promise.all(keys.map((key) => store.exists(key)))).every(Boolean);
};

/**
 * Stores one clip under `demo/<spec.id>` unless it is already there. It is made in a work folder
 * and published at the end, so an interrupted run never leaves half a clip in the store (the
 * work folder it leaves goes with the stale ones, scratch-folder.ts).
 */
export async function generateClip(store: MediaStore, spec: DemoClipSpec, log: Log = () => {}): Promise<'generated' | 'present'> {
  if (await isComplete(store, spec)) return 'present';
  const work = await newWorkFolder(store);
  try {
    const font = findOverlayFont();
    await work.write('title.txt', spec.title);
    for (let i = 0; i < spec.roads.length; i++) await encodeRoad(work, spec, i, font, log);
    await writePoster(work, spec, font);
    await work.write('captions.vtt', captions(spec));
    for (const name of TEXT_FILES(spec)) await work.delete(name);
    await store.publish(work.path, mediaKey(DEMO_MEDIA_DIR, spec.id));
    return 'generated';
  } catch (err) {
    await work.discard();
    throw err;
  }
}

/** Stores every demo clip under `demo/` (skipping those present) and describes them. */
export async function generateDemoMedia(store: MediaStore, log: Log = () => {}): Promise<DemoClip[]> {
  // Work folders an interrupted run left inside demo/ before work moved to scratch: never completed.
  const leftovers = new Set(
    (await store.list(DEMO_MEDIA_DIR)).map((key) => key.split('/')[1]!).filter((name) => /^\.clip-.*\.tmp-\d+$/.test(name)),
  );
  for (const name of leftovers) await store.deletePrefix(mediaKey(DEMO_MEDIA_DIR, name));
  for (const [i, spec] of DEMO_CLIPS.entries()) {
    const label = `media: clip ${i + 1}/${DEMO_CLIPS.length}`;
    const started = Date.now();
    const outcome = await generateClip(store, spec, (line) => log(`${label} ${line}`));
    log(outcome === 'present' ? `${label} already present` : `${label} ready in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }
  return DEMO_CLIPS.map(demoClipLayout);
}
