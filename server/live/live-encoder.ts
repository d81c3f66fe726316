import { LIVE_PLAYLIST_SEGMENTS, LIVE_SEGMENT_S } from '../../src/constants';
import { ROAD_TYPE, type RoadType } from '../db/schema/recordings';
import { MASTER_PLAYLIST, masterPlaylist, renditionPlaylistPath, type Rendition } from '../media/hls';
import { OVERLAY_BOX, findOverlayFont } from '../media/overlay-font';
import type { ScratchFolder } from '../storage/scratch-folder';
import { timeCodeFilters } from './time-code';

/**
 * The demo campus's classroom encoder: for a lesson that is live, ffmpeg makes a moving test
 * picture per road (teacher camera with a tone, screen, student camera) with the road's name,
 * a wall clock and a machine-readable time code (time-code.ts) drawn in, and writes each as
 * live HLS: 1 s segments, a sliding playlist of the last few, program date-times for measuring
 * the delay. ffmpeg writes as it goes, so a feed is a scratch folder of this process's own
 * (docs/media-store.md "Scratch space"), never stored media. Layout of a feed folder:
 *   road-1/{master.m3u8, 360p/index.m3u8, 360p/seg-00000.ts …}, road-2/…, road-3/…
 * One rendition per road: three live encodes already use a good share of a small server.
 */

export type LiveRoadSpec = { roadType: RoadType; name: string; source: string; toneHz: number | null };

/** 16 frames a second: a whole number of frames (8) in each half-second segment, each starting on a key frame. */
const FPS = 16;
export const LIVE_RENDITION: Rendition = { name: '360p', width: 640, height: 360, videoKbps: 700, audioKbps: 64 };
const SIZE = `size=${LIVE_RENDITION.width}x${LIVE_RENDITION.height}:rate=${FPS}`;

export const LIVE_ROADS: readonly LiveRoadSpec[] = [
  { roadType: ROAD_TYPE.teacherCamera, name: 'Teacher camera', source: `testsrc2=${SIZE}`, toneHz: 440 },
  { roadType: ROAD_TYPE.screen, name: 'Screen', source: `smptehdbars=${SIZE}`, toneHz: null },
  { roadType: ROAD_TYPE.studentCamera, name: 'Student camera', source: `testsrc2=${SIZE},lutyuv=u=negval:v=negval`, toneHz: null },
];

export const liveRoadDir = (index: number) => `road-${index + 1}`;

/** The master playlist of road `index` inside a feed folder. */
export const liveMasterPath = (index: number) => `${liveRoadDir(index)}/${MASTER_PLAYLIST}`;
export const liveMediaPlaylistPath = (index: number) => `${liveRoadDir(index)}/${renditionPlaylistPath(LIVE_RENDITION)}`;

/** Road name (top right: testsrc2 draws its own clock top left) and a wall clock, so the delay can be read off the picture. */
function overlay(font: string | undefined, index: number): string {
  if (!font) return 'null';
  return [
    `drawtext=fontfile=${font}:textfile=${liveRoadDir(index)}.txt:fontsize=24:x=w-tw-24:y=20:${OVERLAY_BOX}`,
    `drawtext=fontfile=${font}:textfile=clock.txt:fontsize=28:x=24:y=h-56:${OVERLAY_BOX}`,
  ].join(',');
}

/** ffmpeg arguments for every road of one feed, run with the feed folder as working directory. */
export function liveEncoderArgs(roads: readonly LiveRoadSpec[] = LIVE_ROADS, font = findOverlayFont()): string[] {
  const pictures = roads.flatMap((road) => ['-re', '-f', 'lavfi', '-i', road.source]);
  const tones = roads.flatMap((road) =>
    road.toneHz === null ? [] : ['-re', '-f', 'lavfi', '-i', `sine=frequency=${road.toneHz}:beep_factor=4:sample_rate=48000`],
  );
  const filters = roads.map((_, i) => `[${i}:v]${overlay(font, i)},${timeCodeFilters(FPS)},format=yuv420p[v${i}]`).join(';');
  const r = LIVE_RENDITION;
  let tone = roads.length;
  const outputs = roads.flatMap((road, i) => {
    const audio = road.toneHz === null ? [] : ['-map', `${tone++}:a`, '-c:a', 'aac', '-b:a', `${r.audioKbps}k`, '-ac', '2'];
    return [
      '-map',
      `[v${i}]`,
      ...audio,
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
      `${r.videoKbps}k`,
      '-maxrate',
      `${Math.round(r.videoKbps * 1.1)}k`,
      '-bufsize',
      `${r.videoKbps}k`,
      // A key frame at every segment boundary, so each segment starts playable.
      '-g',
      String(FPS * LIVE_SEGMENT_S),
      '-keyint_min',
      String(FPS * LIVE_SEGMENT_S),
      '-sc_threshold',
      '0',
      '-f',
      'hls',
      '-hls_time',
      String(LIVE_SEGMENT_S),
      '-hls_list_size',
      String(LIVE_PLAYLIST_SEGMENTS),
      '-hls_flags',
      'delete_segments+program_date_time+independent_segments+omit_endlist',
      '-hls_segment_filename',
      `${liveRoadDir(i)}/${r.name}/seg-%05d.ts`,
      liveMediaPlaylistPath(i),
    ];
  });
  return [...pictures, ...tones, '-filter_complex', filters, ...outputs];
}

/** Empties `feed` and writes what the encoder and the players need before the first segment. */
export async function prepareFeedDir(feed: ScratchFolder, roads: readonly LiveRoadSpec[] = LIVE_ROADS): Promise<void> {
  await feed.discard();
  await feed.make(...roads.map((_, i) => `${liveRoadDir(i)}/${LIVE_RENDITION.name}`));
  await feed.write('clock.txt', 'LIVE %{localtime:%H\\:%M\\:%S}');
  for (const [i, road] of roads.entries()) {
    await feed.write(`${liveRoadDir(i)}.txt`, road.name);
    await feed.write(liveMasterPath(i), masterPlaylist([LIVE_RENDITION], road.toneHz !== null));
  }
}
