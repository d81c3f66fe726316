import type { MediaStore } from '../storage';
import { CAPTURE_DIR, scratchFolderIn, type ScratchFolder } from '../storage/scratch-folder';
import type { RoadType } from '../db/schema/recordings';

/**
 * Where a lesson's captured roads are written (docs/capture.md "Parts"): a folder per road, and
 * in it a part per unbroken feed (`part-001`, `part-002` after the encoder reconnected or the
 * server restarted). Scratch, not media: kept across restarts until the recording is made.
 */
export const captureRoadDir = (courId: string, roadType: RoadType) => `${courId}/road-${roadType}`;
export const partDir = (part: number) => `part-${String(part).padStart(3, '0')}`;
const PART = /^part-(\d{3,})$/;

export const captureRoot = (media: MediaStore): ScratchFolder => scratchFolderIn(media, CAPTURE_DIR);

/** The parts of a road written so far, in order. */
export async function roadParts(root: ScratchFolder, courId: string, roadType: RoadType): Promise<number[]> {
  const names = await root.list(captureRoadDir(courId, roadType));
  return names
    .map((name) => PART.exec(name))
    .filter((match) => match !== null)
    .map((match) => Number(match[1]))
    .sort((a, b) => a - b);
}

/** A new, empty part after the road's last one; its name inside `root`. */
export async function nextPart(root: ScratchFolder, courId: string, roadType: RoadType): Promise<{ part: number; dir: string }> {
  const parts = await roadParts(root, courId, roadType);
  const part = (parts.at(-1) ?? 0) + 1;
  const dir = `${captureRoadDir(courId, roadType)}/${partDir(part)}`;
  await root.make(dir);
  return { part, dir };
}
