import { PLAYBACK_RATES } from '../../constants';
import { useI18n } from '../i18n/i18n-context';
import { rem } from '../scaling/rem';
import { styled } from '../theme/stitches';
import { PlayerSelect } from '../kit/player-select';
import { roadLabel } from '../shared/road-label';

export const PlayerControlRow = styled('div', { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: rem(10) });

/** The pill buttons of the control row (roads, screenshot). */
export const PillButton = styled('button', {
  padding: `${rem(6)} ${rem(14)}`,
  borderRadius: rem(16),
  border: '1px solid $border',
  backgroundColor: '$surface',
  color: '$text',
  fontSize: rem(14),
  cursor: 'pointer',
  '&[aria-pressed="true"]': { borderColor: '$primary', backgroundColor: '$primaryLight', color: '$primaryText', fontWeight: 600 },
});

const RateLabel = styled('label', {
  marginLeft: 'auto',
  display: 'flex',
  alignItems: 'center',
  gap: rem(8),
  fontSize: rem(14),
  color: '$textMuted',
});

type Road = { roadId: string; roadType: number; name: string };

/** One button per road (teacher camera, screen, …); the playing one is pressed. */
export function RoadButtons({
  roads,
  current,
  onChoose,
}: {
  roads: readonly Road[];
  current: string | undefined;
  onChoose: (roadId: string) => void;
}) {
  const { t } = useI18n();
  return roads.map((road) => (
    <PillButton
      key={road.roadId}
      type="button"
      aria-pressed={road.roadId === current}
      data-testid={`road-${road.roadType}`}
      onClick={() => onChoose(road.roadId)}
    >
      {roadLabel(t, road)}
    </PillButton>
  ));
}

/** The speed chooser (PLAYBACK_RATES). */
export function RateControl({ rate, onChange }: { rate: number; onChange: (rate: number) => void }) {
  const { t } = useI18n();
  return (
    <RateLabel>
      {t('player.speed')}
      <PlayerSelect value={rate} data-testid="player-rate" onChange={(event) => onChange(Number(event.target.value))}>
        {PLAYBACK_RATES.map((value) => (
          <option key={value} value={value}>{`${value}×`}</option>
        ))}
      </PlayerSelect>
    </RateLabel>
  );
}
