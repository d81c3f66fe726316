import { useEffect, useRef } from 'react';
import type { DetailSession } from '../../schemas/detail';
import { formatDate, formatTimeRange, formatWeekday } from '../i18n/format';
import { useI18n } from '../i18n/i18n-context';
import { StatusBadge } from '../lists/StatusBadge';
import { rem } from '../scaling/rem';
import { styled } from '../theme/stitches';
import { LessonWatchButton } from './LessonWatchButton';
import { LessonRecordingUpload } from './LessonRecordingUpload';
import { offersRecordingUpload } from './recording-offer';
import { scheduleGrid } from './schedule-grid';

const Scroller = styled('div', {
  maxHeight: rem(640),
  overflowY: 'auto',
  borderRadius: '$md',
  border: '1px solid $border',
  backgroundColor: '$surface',
});

const Table = styled('table', { width: '100%', borderCollapse: 'separate', borderSpacing: 0, tableLayout: 'fixed' });

const HeadCell = styled('th', {
  position: 'sticky',
  top: 0,
  zIndex: 1,
  padding: `${rem(12)} ${rem(14)}`,
  backgroundColor: '#fafbfc',
  borderBottom: '1px solid $border',
  color: '$textMuted',
  fontSize: rem(14),
  fontWeight: 600,
  textAlign: 'left',
});

const WeekCell = styled('th', {
  width: rem(112),
  padding: `${rem(12)} ${rem(14)}`,
  borderBottom: '1px solid #eef0f2',
  fontSize: rem(15),
  fontWeight: 600,
  textAlign: 'left',
  verticalAlign: 'top',
  color: '$text',
  variants: { current: { true: { color: '$primaryText', boxShadow: 'inset 3px 0 0 $colors$primary' } } },
});

const DayCell = styled('td', { padding: rem(8), borderBottom: '1px solid #eef0f2', verticalAlign: 'top' });

const Row = styled('tr', { variants: { current: { true: { backgroundColor: '$primaryLight' } } } });

const Lesson = styled('div', {
  display: 'flex',
  flexDirection: 'column',
  gap: rem(4),
  padding: `${rem(8)} ${rem(10)}`,
  borderRadius: '$sm',
  border: '1px solid transparent',
  fontSize: rem(14),
  '& + &': { marginTop: rem(6) },
  variants: {
    past: { true: { color: '$textMuted' } },
    current: { true: { borderColor: '$primary', backgroundColor: '$surface', boxShadow: '0 2px 8px rgba(31, 35, 41, 0.08)' } },
  },
});

const LessonLine = styled('div', { display: 'flex', alignItems: 'center', gap: rem(8), flexWrap: 'wrap' });

const Strong = styled('span', { fontWeight: 600 });

/**
 * The lesson's date, and beside it the small upload button of a lesson that is over: up there, not
 * after Replay, where it would not fit the column and doubled the row's height (issue 28).
 */
const HeadLine = styled('div', { display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: rem(8), minHeight: rem(28) });

type Props = {
  sessions: readonly DetailSession[];
  teclId: string;
  currentCourId: string | null;
  /** The class's teacher or an administrator: each lesson that is over offers to upload or replace its recording. */
  canUpload: boolean;
  /** The recordings' titles by id, which the question before replacing one names. */
  recordingTitles: ReadonlyMap<string, string>;
};

/** The class's term, week by week (rows) and weekday (columns); the current lesson's week marked and in view. */
export function ScheduleTable({ sessions, teclId, currentCourId, canUpload, recordingTitles }: Props) {
  const { t, language } = useI18n();
  const grid = scheduleGrid(sessions);
  const currentWeek = sessions.find((s) => s.courId === currentCourId)?.weekNo ?? null;
  const scroller = useRef<HTMLDivElement>(null);

  // Long terms scroll inside the table: bring the current week to the top, under the heading row.
  useEffect(() => {
    const box = scroller.current;
    const row = box?.querySelector<HTMLElement>('[data-current-week="true"]');
    const head = box?.querySelector('thead');
    if (box && row && head) box.scrollTop = row.offsetTop - head.offsetHeight;
  }, [currentWeek]);

  return (
    <Scroller ref={scroller} data-testid="schedule">
      <Table>
        <thead>
          <tr>
            <HeadCell css={{ width: rem(112) }}>{t('detail.weekColumn')}</HeadCell>
            {grid.weekdays.map((day) => (
              <HeadCell key={day}>{formatWeekday(day, language)}</HeadCell>
            ))}
          </tr>
        </thead>
        <tbody>
          {grid.weeks.map(({ weekNo, cells }) => {
            const current = weekNo === currentWeek;
            return (
              <Row key={weekNo} current={current} data-current-week={current}>
                <WeekCell scope="row" current={current}>
                  {t('detail.week', { n: weekNo })}
                </WeekCell>
                {cells.map((lessons, i) => (
                  <DayCell key={grid.weekdays[i]}>
                    {lessons.map((session) => (
                      <ScheduleLesson
                        key={session.courId}
                        session={session}
                        teclId={teclId}
                        current={session.courId === currentCourId}
                        canUpload={canUpload}
                        recordingTitle={session.vodId === null ? null : (recordingTitles.get(session.vodId) ?? null)}
                      />
                    ))}
                  </DayCell>
                ))}
              </Row>
            );
          })}
        </tbody>
      </Table>
    </Scroller>
  );
}

type LessonProps = { session: DetailSession; teclId: string; current: boolean; canUpload: boolean; recordingTitle: string | null };

function ScheduleLesson({ session, teclId, current, canUpload, recordingTitle }: LessonProps) {
  const { t, language } = useI18n();
  const slot = session.letiNumber === null ? null : t('detail.period', { n: session.letiNumber });
  return (
    <Lesson
      current={current}
      past={session.courStatus === 2}
      data-testid="schedule-lesson"
      data-cour-id={session.courId}
      data-current={current}
      aria-current={current ? 'true' : undefined}
    >
      <HeadLine>
        <Strong>{[formatDate(session.courBeginTime, language, 'dayMonth'), slot].filter(Boolean).join(' · ')}</Strong>
        {offersRecordingUpload(session, canUpload) && (
          <LessonRecordingUpload session={session} teclId={teclId} recordingTitle={recordingTitle} />
        )}
      </HeadLine>
      <span>{[formatTimeRange(session.courBeginTime, session.courEndTime, language), session.clroName].filter(Boolean).join(' · ')}</span>
      <LessonLine>
        <StatusBadge courStatus={session.courStatus} />
        <LessonWatchButton session={session} teclId={teclId} />
      </LessonLine>
    </Lesson>
  );
}
