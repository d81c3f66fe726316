import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { CAPTURE_ROAD_TYPES, type CaptureRoadType } from '../../../schemas/capture';
import { useI18n } from '../../i18n/i18n-context';
import { DialogActions, DialogFrame } from '../../kit/dialog';
import { answerOf, refusalOf } from '../../shared/refusal';
import { roadLabel } from '../../shared/road-label';
import type { MessageKey } from '../../i18n/messages-en';
import { captureRoomQuery, ROOM_REFRESH_MS, refreshEvery, type RoadChange } from './capture-api';
import { Notice } from '../admin-styles';
import { RoadGrid, Status } from './capture-styles';
import { RoadCard } from './RoadCard';

const DONE = {
  push: 'capture.done.push',
  pull: 'capture.done.pull',
  regenerate: 'capture.done.regenerated',
  revoke: 'capture.done.revoked',
  remove: 'capture.done.removed',
} as const satisfies Record<RoadChange['kind'], MessageKey>;

/**
 * One classroom's capture settings: its three road types side by side. The room is read again
 * every ROOM_REFRESH_MS while the dialog is open, so the signal is live; what a change did is
 * read out (role="status") as well as shown.
 */
export function RoomDialog({ clroId, onClose }: { clroId: string; onClose: () => void }) {
  const { t } = useI18n();
  const answer = answerOf(useQuery({ ...captureRoomQuery(clroId), refetchInterval: refreshEvery(ROOM_REFRESH_MS) }), refusalOf);
  const [said, setSaid] = useState<{ roadType: CaptureRoadType; kind: RoadChange['kind'] } | null>(null);
  const room = answer.status === 'ready' ? answer.value : null;
  const done = (roadType: CaptureRoadType, change: RoadChange) => setSaid({ roadType, kind: change.kind });
  return (
    <DialogFrame
      title={room === null ? t('capture.list.open') : t('capture.room.title', { room: room.clroName })}
      description={room === null ? undefined : t('capture.room.where', { building: room.building, campus: room.campName })}
      width="wide"
      testId="capture-room-dialog"
      onClose={onClose}
    >
      {answer.status === 'forbidden' && (
        <Notice tone="danger" role="alert">
          {t('capture.forbidden')}
        </Notice>
      )}
      {answer.status === 'missing' && (
        <Notice tone="danger" role="alert">
          {t('capture.room.missing')}
        </Notice>
      )}
      {answer.status === 'failed' && (
        <Notice tone="danger" role="alert">
          {t('capture.loadFailed')}
        </Notice>
      )}
      <Status role="status" data-testid="capture-room-status">
        {said === null ? '' : t(DONE[said.kind], { road: roadLabel(t, { roadType: said.roadType, name: '' }) })}
      </Status>
      {room !== null && (
        <RoadGrid data-room-id={room.clroId}>
          {CAPTURE_ROAD_TYPES.map((roadType) => (
            <RoadCard
              key={roadType}
              clroId={room.clroId}
              roadType={roadType}
              road={room.roads.find((road) => road.roadType === roadType)}
              onDone={done}
            />
          ))}
        </RoadGrid>
      )}
      <DialogActions closeLabel={t('capture.room.close')} />
    </DialogFrame>
  );
}
