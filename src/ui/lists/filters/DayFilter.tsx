import { useQuery } from '@tanstack/react-query';
import { formatDate } from '../../i18n/format';
import { useI18n } from '../../i18n/i18n-context';
import { DAY_MS, dayName, todayBegin } from '../server-day';
import { serverClockQuery, serverTimeOf } from '../server-time-api';
import { Chip, Choices, FilterLabel, FilterRow } from '../../kit/filter-styles';

/** The days the live list offers around today (SPEC §3 liveForm.currentTime, 0 = today). */
export const LIVE_DAY_OFFSETS = [-2, -1, 0, 1, 2, 3, 4] as const;

type Props = { currentTime: number; onPick: (offsetDays: number) => void };

/** Yesterday, today, tomorrow by name, other days by date; "today" is the server's (SPEC §7). */
export function DayFilter({ currentTime, onPick }: Props) {
  const { t, language } = useI18n();
  const today = todayBegin(serverTimeOf(useQuery(serverClockQuery()).data), new Date());
  const label = (offset: number) => {
    const name = dayName(offset);
    return name === 'date' ? formatDate(today + offset * DAY_MS, language, 'weekdayDayMonth') : t(`day.${name}`);
  };
  return (
    <FilterRow>
      <FilterLabel>{t('filter.day')}</FilterLabel>
      <Choices data-testid="filter-day">
        {LIVE_DAY_OFFSETS.map((offset) => (
          <Chip
            key={offset}
            type="button"
            selected={offset === currentTime}
            aria-pressed={offset === currentTime}
            onClick={() => onPick(offset)}
          >
            {label(offset)}
          </Chip>
        ))}
      </Choices>
    </FilterRow>
  );
}
