import type { CaptureRoadSummary, CaptureRoadType } from '../../../schemas/capture';
import { useI18n } from '../../i18n/i18n-context';
import { Badge } from '../../kit/badge';
import { roadLabel } from '../../shared/road-label';

export type SignalState = 'receiving' | 'none' | 'notSetUp';

const TONES = { receiving: 'success', none: 'warning', notSetUp: 'neutral' } as const;
const WORDS = { receiving: 'capture.signal.receiving', none: 'capture.signal.none', notSetUp: 'capture.signal.notSetUp' } as const;

export const signalStateOf = (road: Pick<CaptureRoadSummary, 'signal'> | undefined): SignalState =>
  road === undefined ? 'notSetUp' : road.signal.receiving ? 'receiving' : 'none';

/** A road's state in a small pill, named by its road: "Teacher camera: receiving". */
export function SignalBadge({ roadType, road }: { roadType: CaptureRoadType; road: CaptureRoadSummary | undefined }) {
  const { t } = useI18n();
  const state = signalStateOf(road);
  return (
    <Badge tone={TONES[state]} size="small" data-road-type={roadType} data-state={state}>
      {t('capture.signal.roadState', { road: roadLabel(t, { roadType, name: '' }), state: t(WORDS[state]) })}
    </Badge>
  );
}
