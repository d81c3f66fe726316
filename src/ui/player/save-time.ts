import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { PLAYER_APPLY_ID, SAVE_TIME_RANGE_S, WATCH_RECORD_INTERVAL_MS } from '../../constants';
import { styleEntrySchema } from '../../schemas/shell';
import { apiRequest } from '../../services/http/api';

/**
 * How often the player saves the watch position: the school's SaveTime style entry (seconds),
 * asked with the player's fixed application id (SPEC §3); a missing or unusable value keeps the
 * default. Asked once per page: every recording of the page saves at the same pace.
 */
export function saveIntervalMs(value: string | null): number {
  const seconds = value === null || !/^\d+$/.test(value.trim()) ? Number.NaN : Number(value.trim());
  return seconds >= SAVE_TIME_RANGE_S.min && seconds <= SAVE_TIME_RANGE_S.max ? seconds * 1000 : WATCH_RECORD_INTERVAL_MS;
}

/** The SaveTime interval, asked once and kept for the page's life (staleTime: Infinity). */
export const saveIntervalQuery = () =>
  queryOptions({
    queryKey: ['save-interval'],
    staleTime: Infinity,
    queryFn: async (): Promise<number> => {
      try {
        const answer = await apiRequest('/v1/config/styles', {
          searchParams: { applyId: PLAYER_APPLY_ID, sypaCodes: 'SaveTime' },
          noMessage: true,
        });
        return saveIntervalMs(
          z
            .array(styleEntrySchema)
            .parse(answer)
            .find((entry) => entry.sypaCode === 'SaveTime')?.sypaValue ?? null,
        );
      } catch (error) {
        console.warn('SaveTime could not be loaded', error);
        return WATCH_RECORD_INTERVAL_MS;
      }
    },
  });
