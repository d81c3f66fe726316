import type { Db } from '../db/client';
import { ROAD_TYPE, VOD_STATUS, vodRoads, vods } from '../db/schema';
import { MASTER_PLAYLIST } from '../media/hls';
import { POSTER_FILE } from '../media/transcode';

/**
 * A lesson's recording made from one HLS folder (docs/uploads.md "Jobs"): a ready vod with one
 * main teacher-camera road, as the seeded recordings have, so the class's viewers watch it like
 * them. Used by the transcode job (target `recording`) and by attaching a personal resource.
 */
export type NewRecording = {
  /** Chosen by the caller when its folder must be named before the row exists. */
  id?: string;
  tenantId: string;
  teclId: string;
  courId: string | null;
  title: string;
  durationS: number;
  /** The folder under the media root holding master.m3u8 and poster.jpg. */
  mediaPath: string;
};

/** Inserts the vod and its road (run it inside the caller's transaction); answers the vod's id. */
export async function insertRecording(db: Db, recording: NewRecording): Promise<string> {
  const [vod] = await db
    .insert(vods)
    .values({
      ...(recording.id && { id: recording.id }),
      tenantId: recording.tenantId,
      courId: recording.courId,
      teclId: recording.teclId,
      title: recording.title,
      durationS: Math.round(recording.durationS),
      posterUrl: `/media/${recording.mediaPath}/${POSTER_FILE}`,
      status: VOD_STATUS.ready,
    })
    .returning({ id: vods.id });
  await db.insert(vodRoads).values({
    tenantId: recording.tenantId,
    vodId: vod!.id,
    roadType: ROAD_TYPE.teacherCamera,
    name: 'Teacher camera',
    hlsPath: `${recording.mediaPath}/${MASTER_PLAYLIST}`,
    isMain: true,
  });
  return vod!.id;
}
