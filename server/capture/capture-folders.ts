import { mediaKey, type MediaKey, type MediaStore } from '../storage';
import { CAPTURE_DIR, scratchFolderIn, type ScratchFolder } from '../storage/scratch-folder';
import type { RoadType } from '../db/schema/recordings';

/**
 * Where a lesson's captured roads are kept (docs/capture.md "Parts"): a folder per road, and in it
 * a part per unbroken feed (`part-001`, `part-002` after the encoder reconnected, the server
 * restarted or another server took the road over). The parts are media, under
 * `.capture/<lesson>/road-<type>/part-<n>/` in the store, read by every web process's live routes
 * and by the recording job; the packager writes them in this process's scratch folder of the same
 * name (on the local driver that is the store's own folder, on S3 they are copied up as they are
 * written: part-sync.ts).
 */
export const captureRoadDir = (courId: string, roadType: RoadType) => `${courId}/road-${roadType}`;
export const partDir = (part: number) => `part-${String(part).padStart(3, '0')}`;
const PART = /^part-(\d{3,})$/;

/** This process's folder the packagers write into (scratch: see above). */
export const captureRoot = (media: MediaStore): ScratchFolder => scratchFolderIn(media, CAPTURE_DIR);

/** The store key of `name` (a part's folder, or a file in it) inside the capture folder. */
export const captureKey = (name: string): MediaKey => mediaKey(CAPTURE_DIR, name);

/** A part's folder, `<lesson>/road-<type>/part-<n>`, inside the capture folder. */
export const partName = (courId: string, roadType: RoadType, part: number) => `${captureRoadDir(courId, roadType)}/${partDir(part)}`;

const partsNamed = (names: readonly string[]) =>
  names
    .map((name) => PART.exec(name))
    .filter((match) => match !== null)
    .map((match) => Number(match[1]))
    .sort((a, b) => a - b);

/** The parts of a road in the store so far, in order. */
export const roadParts = async (media: MediaStore, courId: string, roadType: RoadType): Promise<number[]> =>
  partsNamed(await media.folders(captureKey(captureRoadDir(courId, roadType))));

/**
 * A new part after the road's last one, its local folder made in `root` (this process's). Only
 * the server holding the road's lease (rtmp-ingest.ts) makes parts, so no two make the same one.
 */
export async function nextPart(
  media: MediaStore,
  root: ScratchFolder,
  courId: string,
  roadType: RoadType,
): Promise<{ part: number; dir: string }> {
  // A part this process began that has nothing in the store yet (S3: nothing copied up) counts too.
  const stored = await roadParts(media, courId, roadType);
  const local = partsNamed(await root.list(captureRoadDir(courId, roadType)));
  const part = Math.max(stored.at(-1) ?? 0, local.at(-1) ?? 0) + 1;
  const dir = partName(courId, roadType, part);
  await root.make(dir);
  return { part, dir };
}
