import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CaptureRoadType } from '../../../schemas/capture';
import { CAPTURE_ROOMS, captureRoomQuery, changeRoad, type RoadChange } from './capture-api';

/**
 * One change to one road. The answer is the room as it now is: it replaces the open room's
 * cached answer at once (no second call), and the list's signals are read again.
 */
export function useRoadChange(clroId: string, roadType: CaptureRoadType, onDone: (change: RoadChange) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: RoadChange) => changeRoad(clroId, roadType, change),
    onSuccess: async (room, change) => {
      queryClient.setQueryData(captureRoomQuery(clroId).queryKey, room);
      onDone(change);
      await queryClient.invalidateQueries({ queryKey: [CAPTURE_ROOMS, 'list'] });
    },
  });
}
