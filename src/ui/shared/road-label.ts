import type { Translate } from '../i18n/translate';

const ROAD_KEYS = { 1: 'player.road.1', 2: 'player.road.2', 3: 'player.road.3' } as const;

/**
 * A road's name in the viewer's language by its type (DESIGN.md §3 "road"); a type the
 * catalogue does not know keeps the name the server gave it.
 */
export function roadLabel(t: Translate, road: { roadType: number; name: string }): string {
  const key = ROAD_KEYS[road.roadType as keyof typeof ROAD_KEYS];
  return key === undefined ? road.name : t(key);
}
