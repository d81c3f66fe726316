import { CAPTURE_ROAD_TYPES, type CaptureRoomSummary } from '../../../schemas/capture';
import { useI18n } from '../../i18n/i18n-context';
import { LinkButton, Table } from '../../kit/table';
import { TableScroll } from '../admin-styles';
import { RoadStates } from './capture-styles';
import { SignalBadge } from './SignalBadge';

type Props = { rooms: CaptureRoomSummary[]; loading: boolean; onOpen: (clroId: string) => void };

/** The classrooms of a page with each road's state; no key or address is ever in the list's answer. */
export function RoomList({ rooms, loading, onOpen }: Props) {
  const { t } = useI18n();
  return (
    <TableScroll>
      <Table loading={loading} aria-label={t('capture.list.label')} data-testid="capture-rooms">
        <thead>
          <tr>
            <th scope="col">{t('capture.list.room')}</th>
            <th scope="col">{t('capture.list.building')}</th>
            <th scope="col">{t('capture.list.campus')}</th>
            <th scope="col">{t('capture.list.roads')}</th>
            <th scope="col">{t('capture.list.actions')}</th>
          </tr>
        </thead>
        <tbody>
          {rooms.map((room) => (
            <tr key={room.clroId} data-testid="capture-room" data-room-id={room.clroId}>
              <td>{room.clroName}</td>
              <td>{room.building}</td>
              <td>{room.campName}</td>
              <td>
                <RoadStates>
                  {CAPTURE_ROAD_TYPES.map((roadType) => (
                    <li key={roadType}>
                      <SignalBadge roadType={roadType} road={room.roads.find((road) => road.roadType === roadType)} />
                    </li>
                  ))}
                </RoadStates>
              </td>
              <td>
                <LinkButton
                  type="button"
                  aria-label={t('capture.list.openLabel', { room: room.clroName })}
                  onClick={() => onOpen(room.clroId)}
                  data-testid="capture-room-open"
                >
                  {t('capture.list.open')}
                </LinkButton>
              </td>
            </tr>
          ))}
        </tbody>
      </Table>
    </TableScroll>
  );
}
