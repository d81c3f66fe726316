import { ROAD_TYPE, type RoadType } from '../db/schema/recordings';
import { mediaKey, type MediaStore } from '../storage';
import { newWorkFolder, type ScratchFolder } from '../storage/scratch-folder';
import { runFfmpeg } from './ffmpeg';
import { HLS_RENDITIONS, MASTER_PLAYLIST, hlsOutputArgs, ladderFilter, masterPlaylist } from './hls';
import { DATA_STRUCTURES_DECK, LINEAR_ALGEBRA_DECK, SIGNALS_DECK } from './demo-slides';
import { cjkFontInstalled, findOverlayFont, OVERLAY_BOX } from './overlay-font';
import { drawDeck, type DeckSlide } from './slide-deck';
import type { Cue } from './webvtt';

/**
 * Real, playable demo recordings made with ffmpeg's test sources (DESIGN.md §2): a few short
 * clips, each with a camera road and a screen road as two-rendition HLS, a poster and captions
 * (cues the seed stores as a published caption track, demoCaptionCues). The screen road shows a
 * slide deck in Chinese and English (demo-slides.ts), whose text the seed keeps as the slide job would.
 * Demo lessons share these clips. ffmpeg makes each in a work folder of the media store's scratch,
 * published whole once made (docs/media-store.md). Keys in the store:
 *   demo/clip-1/{poster.jpg, road-1/{master.m3u8, 360p/…, 720p/…}, road-2/…}
 */

export type DemoRoadSpec = {
  roadType: RoadType;
  name: string;
  /** A lavfi source; for a road with slides, what it shows where they cannot be drawn (no CJK font). */
  source: string;
  slides?: readonly DeckSlide[];
};
export type DemoClipSpec = { id: string; title: string; durationS: number; toneHz: number; roads: DemoRoadSpec[] };

/** A clip as the seed stores it: every path a key in the media store. */
export type DemoClip = {
  id: string;
  title: string;
  durationS: number;
  posterPath: string;
  /** What the clip's teacher says, in English: the seed makes it a person's published caption track. */
  captions: Cue[];
  roads: { roadType: RoadType; name: string; hlsPath: string }[];
};

export const DEMO_MEDIA_DIR = 'demo';
const FPS = 25;
const DEMO_CLIP_S = 40;
const FRAME = '1280x720';
const SIZE = `${FRAME}:rate=${FPS}`;

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
      { roadType: ROAD_TYPE.screen, name: 'Screen', source: `smptehdbars=size=${SIZE}`, slides: SIGNALS_DECK },
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
      { roadType: ROAD_TYPE.screen, name: 'Screen', source: `pal75bars=size=${SIZE}`, slides: LINEAR_ALGEBRA_DECK },
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
      { roadType: ROAD_TYPE.screen, name: 'Screen', source: `smptebars=size=${SIZE}`, slides: DATA_STRUCTURES_DECK },
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
    captions: demoCaptionCues(spec),
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

/**
 * What a road shows, with the text files its drawing reads (written into the work folder): its
 * slides, or its source under the title, road name and running time. Slides get no such overlay:
 * Tesseract would read it into every slide, and a running clock changes the picture every second,
 * which the slide reader's scene detection takes for slide changes (lesson-text/slide-changes.ts).
 */
async function roadPicture(work: ScratchFolder, road: DemoRoadSpec, dir: string, font: string | undefined, say: Log) {
  const slides = road.slides && cjkFontInstalled() ? road.slides : null;
  if (road.slides && !slides) say(`${road.name}: no CJK font (Debian's fonts-noto-cjk), a test pattern instead of slides`);
  const drawing = slides ? drawDeck(slides, { size: FRAME, fps: FPS, filePrefix: `${dir}-` }) : null;
  const files = drawing?.files ?? [{ name: `${dir}.txt`, text: road.name }];
  for (const file of files) await work.write(file.name, file.text);
  return {
    source: drawing?.source ?? road.source,
    filter: drawing?.filter ?? overlayFilter(font, files[0]!.name),
    files: files.map((file) => file.name),
  };
}

async function encodeRoad(work: ScratchFolder, spec: DemoClipSpec, index: number, font: string | undefined, say: Log) {
  const road = spec.roads[index]!;
  const dir = roadDir(index);
  const picture = await roadPicture(work, road, dir, font, say);
  await work.make(...HLS_RENDITIONS.map((r) => `${dir}/${r.name}`));
  const ladder = ladderFilter('[base]');
  const args = [
    '-t',
    String(spec.durationS),
    '-f',
    'lavfi',
    '-i',
    picture.source,
    '-t',
    String(spec.durationS),
    '-f',
    'lavfi',
    '-i',
    `sine=frequency=${spec.toneHz}:beep_factor=4:sample_rate=48000`,
    '-filter_complex',
    `[0:v]${picture.filter}[base];${ladder.filter}`,
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
  for (const name of picture.files) await work.delete(name);
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

/** Cues to the millisecond, as a caption track keeps them (docs/captions.md). */
export function demoCaptionCues(spec: DemoClipSpec): Cue[] {
  const lines = [
    `Welcome to ${spec.title}.`,
    'Today: definitions first, then a worked example.',
    'Listen for the beep: one every second.',
    'Pause here and try the exercise yourself.',
    'Compare your answer with the screen road.',
    'See you in the next lesson.',
  ];
  const step = spec.durationS / lines.length;
  const millisecond = (seconds: number) => Math.round(seconds * 1000) / 1000;
  return lines.map((text, i) => ({ startS: millisecond(i * step), endS: millisecond((i + 1) * step - 0.2), text }));
}

/** The texts ffmpeg draws, in the work folder only. */
const TEXT_FILES = ['title.txt', 'poster.txt'];

const isComplete = async (store: MediaStore, spec: DemoClipSpec) => {
  const clip = demoClipLayout(spec);
  const keys = [clip.posterPath, ...clip.roads.map((road) => road.hlsPath)];
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
    for (const name of TEXT_FILES) await work.delete(name);
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
