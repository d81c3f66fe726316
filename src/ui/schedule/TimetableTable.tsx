import type { CurriculumLesson, LessonSlot } from '../../schemas/schedule';
import { formatDate, formatWeekday } from '../i18n/format';
import { useI18n } from '../i18n/i18n-context';
import { rem } from '../scaling/rem';
import { styled } from '../theme/stitches';
import { TimetableLesson } from './TimetableLesson';
import { sameLocalDay } from './schedule-weeks';
import { timetableGrid } from './timetable-grid';

const Scroller = styled('div', { overflowX: 'auto', borderRadius: '$md', border: '1px solid $border', backgroundColor: '$surface' });

const Table = styled('table', { width: '100%', minWidth: rem(980), borderCollapse: 'collapse', tableLayout: 'fixed' });

const DayHead = styled('th', {
  padding: `${rem(10)} ${rem(8)}`,
  borderBottom: '1px solid $border',
  backgroundColor: '#fafbfc',
  color: '$textMuted',
  fontSize: rem(14),
  fontWeight: 600,
  textAlign: 'center',
  variants: { today: { true: { backgroundColor: '$primaryLight', color: '$primaryText', boxShadow: 'inset 0 -3px 0 $colors$primary' } } },
});

const SlotHead = styled('th', {
  width: rem(96),
  padding: `${rem(6)} ${rem(8)}`,
  borderBottom: '1px solid #eef0f2',
  color: '$textMuted',
  fontSize: rem(13),
  fontWeight: 600,
  textAlign: 'left',
  verticalAlign: 'top',
});

const Cell = styled('td', {
  height: rem(44),
  padding: rem(4),
  borderBottom: '1px solid #eef0f2',
  borderLeft: '1px solid #eef0f2',
  verticalAlign: 'top',
  variants: { today: { true: { backgroundColor: 'rgba(22, 119, 255, 0.04)' } } },
});

const SlotTime = styled('span', { display: 'block', fontWeight: 400 });

type Props = { days: readonly Date[]; today: Date; slots: readonly LessonSlot[]; lessons: readonly CurriculumLesson[] };

/** The week: the day's slots down, Monday to Sunday across, today marked. */
export function TimetableTable({ days, today, slots, lessons }: Props) {
  const { t, language } = useI18n();
  const grid = timetableGrid(lessons, slots);
  const isToday = days.map((day) => sameLocalDay(day, today));
  return (
    <Scroller>
      <Table data-testid="timetable">
        <thead>
          <tr>
            <DayHead scope="col" css={{ width: rem(96) }}>
              {t('schedule.slotColumn')}
            </DayHead>
            {days.map((day, i) => (
              <DayHead
                key={day.getTime()}
                scope="col"
                today={isToday[i]}
                aria-current={isToday[i] ? 'date' : undefined}
                data-testid="timetable-day"
                data-today={isToday[i]}
              >
                {formatWeekday(i, language)}
                <SlotTime>
                  {formatDate(day, language, 'dayMonth')}
                  {isToday[i] && ` · ${t('schedule.today')}`}
                </SlotTime>
              </DayHead>
            ))}
          </tr>
        </thead>
        <tbody>
          {slots.map((slot) => (
            <tr key={slot.letiNumber}>
              <SlotHead scope="row">
                {t('schedule.slot', { n: slot.letiNumber })}
                <SlotTime>
                  {slot.beginTime}–{slot.endTime}
                </SlotTime>
              </SlotHead>
              {grid.days.map((day, i) => {
                if (day.covered.has(slot.letiNumber)) return null;
                const block = day.blocks.get(slot.letiNumber);
                return (
                  <Cell key={i} today={isToday[i]} rowSpan={block?.span ?? 1}>
                    {block?.lessons.map((lesson) => (
                      <TimetableLesson key={lesson.courId} lesson={lesson} />
                    ))}
                  </Cell>
                );
              })}
            </tr>
          ))}
          {grid.hasOffSlot && (
            <tr>
              <SlotHead scope="row">{t('schedule.offSlot')}</SlotHead>
              {grid.days.map((day, i) => (
                <Cell key={i} today={isToday[i]}>
                  {day.offSlot.map((lesson) => (
                    <TimetableLesson key={lesson.courId} lesson={lesson} />
                  ))}
                </Cell>
              ))}
            </tr>
          )}
        </tbody>
      </Table>
    </Scroller>
  );
}
