import { DEMO_RTSP_PORT, demoPullUrl, STUDIO_ID_PART } from '../../capture/demo-studio';
import { newStreamKey } from '../../capture/stream-key';
import { CAPTURE_MODE, captureRoads, classrooms, ROAD_TYPE, type RoadType } from '../schema';
import type { SeedContext } from './context';
import { seedId } from './ids';
import { insertAll } from './insert';

/**
 * The demo campus's lecture-capture rooms (docs/capture.md "The demo campus"): one studio per
 * lesson kept live now, each with push roads whose encoders are ffmpeg processes started with
 * `npm start` (server/capture/demo-encoders.ts). The first studio of a school sends all three
 * roads, the others the teacher camera and the screen. Keys are random, never derived from the
 * seed's fixed randomness: a demo's keys are as secret as a campus's. A studio the plan has
 * served over RTSP gets pull roads instead, whose addresses the demo encoders set to the ports
 * their RTSP servers take when they start.
 */
export const studioId = (tenantId: string, n: number) => seedId('clro', tenantId, `${STUDIO_ID_PART}-${n}`);

const roadsOf = (n: number): RoadType[] =>
  n === 1 ? [ROAD_TYPE.teacherCamera, ROAD_TYPE.screen, ROAD_TYPE.studentCamera] : [ROAD_TYPE.teacherCamera, ROAD_TYPE.screen];

/** The studios of the tenant, one per live-now lesson, on its first campus; their ids in order. */
export async function seedCaptureStudios(ctx: SeedContext, campusId: string, count: number): Promise<string[]> {
  const { plan, db, log, now } = ctx;
  const building = plan.buildings[0]!.name;
  const rooms = Array.from({ length: count }, (_, i) => ({
    id: studioId(plan.id, i + 1),
    tenantId: plan.id,
    campusId,
    clroName: `录播室 Studio ${i + 1}`,
    building,
    capacity: 60,
  }));
  await insertAll(db, classrooms, rooms, `capture studios (tenant ${plan.id})`, log);
  const roads = rooms.flatMap((room, i) =>
    roadsOf(i + 1).map((roadType) =>
      plan.pulledStudios.includes(i + 1)
        ? { tenantId: plan.id, clroId: room.id, roadType, mode: CAPTURE_MODE.pull, pullUrl: demoPullUrl(DEMO_RTSP_PORT, roadType) }
        : { tenantId: plan.id, clroId: room.id, roadType, mode: CAPTURE_MODE.push, streamKey: newStreamKey(), keyIssuedAt: now },
    ),
  );
  await insertAll(db, captureRoads, roads, `capture roads (tenant ${plan.id})`, log);
  return rooms.map((room) => room.id);
}
