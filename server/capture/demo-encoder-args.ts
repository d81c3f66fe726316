import { ROAD_TYPE, type RoadType } from '../db/schema/recordings';
import { OVERLAY_BOX } from '../media/overlay-font';
import { ROAD_NAMES } from './road-names';
import { timeCodeFilters } from './time-code';

/**
 * What the demo campus's classroom encoders send (docs/capture.md "The demo campus"): per road a
 * moving test picture with the road's name, a wall clock and a machine-readable time code drawn
 * in (time-code.ts), a tone on the teacher camera and silence on the others, pushed over RTMP as
 * a real classroom box would: H.264 with a key frame every half second, AAC audio. A road sent
 * anywhere else (the UDP feed of a demo RTSP server, demo-rtsp-server.ts) goes as MPEG-TS.
 */
/** 16 frames a second: 8 frames, from a key frame, in each half-second segment. */
export const DEMO_FPS = 16;
const WIDTH = 640;
const HEIGHT = 360;
const VIDEO_KBPS = 600;
const SIZE = `size=${WIDTH}x${HEIGHT}:rate=${DEMO_FPS}`;

type Picture = { name: string; source: string; toneHz: number | null };

export const DEMO_PICTURES: Record<RoadType, Picture> = {
  [ROAD_TYPE.teacherCamera]: { name: ROAD_NAMES[ROAD_TYPE.teacherCamera], source: `testsrc2=${SIZE}`, toneHz: 440 },
  [ROAD_TYPE.screen]: { name: ROAD_NAMES[ROAD_TYPE.screen], source: `smptehdbars=${SIZE}`, toneHz: null },
  [ROAD_TYPE.studentCamera]: {
    name: ROAD_NAMES[ROAD_TYPE.studentCamera],
    source: `testsrc2=${SIZE},lutyuv=u=negval:v=negval`,
    toneHz: null,
  },
};

export type DemoRoad = { roadType: RoadType; url: string };

/** The text files the pictures draw, named inside the encoder's working folder. */
export const roadNameFile = (roadType: RoadType) => `road-${roadType}.txt`;
export const CLOCK_FILE = 'clock.txt';
export const CLOCK_TEXT = 'LIVE %{localtime:%H\\:%M\\:%S}';

/** Road name (top right: testsrc2 draws its own clock top left) and a wall clock, so the delay can be read off the picture. */
function overlay(font: string | undefined, roadType: RoadType): string {
  if (!font) return 'null';
  return [
    `drawtext=fontfile=${font}:textfile=${roadNameFile(roadType)}:fontsize=24:x=w-tw-24:y=20:${OVERLAY_BOX}`,
    `drawtext=fontfile=${font}:textfile=${CLOCK_FILE}:fontsize=28:x=24:y=h-56:${OVERLAY_BOX}`,
  ].join(',');
}

/** ffmpeg arguments for one classroom's encoder: every road of the room, each sent to its own address. */
export function demoEncoderArgs(roads: readonly DemoRoad[], font: string | undefined, options: { seconds?: number } = {}): string[] {
  // A classroom sends until stopped; tests and the bench ask for a few seconds.
  const input = (source: string) => [
    '-re',
    ...(options.seconds === undefined ? [] : ['-t', String(options.seconds)]),
    '-f',
    'lavfi',
    '-i',
    source,
  ];
  const pictures = roads.flatMap((road) => input(DEMO_PICTURES[road.roadType].source));
  const sounds = roads.flatMap((road) => {
    const tone = DEMO_PICTURES[road.roadType].toneHz;
    const source =
      tone === null ? 'anullsrc=sample_rate=48000:channel_layout=stereo' : `sine=frequency=${tone}:beep_factor=4:sample_rate=48000`;
    return input(source);
  });
  const filters = roads
    .map((road, i) => `[${i}:v]${overlay(font, road.roadType)},${timeCodeFilters(DEMO_FPS)},format=yuv420p[v${i}]`)
    .join(';');
  const keyInterval = String(DEMO_FPS / 2);
  const outputs = roads.flatMap((road, i) => [
    '-map',
    `[v${i}]`,
    '-map',
    `${roads.length + i}:a`,
    '-c:v',
    'libx264',
    '-preset',
    'ultrafast',
    '-tune',
    'zerolatency',
    '-profile:v',
    'high',
    '-level',
    '3.1',
    '-b:v',
    `${VIDEO_KBPS}k`,
    '-maxrate',
    `${Math.round(VIDEO_KBPS * 1.1)}k`,
    '-bufsize',
    `${VIDEO_KBPS}k`,
    '-g',
    keyInterval,
    '-keyint_min',
    keyInterval,
    '-sc_threshold',
    '0',
    '-c:a',
    'aac',
    '-b:a',
    '64k',
    '-ac',
    '2',
    '-f',
    road.url.startsWith('rtmp') ? 'flv' : 'mpegts',
    road.url,
  ]);
  return [...pictures, ...sounds, '-filter_complex', filters, ...outputs];
}
