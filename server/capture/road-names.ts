import { ROAD_TYPE, type RoadType } from '../db/schema/recordings';

/** A road's name by its type, as encoders label them; pages show their own words for each type (src/ui/shared/road-label.ts). */
export const ROAD_NAMES: Record<RoadType, string> = {
  [ROAD_TYPE.teacherCamera]: 'Teacher camera',
  [ROAD_TYPE.screen]: 'Screen',
  [ROAD_TYPE.studentCamera]: 'Student camera',
};
