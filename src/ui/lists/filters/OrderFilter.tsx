import { useI18n } from '../../i18n/i18n-context';
import { VIDEO_ORDERS, type VideoOrder } from '../list-queries';
import { Chip, Choices, FilterLabel, FilterRow } from '../../kit/filter-styles';

/** Recordings by popularity or by the newest recording (SPEC §7 ordering pairs hot, time). */
export function OrderFilter({ order, onPick }: { order: VideoOrder; onPick: (order: VideoOrder) => void }) {
  const { t } = useI18n();
  return (
    <FilterRow>
      <FilterLabel>{t('filter.order')}</FilterLabel>
      <Choices data-testid="filter-order">
        {VIDEO_ORDERS.map((candidate) => (
          <Chip
            key={candidate}
            type="button"
            selected={candidate === order}
            aria-pressed={candidate === order}
            onClick={() => onPick(candidate)}
          >
            {t(`filter.order.${candidate}`)}
          </Chip>
        ))}
      </Choices>
    </FilterRow>
  );
}
